import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backtrack, countWithCheck, permutationSearch } from '../../src/solver/search/index.ts';
import { RULE_WORDS, type SearchEvent } from '../../src/solver/events/index.ts';
import type { CheckName } from '../../src/solver/board/index.ts';
import {
	formatColumns,
	formatDigits,
	formatSquares,
	formatX,
} from '../../src/solver/format/index.ts';
import { A000170, drain } from './helpers.ts';

/*
 * The chapters show each source article's approach in the article's own language, from the files
 * of content/programs/ (components/language-tabs/LanguageTabs.astro). Here the Python, C, Lua and Java versions
 * are run and what they print is held against the solver's own search. Python, gcc and Lua must be
 * installed (scripts/test-needs.sh installs them); Java runs where a JDK is present. Nothing runs the QBASIC.
 */

const PROGRAMS = fileURLToPath(new URL('../../content/programs/', import.meta.url));
const CONTENT = new URL('../../content/', import.meta.url);
const TIMEOUT = 60_000;

/** Whether a command is on the PATH. */
const installed = (command: string) =>
	spawnSync('sh', ['-c', `command -v "$0"`, command], { encoding: 'utf8' }).status === 0;

/** Runs a command to the end and returns what it printed; any failure fails the test. */
function run(command: string, args: string[]): string {
	const result = spawnSync(command, args, { cwd: PROGRAMS, encoding: 'utf8', timeout: TIMEOUT });
	if (result.error) throw result.error;
	expect(result.stderr, `${command} ${args.join(' ')}: stderr`).toBe('');
	expect(result.status, `${command} ${args.join(' ')}: exit status`).toBe(0);
	return result.stdout;
}

/** The solver's solutions, in its search order. */
function solutions(events: SearchEvent[]): (readonly number[])[] {
	return events.flatMap((e) => (e.type === 'solution' ? [e.columns] : []));
}
const searched = (n: number, check: CheckName = 'formula') => drain(backtrack({ n, check })).events;

const SIZES = [1, 2, 3, 4, 5, 6, 7, 8];
const LUA = ['lua5.4', 'lua'].find(installed) ?? 'lua5.4';

describe('Python: the grid program (the Python article)', () => {
	test.each(SIZES)('n = %i: the same boards as the solver’s grid search, then their count', (n) => {
		const found = solutions(searched(n, 'grid'));
		expect(found).toHaveLength(A000170[n - 1]!);
		const expected =
			found.map((columns) => `${formatSquares(columns)}\n\n`).join('') +
			`solutions for n = ${n}: ${found.length}\n`;
		expect(run('python3', ['queens-grid.py', String(n)])).toBe(expected);
	});
});

describe('C: the line-equation program (the C article), fixed', () => {
	let dir = '';
	let binary = '';
	beforeAll(() => {
		dir = mkdtempSync(join(tmpdir(), 'queens-lines-'));
		binary = join(dir, 'queens-lines');
		run('gcc', ['-O2', '-Wall', '-Wextra', '-Werror', '-o', binary, 'queens-lines.c']);
	}, TIMEOUT);
	afterAll(() => rmSync(dir, { recursive: true, force: true }));

	test.each(SIZES)('n = %i: every solution’s columns, in the solver’s order', (n) => {
		const found = solutions(searched(n));
		expect(found).toHaveLength(A000170[n - 1]!);
		const expected =
			found.map((columns) => `${formatColumns(columns)}\n`).join('') +
			`solutions for n = ${n}: ${found.length}\n`;
		expect(run(binary, [String(n)])).toBe(expected);
	});

	test('a board it cannot hold is refused, not overrun', () => {
		const result = spawnSync(binary, ['17'], { encoding: 'utf8', timeout: TIMEOUT });
		expect(result.status).toBe(1);
		expect(result.stderr).toContain('n must be 1 to 16');
	});
});

