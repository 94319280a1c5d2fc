import { expect, test } from 'vitest';
import { createHelpers } from '../../src/notebook/runtime/helpers.ts';
import {
	boardProblem,
	describeQueens,
	runChecks,
	summarise,
	type CheckOutcome,
	type LearnerFunction,
} from '../../src/notebook/exercises/check-kit.ts';
import { sizesLabel } from '../../src/notebook/exercises/check-sizes.ts';
import { getExercise, type ExerciseId } from '../../src/notebook/exercises/exercises.ts';

/*
 * Exercises 1 and 4's hidden checks against deliberately wrong learner functions, written here as
 * plain JavaScript using the counted isSafe helper. Expected facts: OEIS A000170 (2, 92), the
 * first solution of 8 queens [0,4,7,5,2,6,1,3] and of 4 [1,3,0,2], 876 checks to the first
 * solution and 15,720 for all 92 (chapter 8), the QBASIC article's chess list. Exercise 2's are
 * in permutation-checks-judge-every-board.test.ts.
 */

type IsSafe = (columns: readonly number[], row: number, col: number) => boolean;

/** Runs an exercise's checks on `make(isSafe)`, as the runner would after the cell defined it. */
function check(id: ExerciseId, make: (isSafe: IsSafe) => LearnerFunction): CheckOutcome[] {
	const { helpers, counts } = createHelpers(() => {});
	return runChecks(getExercise(id).checks, make(helpers.isSafe), counts);
}

/** The message of the named check, which must have failed. */
function failure(results: CheckOutcome[], name: string): string {
	const result = results.find((r) => r.name === name);
	expect(result, name).toBeDefined();
	expect(result!.passed, result!.message).toBe(false);
	return result!.message;
}

/** The names of the checks that failed. */
const failed = (results: CheckOutcome[]) => results.filter((r) => !r.passed).map((r) => r.name);

/** Backtracking over isSafe, calling `found` at each solution; stops when it returns true. */
function search(n: number, isSafe: IsSafe, found: (columns: number[]) => boolean, last = n): void {
	const columns: number[] = [];
	const place = (row: number): boolean => {
		if (row === last) return found([...columns]);
		for (let col = 0; col < n; col++) {
			if (!isSafe(columns, row, col)) continue;
			columns.push(col);
			if (place(row + 1)) return true;
			columns.pop();
		}
		return false;
	};
	place(0);
}

test('boardProblem names the first pair of rows that clash, counted from 1', () => {
	expect(boardProblem(4, [0, 1, 2, 3])).toBe(
		'a board whose queens in rows 1 and 2 share a \\ diagonal: a square is safe only when its column and both its diagonals are free',
	);
	expect(boardProblem(4, [1, 3, 1, 2])).toBe('a board whose queens in rows 1 and 3 share a column');
	expect(boardProblem(4, [1, 3, 0])).toBe('3 columns, but a board of 4 rows needs 4, one per row');
	expect(boardProblem(4, [1, 3, 5, 2])).toBe(
		'5 in row 3, but the columns of a 4×4 board go from 0 to 3',
	);
	expect(boardProblem(4, [1, 3, 0, 2])).toBeUndefined();
});

test.each([
	[1, [], '0 columns, but a board of 1 row needs 1, one per row'],
	[2, [0], '1 column, but a board of 2 rows needs 2, one per row'],
	[8, [0, 4, 7, 5, 2, 6, 1, 8], '8 in row 8, but the columns of an 8×8 board go from 0 to 7'],
	[
		11,
		[11, ...Array<number>(10).fill(0)],
		'11 in row 1, but the columns of an 11×11 board go from 0 to 10',
	],
	[5, [0, 2, 4, 1, 5], '5 in row 5, but the columns of a 5×5 board go from 0 to 4'],
] as const)('boardProblem(%d, %j) reads as English: %s', (n, value, words) => {
	expect(boardProblem(n, value)).toBe(words);
});

