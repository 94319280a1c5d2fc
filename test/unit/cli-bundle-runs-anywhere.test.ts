import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { GET } from '../../src/pages/nqueens.mjs.ts';
import { BUNDLE_NODE, bundleCommand } from '../../src/site/command-bundle.ts';
import SITE_EN from '../../src/i18n/en/site.ts';
import { CLI, interruptLongCount, NODE } from './cli-helpers.ts';

/*
 * The command a reader downloads from the book (/nqueens.mjs) is the command of the source tree:
 * bundled into one file, run under the oldest Node it promises and under Node 24, it prints what
 * the source prints, byte for byte, for every kind of request, and it stops and adds up shares
 * as the source does.
 */

/** Debian's Node, the machine's own: the oldest Node the bundle promises to run on. */
const OLD_NODE = '/usr/bin/node';

let bundle = '';
let file = '';

beforeAll(async () => {
	bundle = await bundleCommand();
	file = join(mkdtempSync(join(tmpdir(), 'nqueens-bundle-')), 'nqueens.mjs');
	writeFileSync(file, bundle);
}, 120_000);

/** Runs `node script …args` and collects what it prints; `seconds` in share lines are set to 0. */
function run(node: string, script: string, args: readonly string[], input?: string) {
	const result = spawnSync(node, [script, ...args], {
		encoding: 'utf8',
		timeout: 120_000,
		...(input === undefined ? {} : { input }),
	});
	const untimed = (text: string) => text.replace(/"seconds":[\d.e-]+/g, '"seconds":0');
	return { status: result.status, stdout: untimed(result.stdout), stderr: result.stderr };
}

const NODES = [
	['Node 20', OLD_NODE],
	['Node 24', NODE],
] as const;

test(`the machine's ${OLD_NODE} is Node ${BUNDLE_NODE}, so the next tests try the oldest Node`, () => {
	const version = spawnSync(OLD_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
	expect(version).toMatch(new RegExp(`^v${BUNDLE_NODE}\\.`));
});

describe.each(NODES)('the bundled command under %s', (_name, node) => {
	test.each([
		[['8']],
		[['8', '--format', 'digits']],
		[['4', '--trace']],
		[['8', '--first', '--format', 'chess']],
		[['6', '--method', 'permutations', '--stats', '--count']],
		[['8', '--format', 'json', '--limit', '2']],
		[['6', '--count']],
		[['14', '--count', '--workers', '2']],
		[['12', '--count', '--part', '2/4']],
		[['16', '--plan', '--parts', '8']],
		[['--help']],
		[['99']],
		[['eight']],
		[['8', '--format', 'chess', '--count']],
		[[]],
	])('nqueens %j prints what the source prints, naming itself node nqueens.mjs', (args) => {
		// The source calls itself nqueens, the file node nqueens.mjs (name.ts); the help's columns
		// stay lined up, so a gap of spaces (or a second column's indent) may differ. Everything else is byte for byte.
		const sameName = (text: string) => text.replace(/node nqueens\.mjs/g, 'nqueens');
		const gaps = (text: string) =>
			text.replace(/(?<=\S) {2,}/g, '  ').replace(/^ {40,}(?=\S)/gm, '<second column>');
		const expected = run(NODE, CLI, args);
		const bundled = run(node, file, args);
		expect({
			...bundled,
			stdout: gaps(sameName(bundled.stdout)),
			stderr: gaps(sameName(bundled.stderr)),
		}).toEqual({ ...expected, stdout: gaps(expected.stdout), stderr: gaps(expected.stderr) });
	});

	test('what it tells the user to run, it says as node nqueens.mjs, never bare nqueens', () => {
		const said = [['--help'], ['16', '--plan', '--parts', '8'], [], ['8', '--bogus']]
			.map((args) => run(node, file, args))
			.map(({ stdout, stderr }) => stdout + stderr)
			.join('\n');
		for (const line of [
			'node nqueens.mjs 8 --first --format chess',
			'node nqueens.mjs --sum share-*.json',
			'node nqueens.mjs --help',
		]) {
			expect(said).toContain(line);
		}
		// `nqueens` alone is left only as the program's name that starts an error line, and in the
		// title of the book's page, which is checked below.
		const bare = said.replace(/node nqueens\.mjs/g, '').replaceAll(SITE_EN.book.command, '');
		expect(bare.match(/\bnqueens\b(?!:)/g)).toEqual(null);
	});

	test('its help names the book page by its title, as the sidebar does', () => {
		const help = run(node, file, ['--help']).stdout;
		expect(help).toContain(`the book's page "${SITE_EN.book.command}"`);
	});

	test('its help lines up its commands and what they do, in one column', () => {
		const help = run(node, file, ['--help']).stdout.split('\n');
		const commands = help.filter((line) => /node nqueens\.mjs .* {2,}\S/.test(line));
		expect(commands.length).toBeGreaterThan(5);
		const column = (line: string) => /^(\s*\S.*?\S) {2,}/.exec(line)![0].length;
		expect(new Set(commands.map(column)).size).toBe(1);
		// A description's second line starts in the same column.
		const next = help.find((line) => line.trimStart().startsWith('one share of n = 20'))!;
		expect(next.length - next.trimStart().length).toBe(column(commands[0]!));
	});

	test('saved under another name, it names itself by that name', () => {
		const renamed = join(mkdtempSync(join(tmpdir(), 'nqueens-renamed-')), 'queens-2.mjs');
		writeFileSync(renamed, bundle);
		expect(run(node, renamed, ['--help']).stdout).toContain('Usage: node queens-2.mjs <n>');
	});

	test('its four shares of n = 12 add up to 14200 (OEIS A000170), by its own --sum', () => {
		const lines = [1, 2, 3, 4].map(
			(part) => run(node, file, ['12', '--count', '--part', `${part}/4`]).stdout,
		);
		expect(run(node, file, ['--sum'], lines.join(''))).toMatchObject({
			status: 0,
			stdout: '14200\n',
		});
	});

	test('Ctrl-C stops a count on its worker threads at once: status 130, nothing on stdout', async () => {
		const { status: exited, stdout, stderr } = await interruptLongCount(node, file);
		expect(exited).toBe(130);
		expect(stdout).toBe('');
		expect(stderr).toMatch(/nqueens: stopped \(Ctrl-C\); nothing was counted to the end\.\n$/);
	}, 120_000);
});

test('the site serves the same file at /nqueens.mjs, as JavaScript that starts with #!', async () => {
	const response = await GET({} as Parameters<typeof GET>[0]);
	expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
	const served = await response.text();
	expect(served).toBe(bundle);
	expect(served.startsWith('#!/usr/bin/env node\n')).toBe(true);
}, 120_000);
