import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { GREEDY_PY } from '../python-answers.ts';
import {
	checkCommand,
	classFolder,
	notebookText,
	solution,
	type CheckRun,
	type ClassCell,
} from '../class-files.ts';

/*
 * Issue 38, point 1: learners' files that attack, loop forever or flood their output, graded
 * among honest ones, neither hang `nqueens check` nor change another learner's verdict: each run
 * has a thread of its own (a fresh realm under ses, a fresh Python interpreter) and the time
 * limit is enforced from outside it. The attacks are those the page's box is tested against
 * (test/unit/cell-box.test.ts, python-books-out-of-reach.test.ts), run as files.
 */

/** A wrong answer to exercise 1 in JavaScript: every row takes its first safe column. */
const GREEDY_JS = `function firstSolution(n) {
	const columns = [];
	for (let row = 0; row < n; row++)
		for (let col = 0; col < n; col++)
			if (isSafe(columns, row, col)) { columns.push(col); break; }
	return columns;
}`;

/** Where a program started by a learner's Python would leave its mark. */
const MARK = join(mkdtempSync(join(tmpdir(), 'nq-escape-')), 'a-program-ran');

/**
 * Python that rebuilds the `posix` module the prelude took `system` from, and asks it to start a
 * program: in Node, Pyodide's system() reaches child_process (docs/security.md).
 */
const SYSTEM_PY = `import sys
for name in ('posix', 'os'):
    sys.modules.pop(name, None)
import posix
posix.system('touch ${MARK}')
${GREEDY_PY}`;

/** One cell of exercise 1. */
const one = (language: 'js' | 'python', code: string): ClassCell[] => [
	{ exercise: 'first-solution', language, code },
];

/** Files that attack, each before the honest ones, so a slot's next run is an honest learner's. */
const ATTACKS: Record<string, ClassCell[]> = {
	// Marks every verdict passed as the checks build their list, were the built-ins open.
	'forge-js.json': one(
		'js',
		`try {
	const map = Array.prototype.map;
	Array.prototype.map = function (f) {
		const out = map.call(this, f);
		return out.map ? out.map((o) => ({ ...o, passed: true })) : out;
	};
} catch {}
try { isSafe = () => true; } catch {}
try { globalThis.isSafe = () => true; } catch {}
${GREEDY_JS}`,
	),
	// Reaches for Node, the thread's port and the process through every door it knows.
	'escape-js.json': one(
		'js',
		`for (const door of [
	() => Function('return this')().process.exit(0),
	() => (0, eval)('process').exit(0),
	() => globalThis.constructor.constructor('return process')().exit(0),
	() => require('node:child_process'),
	() => postMessage({ type: 'result', result: { checks: [{ passed: true }] } }),
]) { try { door(); } catch {} }
${GREEDY_JS}`,
	),
	// Starts a program on the teacher's machine, were the command not walled (walled.ts).
	'system-py.json': one('python', SYSTEM_PY),
	// Rebinds Python's built-ins the checks might use, and floods what it hands back.
	'builtins-py.json': one(
		'python',
		`import builtins, json
builtins.len = lambda *args: 8
builtins.all = lambda *args: True
json.dumps = lambda *args, **kwargs: '{"returned": "' + 'x' * 2_000_000 + '"}'
${GREEDY_PY}`,
	),
};

/** The honest learners graded after the attacks: right answers and a wrong one, in both languages. */
const HONEST: Record<string, ClassCell[]> = {
	'right-js.json': [solution('first-solution', 'js')],
	'wrong-js.json': one('js', GREEDY_JS),
	'right-py.json': [solution('first-solution', 'python')],
	'wrong-py.json': one('python', GREEDY_PY),
};

/** Runs that never end by themselves. */
const ENDLESS: Record<string, ClassCell[]> = {
	'loop-top-js.json': one('js', 'while (true) {}'),
	'loop-in-checks-js.json': one('js', 'function firstSolution(n) { for (;;) {} }'),
	'flood-js.json': one('js', "for (;;) console.log('flood '.repeat(1000));"),
	'loop-py.json': one('python', 'while True:\n    pass'),
	'flood-py.json': one('python', "while True:\n    print('flood ' * 1000)"),
};

type Graded = Record<string, { passed: boolean; firstMessage: string; checksTotal: number }>;