test.each([
	[[], 'an empty board'],
	[[0], 'a queen on row 1, column 1'],
	[[0, 2], 'queens on row 1, column 1 and row 2, column 3'],
	[[1, 3, 0], 'queens on row 1, column 2; row 2, column 4 and row 3, column 1'],
] as const)('describeQueens(%j) is "%s"', (columns, words) => {
	expect(describeQueens(columns)).toBe(words);
});

test('summarise counts the passed checks', () => {
	const r = (passed: boolean) => ({ name: '', passed, message: '' });
	expect(summarise([r(true), r(false), r(true), r(true), r(false)])).toBe('3 of 5 checks passed');
	expect(summarise([r(true)])).toBe('1 of 1 check passed');
});

test.each([
	[[8], 'n = 8'],
	[[5, 6], 'n = 5 and 6'],
	[[1, 2, 3, 4, 5, 6, 7, 8], 'n = 1 to 8'],
	[[4, 8, 10], 'n = 4, 8 and 10'],
])('a check over sizes %j is named "%s"', (sizes, name) => {
	expect(sizesLabel(sizes)).toBe(name);
});

test('exercise 1: the checks run small boards first, and sizes the page never shows', () => {
	expect(getExercise('first-solution').checks.map((c) => c.name)).toEqual([
		'n = 1 to 3: the first solution, or null',
		'n = 4 to 6: the first solution',
		'n = 4 to 6: stops at the first solution',
		'n = 8: the first solution',
		'n = 8: stops at the first solution',
		'n = 10: the first solution',
		'n = 10: stops at the first solution',
	]);
});

test('exercise 1: a search that finds every solution and returns the first is told the cost', () => {
	const results = check('first-solution', (isSafe) => (n: number) => {
		let first: number[] | null = null;
		search(n, isSafe, (columns) => ((first ??= columns), false));
		return first;
	});
	expect(failed(results)).toEqual([
		'n = 4 to 6: stops at the first solution',
		'n = 8: stops at the first solution',
		'n = 10: stops at the first solution',
	]);
	expect(failure(results, 'n = 8: stops at the first solution')).toBe(
		'for n = 8 you called isSafe 15,720 times; stopping at the first solution needs only 876 (all 92 solutions take 15,720)',
	);
});

test('exercise 1: a search that stops one row early fails the boards and the count of checks', () => {
	// Returns as soon as rows 0 … n − 2 hold queens: the last row is never filled.
	const results = check('first-solution', (isSafe) => (n: number) => {
		let kept: number[] | null = null;
		search(n, isSafe, (columns) => ((kept = columns), true), n - 1);
		return kept;
	});
	expect(failed(results)).toEqual([
		'n = 1 to 3: the first solution, or null',
		'n = 4 to 6: the first solution',
		'n = 4 to 6: stops at the first solution',
		'n = 8: the first solution',
		'n = 8: stops at the first solution',
		'n = 10: the first solution',
		'n = 10: stops at the first solution',
	]);
	// Named as the slip it is (mistakes.ts), in the board's check and the count's alike.
	expect(failure(results, 'n = 8: stops at the first solution')).toBe(
		'for n = 8 you returned [0, 2, 4, 6, 1, 3, 5]: your search stops one row early, when the row number reaches n − 1, so a board it keeps has only 7 queens. The rows go from 0 to n − 1 and each holds a queen: stop when row === n',
	);
	expect(failure(results, 'n = 8: the first solution')).toBe(
		failure(results, 'n = 8: stops at the first solution'),
	);
});

test('exercise 1: a search that asks isSafe again after the solution is told how many more', () => {
	// Stops at the first solution, then checks it once more, row by row: n calls too many.
	const results = check('first-solution', (isSafe) => (n: number) => {
		let kept: number[] | null = null;
		search(n, isSafe, (columns) => ((kept = columns), true));
		if (kept) for (let row = 0; row < n; row++) isSafe(kept, row, kept[row]!);
		return kept;
	});
	expect(failed(results)).toEqual([
		'n = 4 to 6: stops at the first solution',
		'n = 8: stops at the first solution',
		'n = 10: stops at the first solution',
	]);
	expect(failure(results, 'n = 8: stops at the first solution')).toBe(
		'for n = 8 you called isSafe 884 times, 8 more than the 876 the search needs to reach its first solution: stop as soon as the last row holds its queen, and call isSafe only while searching',
	);
});

