import { expect, test } from 'vitest';
import { createHelpers } from '../../src/notebook/runtime/helpers.ts';
import {
	boardProblem,
	runChecks,
	summarise,
	type CheckOutcome,
	type LearnerFunction,
} from '../../src/notebook/exercises/check-kit.ts';
import { getExercise, type ExerciseId } from '../../src/notebook/exercises/exercises.ts';

/*
 * Every exercise's hidden checks against deliberately wrong learner functions, written here as
 * plain JavaScript using the counted isSafe helper. Expected facts: OEIS A000170 (2, 92, 14,200,
 * 73,712), 8! = 40,320, the first solution of 8 queens [0,4,7,5,2,6,1,3] and of 4 [1,3,0,2], 876
 * checks to the first solution and 15,720 for all 92 (chapter 8), seed 000's chess list.
 */

/** Runs an exercise's checks on `make(isSafe)`, as the runner would after the cell defined it. */
function check(id: ExerciseId, make: (isSafe: IsSafe) => LearnerFunction): CheckOutcome[] {
	const { helpers, counts } = createHelpers(() => {});
	return runChecks(getExercise(id).checks, make(helpers.isSafe), counts);
}

type IsSafe = (columns: readonly number[], row: number, col: number) => boolean;

/** The message of the named check, which must have failed. */
function failure(results: CheckOutcome[], name: string): string {
	const result = results.find((r) => r.name === name);
	expect(result, name).toBeDefined();
	expect(result!.passed, result!.message).toBe(false);
	return result!.message;
}

/** Backtracking over isSafe, calling `found` at each solution; stops when it returns true. */
function search(n: number, isSafe: IsSafe, found: (columns: number[]) => boolean): void {
	const columns: number[] = [];
	const place = (row: number): boolean => {
		if (row === n) return found([...columns]);
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
	expect(boardProblem(4, [0, 1, 2, 3])).toBe('the queens in rows 1 and 2 share a diagonal');
	expect(boardProblem(4, [1, 3, 1, 2])).toBe('the queens in rows 1 and 3 share a column');
	expect(boardProblem(4, [1, 3, 0])).toBe(
		'a board of 4 rows needs 4 columns, one per row, but the array has 3',
	);
	expect(boardProblem(4, [1, 3, 4, 2])).toBe(
		'row 3 holds 4, but the columns of a 4×4 board go from 0 to 3',
	);
	expect(boardProblem(4, [1, 3, 0, 2])).toBeUndefined();
});

test('summarise counts the passed checks', () => {
	const r = (passed: boolean) => ({ name: '', passed, message: '' });
	expect(summarise([r(true), r(false), r(true), r(true), r(false)])).toBe('3 of 5 checks passed');
	expect(summarise([r(true)])).toBe('1 of 1 check passed');
});

test('exercise 1: a search that finds every solution and returns the first is told the cost', () => {
	const results = check('first-solution', (isSafe) => (n: number) => {
		let first: number[] | null = null;
		search(n, isSafe, (columns) => ((first ??= columns), false));
		return first;
	});
	expect(results.filter((r) => !r.passed).map((r) => r.name)).toEqual([
		'n = 8: stops at the first solution',
	]);
	expect(failure(results, 'n = 8: stops at the first solution')).toBe(
		'for n = 8 you called isSafe 15,720 times; stopping at the first solution needs only 876 (all 92 solutions take 15,720)',
	);
});

test('exercise 1: returning the columns in order is told which rows clash', () => {
	const results = check(
		'first-solution',
		() => (n: number) => Array.from({ length: n }, (_, i) => i),
	);
	expect(failure(results, 'n = 4: the first solution')).toBe(
		'for n = 4 you returned [0, 1, 2, 3]: the queens in rows 1 and 2 share a diagonal',
	);
	expect(failure(results, 'n = 3: the first solution')).toBe(
		'for n = 3 you returned [0, 1, 2], but 3 queens have no solution: return null',
	);
	expect(results.find((r) => r.name === 'n = 1: the first solution')!.passed).toBe(true);
	expect(failure(results, 'n = 8: stops at the first solution')).toMatch(/you never called isSafe/);
});

test('exercise 1: the last solution instead of the first, and null for 8', () => {
	const last = check('first-solution', (isSafe) => (n: number) => {
		let kept: number[] | null = null;
		search(n, isSafe, (columns) => ((kept = columns), false));
		return kept;
	});
	expect(failure(last, 'n = 4: the first solution')).toBe(
		'for n = 4 you returned [2, 0, 3, 1], a solution, but not the first the search meets: that is [1, 3, 0, 2] (try the columns from 0 up in every row)',
	);
	const none = check('first-solution', () => () => null);
	expect(failure(none, 'n = 8: the first solution')).toBe(
		'for n = 8 you returned null, but 8 queens have 92 solutions',
	);
});

