import { mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { parseCheck } from '../../src/cli/check/check-arguments.ts';
import { MAX_FILE_BYTES } from '../../src/notebook/storage/index.ts';
import { isInputError } from '../../src/solver/input/index.ts';
import {
	checkCommand,
	classFolder,
	notebookText,
	solution,
	type CheckRun,
} from '../class-files.ts';

/*
 * Issue 38, point 1: a file `nqueens check` cannot read as a notebook (damaged, foreign, hostile,
 * too big) is one line on stderr, "FILE: why", and the rest of the class is still graded; the
 * status is then 1. Arguments it cannot use are refused before any work, with status 2.
 */

/** Each bad file: its name, its bytes (or how to make it), and what its line must say. */
const BAD: readonly [string, string | ((path: string) => void), RegExp][] = [
	['not-json.json', '{ nope', /not JSON/],
	['deep.json', '['.repeat(10_000), /nests its brackets more than 8 deep/],
	['foreign.json', '{"hello": "world"}', /JSON, but not an export of this notebook’s cells/],
	[
		'hostile-name.json',
		notebookText([solution('first-solution', 'js')], { learner: 'Ada\u202e\u0007' }),
		/learner’s name/,
	],
	[
		'unknown-cell.json',
		notebookText([{ exercise: 'rm-rf', language: 'js', code: '' }]),
		/a cell this book does not have: "rm-rf"/,
	],
	[
		'too-big.json',
		(path) => {
			writeFileSync(path, '');
			truncateSync(path, MAX_FILE_BYTES + 1); // sparse: no disk is filled to make it
		},
		/larger than any notebook export/,
	],
	[
		'latin-1.json',
		(path) => writeFileSync(path, Buffer.from([0x7b, 0xff, 0xfe, 0x7d])),
		/not UTF-8/,
	],
	['a-folder.json', (path) => mkdirSync(path), /not a file/],
	[
		'other.ipynb',
		JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata: {}, cells: [] }),
		/no Python marked as an exercise/,
	],
];

let run: CheckRun;
let paths: Record<string, string>;
let missing: string;

beforeAll(async () => {
	({ paths } = classFolder({
		'good.json': notebookText([solution('first-solution', 'js')], { learner: 'Good' }),
		...Object.fromEntries(BAD.filter(([, make]) => typeof make === 'string')),
	}));
	const folder = join(paths['good.json']!, '..');
	for (const [name, make] of BAD) {
		paths[name] = join(folder, name);
		if (typeof make === 'function') make(paths[name]);
	}
	missing = join(folder, 'missing.json');
	const files = [...BAD.map(([name]) => paths[name]!), missing, paths['good.json']!];
	run = await checkCommand([...files, '--time-limit', '50']);
}, 300_000);

test('the good file among them is graded, and the status is 1', () => {
	expect(run.status).toBe(1);
	expect(run.stdout).toMatch(/good\.json\s+Good\s+passed 7\/7/);
});

test.each(BAD.map(([name, , why]) => [name, why] as const))(
	'%s: one line on stderr naming it and why',
	(name, why) => {
		const lines = run.stderr.split('\n').filter((line) => line.startsWith(`${paths[name]}: `));
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatch(why);
	},
);

test('a missing file is named too, and nothing else is said', () => {
	expect(run.stderr).toContain(`${missing}: no such file.`);
	expect(run.stderr.trimEnd().split('\n')).toHaveLength(BAD.length + 1);
});

test.each([
	[[], /at least one notebook file/],
	[['a.json', '--format', 'xml'], /--format table, csv, json, not xml/],
	[['a.json', '--workers', '0'], /--workers takes a whole number/],
	[['a.json', '--time-limit', '1.5'], /--time-limit takes a whole number of seconds/],
	[['a.json', '--format', 'csv', '--format', 'json'], /--format once/],
	[['a.json', '--evil'], /does not know the option --evil/],
])('check %j is refused before any work: %s', (args, message) => {
	let error: unknown;
	try {
		parseCheck(args);
	} catch (thrown) {
		error = thrown;
	}
	expect(isInputError(error)).toBe(true);
	expect((error as Error).message).toMatch(message);
});

test('a refused argument is one line and status 2, as the rest of the command', async () => {
	const refused = await checkCommand(['--workers', 'many', 'a.json']);
	expect(refused.status).toBe(2);
	expect(refused.stdout).toBe('');
	expect(refused.stderr).toMatch(
		/^nqueens: --workers takes a whole number from 1 to \d+, not many\.\n$/,
	);
});

test('the help lists check, and check --help lists each of its options', async () => {
	const { nqueens } = await import('./cli-helpers.ts');
	expect(nqueens('--help').stdout).toMatch(/^ +nqueens check FILE… \[options\] +grade learners/m);
	const help = nqueens('check', '--help');
	expect(help.status).toBe(0);
	for (const option of [
		'--format F',
		'--feedback DIR',
		'--workers K',
		'--time-limit S',
		'--pyodide DIR',
	]) {
		expect(help.stdout).toMatch(new RegExp(`^  ${option} `, 'm'));
	}
});