test('exercise 1: returning the columns in order is told which rows clash', () => {
	const results = check(
		'first-solution',
		() => (n: number) => Array.from({ length: n }, (_, i) => i),
	);
	expect(failure(results, 'n = 4 to 6: the first solution')).toBe(
		'for n = 4 you returned a board whose queens in rows 1 and 2 share a \\ diagonal: a square is safe only when its column and both its diagonals are free. Your answer: [0, 1, 2, 3]',
	);
	// A full board where none exists is told the rule it breaks before being told to return null.
	expect(failure(results, 'n = 1 to 3: the first solution, or null')).toBe(
		'for n = 2 you returned a board whose queens in rows 1 and 2 share a \\ diagonal: a square is safe only when its column and both its diagonals are free. Your answer: [0, 1]',
	);
	expect(failure(results, 'n = 8: stops at the first solution')).toMatch(/you never called isSafe/);
});

test('exercise 1: the last solution instead of the first, and null for 8', () => {
	const last = check('first-solution', (isSafe) => (n: number) => {
		let kept: number[] | null = null;
		search(n, isSafe, (columns) => ((kept = columns), false));
		return kept;
	});
	expect(failure(last, 'n = 4 to 6: the first solution')).toBe(
		'for n = 4 you returned a solution, but not the first one the search meets: try the columns from 0 up in every row, and stop at the first solution. Yours is [2, 0, 3, 1]; the first is [1, 3, 0, 2]',
	);
	const none = check('first-solution', () => () => null);
	expect(failure(none, 'n = 8: the first solution')).toBe(
		'for n = 8 you returned null, but 8 queens have 92 solutions',
	);
});

/** Chess names in a given row order, for wrong answers: file a + col, rank from `rank`. */
const chessWith =
	(rank: (n: number, row: number) => number, byRow: boolean) => (columns: number[]) => {
		const n = columns.length;
		const rows = byRow
			? columns.map((_, r) => r)
			: [...columns.keys()].map((f) => columns.indexOf(f));
		return rows.map((r) => String.fromCharCode(97 + columns[r]!) + rank(n, r)).join(' ');
	};

test('exercise 4: listing by row, counting ranks from the top, and a wrong type', () => {
	const byRow = check('chess-notation', () => chessWith((n, r) => n - r, true));
	expect(failure(byRow, 'n = 8: the first solution in chess notation')).toBe(
		'for [0, 4, 7, 5, 2, 6, 1, 3] your squares are right, but listed row by row: the QBASIC article\'s program lists them file by file, from a. Your answer: "a8 e7 h6 f5 c4 g3 b2 d1"',
	);
	const fromBottom = check('chess-notation', () => chessWith((_, r) => r + 1, false));
	expect(failure(fromBottom, 'n = 8: the first solution in chess notation')).toBe(
		'for [0, 4, 7, 5, 2, 6, 1, 3] your ranks count from the top, rank 1 for the top row, but chess counts them from the bottom: the top row is rank 8, so row r (from 0) is rank n − r, not r + 1. Your answer: "a1 b7 c5 d8 e2 f4 g6 h3"',
	);
	const array = check('chess-notation', () => () => ['a8']);
	expect(failure(array, 'n = 4: the first solution in chess notation')).toBe(
		'for [1, 3, 0, 2] you returned an array, not a string: return the squares as one string, joined by spaces, like "a8 b2". Your answer: ["a8"]',
	);
	// The right answer, the QBASIC article's list for the first solution of 8.
	const right = check('chess-notation', () => chessWith((n, r) => n - r, false));
	expect(right.map((r) => r.name)).toEqual([
		'n = 4: the first solution in chess notation',
		'n = 8: the first solution in chess notation',
		'n = 10: the first solution in chess notation',
	]);
	expect(right[1]!.message).toBe(
		'for [0, 4, 7, 5, 2, 6, 1, 3] you returned "a8 b2 c4 d1 e7 f5 g3 h6"',
	);
	expect(summarise(right)).toBe('3 of 3 checks passed');
});