describe('Lua: the Lua book’s program and its two exercises', () => {
	test.each(SIZES)('n = %i: every board as X and -, and the calls of isplaceok', (n) => {
		const found = solutions(searched(n));
		const { checks } = countWithCheck({ n });
		const expected =
			found.map((columns) => `${formatX(columns)}\n\n`).join('') +
			`solutions for n = ${n}: ${A000170[n - 1]}, calls of isplaceok: ${checks}\n`;
		expect(run(LUA, ['queens-isplaceok.lua', String(n)])).toBe(expected);
	});

	test.each([...SIZES, 9, 10])(
		'n = %i, exercise 2.1: the first solution and the calls it took',
		(n) => {
			const [first] = solutions(drain(backtrack({ n, first: true })).events);
			const { checks } = countWithCheck({ n, first: true });
			const expected = first
				? `${formatX(first)}\n\nfirst solution for n = ${n} after ${checks} calls of isplaceok\n`
				: `no solution for n = ${n} after ${checks} calls of isplaceok\n`;
			expect(first === undefined).toBe(A000170[n - 1] === 0);
			expect(run(LUA, ['queens-first.lua', String(n)])).toBe(expected);
		},
	);

	test.each(SIZES)(
		'n = %i, exercise 2.2: the solutions among the permutations, and the counts',
		(n) => {
			const { events, stats } = drain(permutationSearch({ n }));
			const found = solutions(events);
			expect(stats.generated).toBe([1, 2, 6, 24, 120, 720, 5040, 40320][n - 1]); // n!
			const expected =
				found.map((columns) => `${formatColumns(columns)}\n`).join('') +
				`permutations: ${stats.generated}, calls of isplaceok: ${stats.checks}, solutions: ${found.length}\n`;
			expect(run(LUA, ['queens-permutations.lua', String(n)])).toBe(expected);
		},
	);
});

/** The line the Java program prints for one event of the solver's nearest-row-first search. */
function javaLine(event: SearchEvent): string[] {
	if (event.type === 'solution') return [`solution ${formatDigits(event.columns)}`];
	if (event.type !== 'check') return [];
	const call = `canPlace(${event.row}, ${event.col})`;
	if (event.safe) return [`${call}: yes`];
	const { rule, queenRow, queenCol } = event.conflict!;
	return [
		`${call}: no, the queen in row ${queenRow}, column ${queenCol} shares its ${RULE_WORDS[rule]}`,
	];
}

const JAVA = installed('javac') && installed('java');

describe.skipIf(!JAVA)(
	'Java: the CanPlace program (the Java article; skipped where no JDK is installed)',
	() => {
		let dir = '';
		beforeAll(() => {
			dir = mkdtempSync(join(tmpdir(), 'queens-canplace-'));
			run('javac', ['-d', dir, 'QueensCanPlace.java']);
		}, TIMEOUT);
		afterAll(() => rmSync(dir, { recursive: true, force: true }));

		test.each([4, 5, 6])(
			'n = %i: every call of canPlace with its reason, and the solutions',
			(n) => {
				const expected = searched(n, 'formula-up').flatMap(javaLine);
				const printed = run('java', ['-cp', dir, 'QueensCanPlace', String(n)]);
				expect(printed.split('\n')).toEqual([...expected, '']);
			},
		);

		test('n = 4 prints the article’s two digit strings, 1302 and 2031', () => {
			const printed = run('java', ['-cp', dir, 'QueensCanPlace']);
			expect(printed.split('\n').filter((line) => line.startsWith('solution'))).toEqual([
				'solution 1302',
				'solution 2031',
			]);
		});
	},
);

test('every program in content/programs is shown in a chapter, and every one shown exists', () => {
	const files = readdirSync(PROGRAMS).sort();
	const chapters = readdirSync(CONTENT).filter((file) => file.endsWith('.mdx'));
	const shown = new Set(
		chapters.flatMap((page) =>
			[...readFileSync(new URL(page, CONTENT), 'utf8').matchAll(/programs=\{\[([^\]]*)\]\}/g)]
				.flatMap((m) => m[1]!.split(','))
				.map((name) => name.trim().replace(/^'|'$/g, '')),
		),
	);
	expect([...shown].sort()).toEqual(files);
});
