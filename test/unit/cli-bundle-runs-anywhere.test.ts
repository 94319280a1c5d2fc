import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { GET } from '../../src/pages/nqueens.mjs.ts';
import { BUNDLE_NODE, bundleCommand } from '../../src/site/command-bundle.ts';
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
	])('nqueens %j prints what the source prints', (args) => {
		const expected = run(NODE, CLI, args);
		expect(run(node, file, args)).toEqual(expected);
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
