import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CellResult } from '../../src/notebook/worker/cell-messages.ts';
import { LIMITS } from '../../src/solver/input/index.ts';
import { startLockedCells, type LockedCells } from '../../src/notebook/worker/node-cells.ts';

/*
 * Issue 25, point 2: nothing a cell returns, prints, throws, draws or hands to the checks can send
 * the page more than a small, fixed amount, and none of it runs the learner's own iterator. Each
 * attack runs in the locked-down worker thread (node-runner.ts, as in the browser); what it posts
 * back is what would cross to the page, so its size is what these tests hold. (The page's long
 * tasks for the same attacks: test/e2e/cell-attacks.spec.ts and `npm run measure`.)
 */

/**
 * `big(n)`: a Proxy over `[0]` (length 1) whose own iterator yields n zeros. Spreading it runs the
 * iterator; reading it by index reads one row.
 */
const BIG = `const big = (n) => new Proxy([0], {
	get(target, key) {
		if (key === Symbol.iterator) return function* () { for (let i = 0; i < n; i++) yield 0; };
		return Reflect.get(target, key);
	},
});`;

/** Most characters a whole run's result may post to the page for any attack below. */
const MOST_POSTED = 20_000;

/** The most an error message can grow to once cut: the kept characters and a short tail. */
const MOST_ERROR = LIMITS.cellErrorChars.max + 120;

let cells: LockedCells;
beforeAll(() => {
	cells = startLockedCells();
});
afterAll(async () => {
	await cells.close();
});

/** The size of what the worker posts for a run: the result as structured data, in characters. */
const posted = (result: CellResult) => JSON.stringify(result).length;

describe('what crosses to the page stays small, whatever the cell does', () => {
	test.each([
		// path, code, what the run must show
		['return', `${BIG}\nreturn big(1e6);`, { returned: '[0]', board: [0] }],
		['print', `${BIG}\nprintBoard(big(3e6));`, { boards: [[0]] }],
		['print', `${BIG}\nconsole.log(big(3e6));`, { printed: '[0]' }],
		[
			'print',
			`printBoard(new Proxy([0], { get: (t, k) => (k === 'length' ? 4294967295 : 0) }));`,
			{ error: /printBoard draws boards of 1 to 26 rows, and this array has 4,294,967,295/ },
		],
		[
			'throw',
			`throw new Error('E'.repeat(1e6));`,
			{ error: /^Error: E{300}… \(1,000,000 characters in all\)$/ },
		],
		[
			'throw',
			`throw 'S'.repeat(5e6);`,
			{ error: /^threw the value "S{300}"… \(5,000,000 characters in all\)$/ },
		],
		[
			'throw',
			`throw new Proxy({}, { getPrototypeOf() { throw new Error('trap'); } });`,
			{ error: /^threw the value/, kind: 'value' },
		],
		[
			'throw',
			`const e = new Error('x'); Object.defineProperty(e, 'message', { get() { throw 1; } }); throw e;`,
			{ error: /^Error: $/, kind: 'thrown' },
		],
	] as const)('%s: %s', async (_, code, expected) => {
		const result = await cells.run(code);
		expect(posted(result)).toBeLessThan(MOST_POSTED);
		const { run } = result;
		if ('returned' in expected) {
			expect(run.returned).toBe(expected.returned);
			expect(run.returnedBoard).toEqual(expected.board);
		}
		if ('boards' in expected) expect(run.boards).toEqual(expected.boards);
		if ('printed' in expected) expect(run.output.map((l) => l.text)).toEqual([expected.printed]);
		if ('error' in expected) {
			expect(run.error?.message).toMatch(expected.error);
			expect(run.error!.message.length).toBeLessThan(MOST_ERROR);
			// Whatever the code threw at run time, it is never called a syntax error.
			expect(run.error!.kind).toBe('kind' in expected ? expected.kind : run.error!.kind);
			expect(run.error!.kind).not.toBe('syntax');
		}
	});

	test('check: an error of 3 million characters is told once, cut, not in every check', async () => {
		const result = await cells.run(
			`function firstSolution(n) { throw new Error('M'.repeat(3e6)); }`,
			'first-solution',
		);
		const checks = result.checks!;
		expect(checks.length).toBeGreaterThan(2);
		expect(checks.every((c) => !c.passed)).toBe(true);
		const told = checks.filter((c) => c.message.includes('M'.repeat(LIMITS.cellErrorChars.max)));
		expect(told).toHaveLength(1);
		expect(told[0]!.message).toContain('(3,000,000 characters in all)');
		for (const check of checks.filter((c) => c !== told[0])) {
			expect(check.message).toContain(`the same error as in the check “${told[0]!.name}”`);
		}
		expect(posted(result)).toBeLessThan(MOST_POSTED);
	});

	test('check: printBoard called by the checks draws nothing and keeps no board', async () => {
		const result = await cells.run(
			`function firstSolution(n) {
				for (let i = 0; i < 20000; i++) printBoard([0]);
				return null;
			}`,
			'first-solution',
		);
		expect(result.checks!.length).toBeGreaterThan(0);
		expect(result.run.boards).toEqual([]);
		expect(result.run.output).toEqual([]);
		expect(posted(result)).toBeLessThan(MOST_POSTED);
	});

	test('print: boards printed past the output cap are neither drawn nor kept', async () => {
		const result = await cells.run('for (let i = 0; i < 100000; i++) printBoard([0]);');
		expect(result.run.outputCut).toBe(true);
		expect(result.run.boards.length).toBeLessThanOrEqual(LIMITS.cellOutputLines.max);
		expect(result.run.boards.length).toBe(
			result.run.output.filter((line) => line.kind === 'board').length,
		);
	});
});

describe('printBoard draws every size it accepts, and refuses one past it', () => {
	/** A board of n rows, one queen a row (drawing does not ask that they be safe). */
	const solution = (n: number) => Array.from({ length: n }, (_, row) => n - 1 - row);

	test.each([1, 4, 16, 17, 20, 26])('a board of %i rows is drawn at its size', async (n) => {
		const columns = solution(n);
		const result = await cells.run(`printBoard(${JSON.stringify(columns)});`);
		expect(result.run.error).toBeUndefined();
		expect(result.run.boards).toEqual([columns]);
		const rows = result.run.output[0]!.text.split('\n');
		expect(rows).toHaveLength(n);
		expect(rows.every((row) => row.split(' ').length === n)).toBe(true);
	});

	test('a board of 27 rows gets one sentence', async () => {
		const result = await cells.run(`printBoard(Array.from({ length: 27 }, (_, i) => i));`);
		expect(result.run.boards).toEqual([]);
		expect(result.run.error?.message).toBe(
			'printBoard(columns): printBoard draws boards of 1 to 26 rows, and this array has 27.',
		);
	});

	test('a returned board of 26 rows is drawn; one of 27 is only printed', async () => {
		const ok = await cells.run(`return ${JSON.stringify(solution(26))};`);
		expect(ok.run.returnedBoard).toEqual(solution(26));
		const big = await cells.run(`return Array.from({ length: 27 }, (_, i) => i);`);
		expect(big.run.returnedBoard).toBeUndefined();
	});
});

test('print: a Map whose own entries never end is shown by the built-in ones', async () => {
	const result = await cells.run(`class Endless extends Map {
		*entries() { for (;;) yield [1, 1]; }
		get size() { for (;;) {} }
	}
	const m = new Endless([[1, 2]]);
	console.log(m);`);
	expect(result.run.error).toBeUndefined();
	expect(result.run.output.map((l) => l.text)).toEqual(['Endless(1) { 1 => 2 }']);
});