test('exercise 2: a generator that skips the last permutation and a wrong shape', () => {
	const results = check('permutations', (isSafe) => (n: number) => {
		const solutions: number[][] = [];
		let candidates = 0;
		const perm = (prefix: number[]) => {
			if (prefix.length === n) {
				candidates++;
				if (prefix.every((c, row) => isSafe(prefix, row, c))) solutions.push(prefix);
				return;
			}
			for (let c = 0; c < n; c++) if (!prefix.includes(c)) perm([...prefix, c]);
		};
		perm([]);
		return { candidates: candidates - 1, solutions: solutions.reverse() };
	});
	expect(failure(results, 'n = 8: all 40,320 permutations')).toBe(
		'for n = 8 you counted 40,319 candidates; there are 8! = 40,320 permutations of 8 columns',
	);
	expect(failure(results, 'n = 4: the 2 solutions in dictionary order')).toBe(
		'for n = 4 solution 2, [1, 3, 0, 2], comes before solution 1, [2, 0, 3, 1], in dictionary order',
	);
	// The report passes and compares with backtracking's 15,720 calls.
	const work = results.find((r) => r.name === 'n = 8: isSafe calls against backtracking')!;
	expect(work.passed).toBe(true);
	expect(work.message).toMatch(/backtracking calls it 15,720 times, \d+\.\d times fewer$/);

	const shape = check('permutations', () => () => [[1, 3, 0, 2]]);
	expect(failure(shape, 'n = 4: all 24 permutations')).toMatch(
		/^for n = 4 you returned \[\[1, 3, 0, 2\]\]; return an object \{ candidates, solutions \}/,
	);
});

test('exercise 2: a kept board that is not a solution is named', () => {
	const results = check('permutations', () => () => ({
		candidates: 24,
		solutions: [[0, 1, 2, 3]],
	}));
	expect(failure(results, 'n = 4: the 2 solutions in dictionary order')).toBe(
		'for n = 4 solution 1, [0, 1, 2, 3], is not one: the queens in rows 1 and 2 share a diagonal',
	);
});

test('exercise 3: an off-by-one count and an array of boards', () => {
	const results = check('count-12', (isSafe) => (n: number) => {
		let count = 0;
		search(n, isSafe, () => (count++, false));
		return n === 12 ? count - 1 : count;
	});
	expect(results.map((r) => r.passed)).toEqual([true, true, false]);
	expect(failure(results, 'n = 12: 14,200 solutions')).toBe(
		'for n = 12 you returned 14,199; the published count (OEIS A000170) is 14,200',
	);
	const boards = check('count-12', (isSafe) => (n: number) => {
		const all: number[][] = [];
		if (n < 12) search(n, isSafe, (c) => (all.push(c), false));
		return all;
	});
	expect(failure(boards, 'n = 8: 92 solutions')).toBe(
		'for n = 8 you returned an array of 92 entries; return the number of solutions',
	);
});

test('exercise 6 (challenge): counting 13 checks the published 73,712', () => {
	const results = check('count-13', () => () => 73_713);
	expect(failure(results, 'n = 13: 73,712 solutions')).toBe(
		'for n = 13 you returned 73,713; the published count (OEIS A000170) is 73,712',
	);
	expect(failure(results, 'n = 13: counted in under 1 s')).toBe(
		'for n = 13 the count is not 73,712 yet (you returned 73,713); the time counts once the count is right',
	);
});

