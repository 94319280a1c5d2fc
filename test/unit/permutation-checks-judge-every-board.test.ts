import { expect, test } from 'vitest';
import { createHelpers } from '../../src/notebook/runtime/helpers.ts';
import {
	runChecks,
	type CheckOutcome,
	type LearnerFunction,
} from '../../src/notebook/exercises/check-kit.ts';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';

/*
 * Exercise 2's hidden checks against deliberately wrong learner functions, written here as plain
 * JavaScript using the counted isSafe helper. Every board from 1 to 8 queens is judged by the
 * attack rule, in dictionary order, against OEIS A000170 (1, 0, 0, 2, … 92) and n! (8! = 40,320);
 * backtracking's 15,720 checks for 8 queens come from chapter 8.
 */

type IsSafe = (columns: readonly number[], row: number, col: number) => boolean;

/** Runs exercise 2's checks on `make(isSafe)`, as the runner would after the cell defined it. */
function check(make: (isSafe: IsSafe) => LearnerFunction): CheckOutcome[] {
	const { helpers, counts } = createHelpers(() => {});
	return runChecks(getExercise('permutations').checks, make(helpers.isSafe), counts);
}

/** The message of the named check, which must have failed. */
function failure(results: CheckOutcome[], name: string): string {
	const result = results.find((r) => r.name === name);
	expect(result, name).toBeDefined();
	expect(result!.passed, result!.message).toBe(false);
	return result!.message;
}

/** Every permutation of 0 … n − 1 in dictionary order, kept when each row passes isSafe. */
function generateAndTest(n: number, isSafe: IsSafe) {
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
	return { candidates, solutions };
}

test('exercise 2: the checks go from small boards to 8 queens, then to the comparison', () => {
	expect(getExercise('permutations').checks.map((c) => c.name)).toEqual([
		'n = 1 to 7: all n! permutations',
		'n = 1 to 7: every solution in dictionary order',
		'n = 8: all 40,320 permutations',
		'n = 8: the 92 solutions in dictionary order',
		'n = 8: isSafe calls against backtracking',
	]);
});

test('exercise 2: a generator that skips the last permutation and keeps them backwards', () => {
	const results = check((isSafe) => (n: number) => {
		const { candidates, solutions } = generateAndTest(n, isSafe);
		return { candidates: candidates - 1, solutions: solutions.reverse() };
	});
	expect(failure(results, 'n = 1 to 7: all n! permutations')).toBe(
		'for n = 1 you counted 0 candidates; there is 1! = 1 permutation of 1 column',
	);
	expect(failure(results, 'n = 8: all 40,320 permutations')).toBe(
		'for n = 8 you counted 40,319 candidates; there are 8! = 40,320 permutations of 8 columns',
	);
	expect(failure(results, 'n = 1 to 7: every solution in dictionary order')).toBe(
		'for n = 4 solution 2, [1, 3, 0, 2], comes before solution 1, [2, 0, 3, 1], in dictionary order',
	);
	// The comparison with backtracking waits for a right answer.
	expect(failure(results, 'n = 8: isSafe calls against backtracking')).toBe(
		'for n = 8 the comparison waits for the answer: generate all 40,320 permutations and keep the 92 solutions first (you counted 40,319 and kept 92)',
	);
	const shape = check(() => () => [[1, 3, 0, 2]]);
	expect(failure(shape, 'n = 1 to 7: all n! permutations')).toMatch(
		/^for n = 1 you returned \[\[1, 3, 0, 2\]\]; return an object \{ candidates, solutions \}/,
	);
});

test('exercise 2: every permutation, tested row by row with isSafe, is compared with backtracking', () => {
	const results = check((isSafe) => (n: number) => generateAndTest(n, isSafe));
	expect(results.filter((r) => !r.passed)).toEqual([]);
	expect(results.at(-1)!.message).toMatch(
		/backtracking calls it 15,720 times, \d+\.\d times fewer\. The article's comparison: 40,320 permutations against the 15,720 isSafe calls of backtracking, 2\.6 times as many$/,
	);
});

test('exercise 2: kept boards are judged by the attack rule, and missing ones are counted', () => {
	const queensInOrder = check(() => (n: number) => ({
		candidates: [1, 1, 2, 6, 24, 120, 720, 5040, 40320][n],
		solutions: [Array.from({ length: n }, (_, i) => i)],
	}));
	expect(failure(queensInOrder, 'n = 1 to 7: every solution in dictionary order')).toBe(
		'for n = 2 solution 1 is not one: you kept a board whose queens in rows 1 and 2 share a \\ diagonal: a square is safe only when its column and both its diagonals are free. It is [0, 1]',
	);
	const onlyOne = check(() => (n: number) => ({
		candidates: 0,
		solutions: n === 1 ? [[0]] : n === 4 ? [[1, 3, 0, 2]] : [],
	}));
	expect(failure(onlyOne, 'n = 1 to 7: every solution in dictionary order')).toBe(
		'for n = 4 you kept 1 solutions; there are 2 (OEIS A000170): some are missing',
	);
});
