import { expect, test } from 'vitest';
import { createHelpers } from '../../src/notebook/runtime/helpers.ts';
import {
	runChecks,
	shown,
	type CheckOutcome,
	type LearnerFunction,
} from '../../src/notebook/exercises/check-kit.ts';
import { getExercise, type ExerciseId } from '../../src/notebook/exercises/exercises.ts';

/*
 * The checks' messages name the learner's mistake in a sentence first, with the data after it,
 * capped: a list of boards where one was asked for, columns counted from 1, a string instead of
 * an array, a solution that is not the first, a test that skips a diagonal. Facts: the 92
 * solutions of 8 queens (OEIS A000170), the first [0, 4, 7, 5, 2, 6, 1, 3], 8! = 40,320.
 */

/** Every solution of n queens in the order the search meets them, by a plain search. */
function allSolutions(n: number): number[][] {
	const found: number[][] = [];
	const columns: number[] = [];
	const place = (row: number): void => {
		if (row === n) return void found.push([...columns]);
		for (let col = 0; col < n; col++) {
			if (columns.some((c, r) => c === col || Math.abs(c - col) === row - r)) continue;
			columns.push(col);
			place(row + 1);
			columns.pop();
		}
	};
	place(0);
	return found;
}

/** The message of the named check of exercise `id` run on `fn`, which must have failed. */
function failure(id: ExerciseId, fn: LearnerFunction, name: string): string {
	const { counts } = createHelpers(() => {});
	const results: CheckOutcome[] = runChecks(getExercise(id).checks, fn, counts);
	const result = results.find((r) => r.name === name);
	expect(result, name).toBeDefined();
	expect(result!.passed, result!.message).toBe(false);
	return result!.message;
}

/** Every permutation of 0 … n − 1 in dictionary order, kept when `keep` says so. */
function permutations(n: number, keep: (p: number[]) => boolean) {
	const solutions: number[][] = [];
	let candidates = 0;
	const visit = (prefix: number[]): void => {
		if (prefix.length === n) {
			candidates++;
			if (keep(prefix)) solutions.push([...prefix]);
			return;
		}
		for (let c = 0; c < n; c++) if (!prefix.includes(c)) visit([...prefix, c]);
	};
	visit([]);
	return { candidates, solutions };
}

/** A permutation test that looks only at the \ diagonals (row − col), skipping the / ones. */
const onlyBackslash = (p: number[]) =>
	p.every((c, r) => p.every((d, s) => s <= r || r - c !== s - d));

test.each([
	[
		'every solution, as a list',
		(n: number) => allSolutions(n),
		'n = 8: the first solution',
		'for n = 8 you returned a list of 92 boards, not one board: the answer is a single array of 8 columns, one per row. Your answer: [[0, 4, 7, 5, 2, 6, 1, 3], [0, 5, 7, 2, 6, 3, 1, 4], [0, 6, 3, 5, 7, 1, 4, 2], [0, 6, 4, 7, 1, 3, 5, 2], … and 88 more]',
	],
	[
		'every solution of one queen, as a list',
		(n: number) => allSolutions(n),
		'n = 1 to 3: the first solution, or null',
		'for n = 1 you returned a list of 1 board, not one board: the answer is a single array of 1 column, one per row. Your answer: [[0]]',
	],
	[
		'the first solution with columns counted from 1',
		(n: number) => allSolutions(n)[0]?.map((c) => c + 1) ?? null,
		'n = 8: the first solution',
		'for n = 8 you returned columns counted from 1, but they count from 0 (0 to 7 on an 8×8 board): subtract 1 from each. Your answer: [1, 5, 8, 6, 3, 7, 2, 4]',
	],
	[
		'the first solution as a string',
		(n: number) => allSolutions(n)[0]?.join(' ') ?? null,
		'n = 8: the first solution',
		'for n = 8 you returned a string, not an array of numbers: write the columns as numbers in an array, one per row, not as text. Your answer: "0 4 7 5 2 6 1 3"',
	],
	[
		'the first solution with its columns as strings',
		(n: number) => allSolutions(n)[0]?.map(String) ?? null,
		'n = 4 to 6: the first solution',
		'for n = 4 you returned columns written as strings, not numbers: ["1", "3"] should read [1, 3]. Your answer: ["1", "3", "0", "2"]',
	],
	[
		'the second solution',
		(n: number) => allSolutions(n)[1] ?? null,
		'n = 8: the first solution',
		'for n = 8 you returned a solution, but not the first one the search meets: try the columns from 0 up in every row, and stop at the first solution. Yours is [0, 5, 7, 2, 6, 3, 1, 4]; the first is [0, 4, 7, 5, 2, 6, 1, 3]',
	],
	[
		'a count instead of a board',
		(n: number) => allSolutions(n).length,
		'n = 8: the first solution',
		'for n = 8 you returned a number, not an array of columns, one per row. Your answer: 92',
	],
] as const)('exercise 1, %s: the message names the mistake first', (_, fn, name, message) => {
	expect(failure('first-solution', fn as LearnerFunction, name)).toBe(message);
});

test.each([
	[
		'a test that skips the / diagonals',
		(n: number) => permutations(n, onlyBackslash),
		'n = 1 to 7: every solution in dictionary order',
		'for n = 2 solution 1 is not one: you kept a board whose queens in rows 1 and 2 share a / diagonal: a square is safe only when its column and both its diagonals are free. It is [1, 0]',
	],
	[
		'boards counted from 1',
		(n: number) => {
			const valid = new Set(allSolutions(n).map(String));
			const { candidates, solutions } = permutations(n, (p) => valid.has(String(p)));
			return { candidates, solutions: solutions.map((s) => s.map((c) => c + 1)) };
		},
		'n = 1 to 7: every solution in dictionary order',
		'for n = 1 solution 1 is not one: you kept columns counted from 1, but they count from 0 (0 to 0 on a 1×1 board): subtract 1 from each. It is [1]',
	],
] as const)('exercise 2, %s: the message names the mistake first', (_, fn, name, message) => {
	expect(failure('permutations', fn as LearnerFunction, name)).toBe(message);
});

test.each([
	[Array.from({ length: 1000 }, (_, i) => i), '[0, 1, 2, 3, … and 996 more]'],
	[Array.from({ length: 12 }, (_, i) => i), '[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]'],
	['x'.repeat(200), `"${'x'.repeat(80)}"… and 120 more characters`],
	[[[[[1]]]], '[[[[…]]]]'],
	[null, 'null'],
])('shown(%#) caps the data a message carries', (value, text) => {
	expect(shown(value)).toBe(text);
});

test('no exercise 1 message about a list of boards runs past a few hundred characters', () => {
	const message = failure(
		'first-solution',
		((n: number) => allSolutions(n)) as LearnerFunction,
		'n = 10: the first solution',
	);
	expect(message).toMatch(/^for n = 10 you returned a list of 724 boards, not one board/);
	expect(message).toMatch(/… and 720 more\]$/);
	expect(message.length).toBeLessThan(400);
});
