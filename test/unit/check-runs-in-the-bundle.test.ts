import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { bundleCommand } from '../../src/site/command-bundle.ts';
import {
	checkCommand,
	classFolder,
	notebookText,
	solution,
	type CheckRun,
} from '../class-files.ts';
import { NODE } from './cli-helpers.ts';

/*
 * Issue 38, point 1: `nqueens check` in the one file the book serves (/nqueens.mjs). Under the
 * oldest Node it promises and under Node 24 it grades JavaScript cells as the source tree does;
 * Python cells it runs when given Pyodide's folder, and otherwise says in one sentence how to get
 * it, grading the rest.
 */

const OLD_NODE = '/usr/bin/node';
const PYODIDE = fileURLToPath(new URL('../../node_modules/pyodide', import.meta.url));
const LIMIT = ['--time-limit', '50'];

let bundle = '';
let js: string;
let mixed: string;

beforeAll(async () => {
	bundle = join(mkdtempSync(join(tmpdir(), 'nqueens-bundle-check-')), 'nqueens.mjs');
	writeFileSync(bundle, await bundleCommand());
	const { paths } = classFolder({
		'js.json': notebookText(
			[
				solution('chess-notation', 'js'),
				{
					exercise: 'first-solution',
					language: 'js',
					code: 'function firstSolution(n) { return []; }',
				},
			],
			{ learner: 'Ada', locale: 'zh-cn' },
		),
		'mixed.json': notebookText([
			solution('chess-notation', 'js'),
			solution('first-solution', 'python'),
		]),
	});
	js = paths['js.json']!;
	mixed = paths['mixed.json']!;
}, 120_000);

describe.each([
	['Node 20', OLD_NODE],
	['Node 24', NODE],
])('the bundled command under %s', (_name, node) => {
	let source: CheckRun;
	beforeAll(async () => {
		source = await checkCommand([js, '--format', 'json', ...LIMIT]);
	}, 300_000);

	test('grades JavaScript cells as the source tree does, byte for byte', async () => {
		expect(source.status, source.stderr).toBe(0);
		expect(
			await checkCommand([js, '--format', 'json', ...LIMIT], { node, script: bundle }),
		).toEqual(source);
	}, 300_000);

	test('without --pyodide, says how to get Python, grades the JavaScript, and exits 1', async () => {
		const run = await checkCommand([mixed, '--format', 'json', ...LIMIT], { node, script: bundle });
		expect(run.status).toBe(1);
		expect(run.stderr).toMatch(
			/^nqueens: Python cells are not run: .* --pyodide DIR .*node_modules\/pyodide/,
		);
		const [file] = JSON.parse(run.stdout).files;
		expect(file.exercises['chess-notation']).toMatchObject({ passed: true });
		expect(file.exercises['first-solution']).toMatchObject({ passed: false, language: 'python' });
	}, 300_000);
});

test('with --pyodide, the bundle under Node 24 runs Python cells too', async () => {
	const run = await checkCommand([mixed, '--pyodide', PYODIDE, '--format', 'json', ...LIMIT], {
		script: bundle,
	});
	expect(run.status, run.stderr).toBe(0);
	const [file] = JSON.parse(run.stdout).files;
	expect(file.exercises['first-solution']).toMatchObject({
		language: 'python',
		passed: true,
		checksTotal: 7,
	});
}, 300_000);

test('a --pyodide folder without Pyodide is refused at once, status 2', async () => {
	const run = await checkCommand([mixed, '--pyodide', tmpdir()], { script: bundle });
	expect(run).toMatchObject({ status: 2, stdout: '' });
	expect(run.stderr).toMatch(/holds no pyodide\.mjs/);
});