/** The record's exercise 1 for each file, by the file's name. */
function byName(run: CheckRun, paths: Record<string, string>): Record<string, Graded[string]> {
	const record = JSON.parse(run.stdout) as { files: { file: string; exercises: Graded }[] };
	const names = Object.fromEntries(Object.entries(paths).map(([name, path]) => [path, name]));
	return Object.fromEntries(
		record.files.map((file) => [names[file.file]!, file.exercises['first-solution']!]),
	);
}

describe('attacks among honest learners, on one slot so each attack is followed by one', () => {
	let run: CheckRun;
	let grades: Record<string, Graded[string]>;
	beforeAll(async () => {
		const files = { ...ATTACKS, ...HONEST };
		const { paths } = classFolder(
			Object.fromEntries(Object.entries(files).map(([name, cells]) => [name, notebookText(cells)])),
		);
		// Attacks first, then the honest, all on one thread at a time: a run that left anything
		// behind would leave it for the next learner. The limit is the page's, five times over.
		const order = [...Object.keys(ATTACKS), ...Object.keys(HONEST)].map((name) => paths[name]!);
		run = await checkCommand([
			...order,
			'--workers',
			'1',
			'--time-limit',
			'50',
			'--format',
			'json',
		]);
		grades = byName(run, paths);
	}, 600_000);

	test('the command ends by itself with status 0', () => {
		expect(run.status, run.stderr).toBe(0);
	});

	test.each(Object.keys(ATTACKS))('%s is not passed', (name) => {
		expect(grades[name]!.passed).toBe(false);
	});

	test.each([
		['right-js.json', true],
		['wrong-js.json', false],
		['right-py.json', true],
		['wrong-py.json', false],
	])('%s after them: passed %s, as alone', (name, passed) => {
		expect(grades[name]!.passed).toBe(passed);
		if (!passed) expect(grades[name]!.firstMessage).toMatch(/n = 6|no safe|goes back|back/i);
	});

	test('a Python answer that rebuilds posix starts no program on the machine', () => {
		expect(grades['system-py.json']!.firstMessage).toMatch(/stopped/);
		expect(existsSync(MARK)).toBe(false);
	});

	test('the wrong answers are told the same in both attacks and honest files', () => {
		expect(grades['forge-js.json']!.firstMessage).toBe(grades['wrong-js.json']!.firstMessage);
		expect(grades['escape-js.json']!.firstMessage).toBe(grades['wrong-js.json']!.firstMessage);
	});
});

describe('runs that never end are stopped by the time limit, and the command ends', () => {
	let run: CheckRun;
	let grades: Record<string, Graded[string]>;
	beforeAll(async () => {
		const { paths } = classFolder(
			Object.fromEntries(
				Object.entries(ENDLESS).map(([name, cells]) => [name, notebookText(cells)]),
			),
		);
		// A run the limit failed to stop would hold the command past this hook's timeout.
		run = await checkCommand([...Object.values(paths), '--time-limit', '3', '--format', 'json']);
		grades = byName(run, paths);
	}, 600_000);

	test('with status 0', () => {
		expect(run.status, run.stderr).toBe(0);
	});

	test.each(Object.keys(ENDLESS))('%s: not passed, told the time limit stopped it', (name) => {
		expect(grades[name]).toMatchObject({ passed: false });
		expect(grades[name]!.firstMessage).toMatch(/ran for longer than 3 s/);
	});

	test('a loop inside the checks is told so, one at the top is told to look for a loop', () => {
		expect(grades['loop-in-checks-js.json']!.firstMessage).toMatch(/while the checks called it/);
		expect(grades['loop-top-js.json']!.firstMessage).toMatch(/a loop that never ends\?/);
	});
});

describe('the wall is what stops it: the same answer, graded with child processes allowed', () => {
	test('starts the program', async () => {
		const { paths } = classFolder({ 'system-py.json': notebookText(one('python', SYSTEM_PY)) });
		// Already under the permission model, the command grades in place, with what these allow.
		const run = await checkCommand([paths['system-py.json']!, '--time-limit', '50'], {
			nodeArgs: ['--permission', '--allow-fs-read=*', '--allow-worker', '--allow-child-process'],
		});
		expect(run.status, run.stderr).toBe(0);
		expect(existsSync(MARK)).toBe(true);
	}, 600_000);
});
