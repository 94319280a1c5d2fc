import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CellResult } from '../../src/notebook/worker/cell-messages.ts';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';
import { isAllowedGlobal } from '../../src/notebook/runtime/cell-globals.ts';
import { startLockedCells, type LockedCells } from '../../src/notebook/worker/node-cells.ts';

/*
 * The box, locked down as in the cell worker (a Node worker thread, src/notebook/worker/node-runner.ts): cell
 * code sees only the allow-list, cannot change a built-in the checks use, and leaves nothing for
 * the next run. One test runs the same forgery without lockdown, to show these tests can fail.
 */

/** Replacements of built-ins the checks (and the helpers) use, each tried in its own run. */
const FORGERIES = [
	'Array.prototype.map = function () { return []; }',
	// Marks every verdict passed as the checks' own map builds the list (forged "6 of 6" before the box).
	`const map = Array.prototype.map;
	Array.prototype.map = function (f) {
		const out = map.call(this, f);
		return out[0] && typeof out[0] === 'object' && 'passed' in out[0]
			? map.call(out, (o) => ({ ...o, passed: true }))
			: out;
	}`,
	'Array.prototype.every = () => true',
	'Array.prototype.some = () => false',
	'Array.prototype.includes = () => true',
	'Array.prototype.join = () => "[0, 4, 7, 5, 2, 6, 1, 3]"',
	'Array.isArray = () => true',
	'Object.keys = () => []',
	'Object.is = () => true',
	'Object.prototype.hasOwnProperty = () => true',
	'JSON.stringify = () => "[0,4,7,5,2,6,1,3]"',
	'JSON.parse = () => [0, 4, 7, 5, 2, 6, 1, 3]',
	'Math.max = () => 0',
	'Math.abs = () => 1',
	'Number.isInteger = () => true',
	'String.prototype.includes = () => true',
	'Function.prototype.call = function () { return true; }',
	'Object.defineProperty(Array.prototype, "length", { get: () => 8 })',
	'Object.setPrototypeOf(Array.prototype, null)',
	// The helpers the checks count through, and the global object itself.
	'isSafe = () => true',
	'board.isSafe = () => true',
	'globalThis.isSafe = () => true',
];

/** A wrong answer per exercise that its checks fail, and the forgery's line before it. */
const WRONG = [
	['first-solution', 'function firstSolution(n) { return [0, 1, 2, 3, 4, 5, 6, 7].slice(0, n); }'],
	['count-12', 'function countSolutions(n) { return 0; }'],
	['count-13', 'function countSolutions(n) { return 73712; }'],
] as const;

/** The verdicts of a run as pass/fail per check, or why none ran. */
function verdicts(result: CellResult): string {
	const checks = result.checks ?? [];
	return checks.length ? checks.map((c) => (c.passed ? '✓' : '✗')).join('') : `${result.summary}`;
}

let cells: LockedCells;
beforeAll(() => {
	cells = startLockedCells();
});
afterAll(async () => {
	await cells.close();
});

describe('a built-in replaced by cell code changes nothing in a verdict', () => {
	test.each(WRONG)(
		'%s: every forgery is refused, and the verdicts stay those of the wrong answer',
		async (id, wrong) => {
			const honest = verdicts(await cells.run(wrong, id));
			expect(honest).toContain('✗');
			for (const forgery of FORGERIES) {
				const code = `try { ${forgery}; } catch (e) { console.log('refused: ' + e.name); }\n${wrong}`;
				const result = await cells.run(code, id);
				expect(
					result.run.output.map((l) => l.text),
					forgery,
				).toEqual(['refused: TypeError']);
				expect(verdicts(result), forgery).toBe(honest);
			}
		},
	);

	test('without lockdown the same forgery does pass a wrong answer (so the test above can fail)', async () => {
		const open = startLockedCells({ lock: false });
		try {
			const [id, wrong] = WRONG[0];
			const forged = await open.run(`${FORGERIES[1]};\n${wrong}`, id);
			expect(verdicts(forged)).not.toBe(verdicts(await cells.run(wrong, id)));
		} finally {
			await open.close();
		}
	});
});

test('every name on the global object of a cell, own or inherited, is on the allow-list', async () => {
	const result = await cells.run(`
		const names = [];
		for (let o = globalThis; o; o = Object.getPrototypeOf(o))
			for (const key of Reflect.ownKeys(o)) names.push(String(key));
		console.log(JSON.stringify(names));`);
	const names = JSON.parse(result.run.output[0]!.text) as string[];
	expect(names.length).toBeGreaterThan(40);
	expect(names.filter((name) => !isAllowedGlobal(name))).toEqual([]);
	expect(names).toEqual(
		expect.arrayContaining(['isSafe', 'printBoard', 'board', 'console', 'Math']),
	);
});

test('nothing one run does to a prototype reaches the next run', async () => {
	const polluted = await cells.run(
		"try { Object.prototype.x = 1; } catch (e) { console.log('refused'); }\nconsole.log(({}).x);",
	);
	expect(polluted.run.output.map((l) => l.text)).toEqual(['refused', 'undefined']);
	const next = await cells.run(getExercise('first-solution').starter, 'first-solution');
	expect(next.run.error).toBeUndefined();
	expect(next.run.output[0]!.text).toBe('First solution: [7, 3, 0, 2, 5, 1, 6, 4]');
});

test('the checks take copies: an answer that is a Proxy is read once, as plain data, not believed', async () => {
	const result = await cells.run(
		`function firstSolution(n) {
			return new Proxy([], { get: (t, k) => (k === 'length' ? n : 0) });
		}`,
		'first-solution',
	);
	expect(result.checks!.every((c) => !c.passed)).toBe(true);
	// Chromium refuses to clone a Proxy and Node copies its (empty) target: either way, no board.
	expect(result.checks![0]!.message).toMatch(
		/cannot be copied as plain data|you returned an object, not an array/,
	);
});

test.each([
	['import("http://127.0.0.1:9/m.js");', 1, 'import( is refused'],
	['const a = 1;\n// eval(a)', 2, 'eval( '],
])('ses refuses %j before running it, naming the line', async (code, line, words) => {
	const result = await cells.run(`console.log('ran');\n${code}`);
	expect(result.run.output).toEqual([]);
	expect(result.run.error).toMatchObject({ kind: 'syntax', line: line + 1 });
	expect(result.run.error!.message).toContain(words);
});

test.each([
	['Function', "Function('return imp' + 'ort(\"http://127.0.0.1:9/m.js\")')()"],
	['indirect eval', "(0, globalThis['ev' + 'al'])('imp' + 'ort(\"http://127.0.0.1:9/m.js\")')"],
])('import( built at run time through %s is refused too', async (_, code) => {
	const result = await cells.run(`try { ${code}; } catch (e) { console.log(e.name, e.message); }`);
	expect(result.run.output[0]!.text).toMatch(/^SyntaxError .*import expression rejected/);
});

test('a huge return value is summarised in the worker, in one short line', async () => {
	const result = await cells.run('return new Array(2e6).fill(7);');
	expect(result.run.returned).toMatch(/^an array of 2,000,000 items; the first 16 are \[7, 7,/);
	expect(result.run.returned!.length).toBeLessThan(200);
	expect(result.run.returnedBoard).toBeUndefined();
});