test('exercise 6 (challenge): the right count is timed, with a second to spare or not', () => {
	/** A clock that moves `step` ms each time it is read: one call of the learner's function takes `step`. */
	const clock = (step: number) => {
		let t = 0;
		return () => (t += step);
	};
	const run = (step: number) => {
		const { counts } = createHelpers(() => {});
		return runChecks(getExercise('count-13').checks, () => 73_712, counts, undefined, clock(step));
	};
	const slow = run(2_345);
	expect(slow[0]!.passed).toBe(true);
	expect(failure(slow, 'n = 13: counted in under 1 s')).toBe(
		'for n = 13 your count took 2.3 s; the challenge is under 1 s. Make each check cheaper: occupancy arrays answer with three look-ups, bit masks with one AND',
	);
	const fast = run(420);
	expect(fast.map((r) => r.message)).toEqual([
		'for n = 13 you counted 73,712, the published count',
		'for n = 13 your count took 420 ms, under 1 s',
	]);
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

test('exercise 4: listing by row, counting ranks from the bottom, and a wrong type', () => {
	const byRow = check('chess-notation', () => chessWith((n, r) => n - r, true));
	expect(failure(byRow, 'n = 8: the first solution in chess notation')).toBe(
		'for [0, 4, 7, 5, 2, 6, 1, 3] you returned "a8 e7 h6 f5 c4 g3 b2 d1": the squares are right, but listed row by row; seed 000 lists them file by file, from a',
	);
	const fromBottom = check('chess-notation', () => chessWith((_, r) => r + 1, false));
	expect(failure(fromBottom, 'n = 8: the first solution in chess notation')).toBe(
		'for [0, 4, 7, 5, 2, 6, 1, 3] you returned "a1 b7 c5 d8 e2 f4 g6 h3": the ranks count from the bottom; the top row is rank 8, so row r (from 0) is rank n − r',
	);
	const array = check('chess-notation', () => () => ['a8']);
	expect(failure(array, 'n = 4: the first solution in chess notation')).toBe(
		'for [1, 3, 0, 2] you returned ["a8"]; return the squares as one string, like "a8 b2"',
	);
	// The right answer, seed 000's list for the first solution of 8.
	const right = check('chess-notation', () => chessWith((n, r) => n - r, false));
	expect(right.find((r) => r.name.startsWith('n = 8'))!.message).toBe(
		'for [0, 4, 7, 5, 2, 6, 1, 3] you returned "a8 b2 c4 d1 e7 f5 g3 h6"',
	);
	expect(summarise(right)).toBe('3 of 3 checks passed');
});

/** An occupancy check with a mistake chosen by the flags. */
function occupancy(flags: { forgetDiagonals?: boolean; absolute?: boolean; noRemove?: boolean }) {
	return () => (n: number) => {
		const size = 2 * n - 1;
		const cols = new Array<boolean>(n).fill(false);
		const down = new Array<boolean>(size).fill(false);
		const up = new Array<boolean>(size).fill(false);
		// |r − c| folds the \ diagonals above and below the main one into one entry.
		const d = (r: number, c: number) => (flags.absolute ? Math.abs(r - c) : r - c + n - 1);
		const mark = (r: number, c: number, v: boolean) => {
			cols[c] = v;
			down[d(r, c)] = v;
			up[r + c] = v;
		};
		return {
			isSafe: (r: number, c: number) =>
				!cols[c] && (flags.forgetDiagonals || (!down[d(r, c)] && !up[r + c])),
			place: (r: number, c: number) => mark(r, c, true),
			remove: (r: number, c: number) => {
				if (flags.noRemove) cols[c] = false;
				else mark(r, c, false);
			},
		};
	};
}

test('exercise 5: a check that forgets the diagonals is refuted square by square', () => {
	const results = check('occupancy-check', occupancy({ forgetDiagonals: true }));
	expect(failure(results, 'every square the search asks about, n = 1 to 10')).toBe(
		'for n = 2, with queens on row 1, column 1, your isSafe(1, 1) said safe, but the queen in row 1, column 1 attacks it along the \\ diagonal',
	);
	expect(failure(results, 'n = 8: the search finds 92')).toMatch(
		/asked more than 157,200 questions/,
	);
});

test('exercise 5: a remove that clears only the column is chapter 6’s bug', () => {
	const results = check('occupancy-check', occupancy({ noRemove: true }));
	expect(failure(results, 'remove clears what place marked')).toBe(
		'after place(0, 0) and remove(0, 0) on an empty 8×8 board, your isSafe(1, 1) still said attacked: remove must clear the \\ diagonal that place marked (the bug of chapter 6)',
	);
	expect(failure(results, 'n = 8: the search finds 92')).toMatch(
		/^for n = 8 the search with your check found \d+ solutions with [\d,]+ checks; every correct check finds 92 with 15,720$/,
	);
});

test('exercise 5: a \\ diagonal index of |r − c| refuses free squares', () => {
	const results = check('occupancy-check', occupancy({ absolute: true }));
	expect(results.map((r) => r.passed)).toEqual([true, false, false]);
	expect(failure(results, 'every square the search asks about, n = 1 to 10')).toMatch(
		/^for n = \d+, with queens on .*, your isSafe\(\d+, \d+\) said attacked, but no queen attacks row \d+, column \d+$/,
	);
});

test('exercise 5: a missing method is named', () => {
	const results = check('occupancy-check', () => () => ({ isSafe: () => true }));
	expect(failure(results, 'remove clears what place marked')).toBe(
		'for n = 8 you returned { isSafe: [function isSafe] }, which has no place, remove; return { isSafe, place, remove }',
	);
});
