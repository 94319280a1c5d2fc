import { describe, expect, test } from 'vitest';
import { LIMITS } from '../../src/solver/input/index.ts';
import english from '../../src/i18n/en/runtime.ts';
import {
	boundedBoard,
	boundedPosition,
	boundedRun,
	RETURNED_CHARS,
} from '../../src/notebook/runtime/hostile.ts';
import { runCell } from '../../src/notebook/runtime/runner.ts';

/*
 * The boxes' rule, src/notebook/runtime/hostile.ts: what crosses out of a box is typed and
 * bounded in the worker's JavaScript before the page gets it. The Python box's attacks are in
 * python-books-out-of-reach.test.ts; here, the readers themselves and the JavaScript box's runs.
 */

describe('a board is at most 26 rows of whole numbers on the board', () => {
	test.each([
		['27 rows', Array.from({ length: LIMITS.cellBoard.max + 1 }, () => 0)],
		['text', ['0']],
		['a fraction', [0.5]],
		['infinity', [Infinity]],
		['a column off the board', [0, 2]],
		['no rows', []],
		['not an array', { length: 1, 0: 0 }],
	])('%s is refused', (_name, value) => {
		expect(boundedBoard(value)).toBeUndefined();
	});

	test.each([[[0]], [[1, 3, 0, 2]], [[-1, 2, -1]]])('%j is kept, as a copy', (value) => {
		const board = boundedBoard(value);
		expect(board).toEqual(value);
		expect(board).not.toBe(value);
	});
});

describe('an error’s place is a line and column of a cell’s code', () => {
	test.each([
		['0'.repeat(30), 1, {}],
		[1e300, 1, {}],
		[0, 1, {}],
		[3, Number.NaN, { line: 3 }],
		[3, '4', { line: 3 }],
		[3, 4, { line: 3, column: 4 }],
	])('line %j, column %j', (line, column, kept) => {
		expect(boundedPosition(line, column)).toEqual(kept);
	});
});

describe('a run is cut before the page gets it', () => {
	test('a returned text, a board and an error, each out of bounds', () => {
		const checked = boundedRun(
			{
				returned: 'x'.repeat(20_000_000),
				returnedBoard: [0, 9],
				boards: [[0], Array.from({ length: 1_000 }, () => 0)],
				error: { kind: 'thrown', message: 'm'.repeat(3_000_000), line: 1e300, column: 2 },
				ms: Number.NaN,
			},
			english,
		);
		expect(checked.returned!.length).toBeLessThan(RETURNED_CHARS + 200);
		expect(checked.returnedBoard).toBeUndefined();
		expect(checked.boards).toEqual([[0]]);
		expect(checked.error!.message.length).toBeLessThan(2_200);
		expect(checked.error).not.toHaveProperty('line');
		expect(checked.ms).toBe(0);
	});

	test('the JavaScript box’s run passes through the same reader', () => {
		const run = runCell("return 'x'.repeat(20_000_000);");
		expect(run.returned!.length).toBeLessThan(RETURNED_CHARS + 200);
		expect(runCell('return [1, 3, 0, 2];').returnedBoard).toEqual([1, 3, 0, 2]);
	});
});
