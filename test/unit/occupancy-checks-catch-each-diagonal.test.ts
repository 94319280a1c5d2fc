import { expect, test } from 'vitest';
import { createHelpers } from '../../src/notebook/runtime/helpers.ts';
import {
	runChecks,
	type CheckOutcome,
	type LearnerFunction,
} from '../../src/notebook/exercises/check-kit.ts';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';

/*
 * Exercise 5's hidden checks against occupancy checks with one mistake each, written here as
 * plain JavaScript. A square on exactly one line of one queen shows a forgotten \ or / diagonal
 * by itself; 92 solutions with 15,720 checks (OEIS A000170, chapter 8) is the search's answer.
 */

/** Runs exercise 5's checks on the learner function `fn`. */
function check(fn: LearnerFunction): CheckOutcome[] {
	const { counts } = createHelpers(() => {});
	return runChecks(getExercise('occupancy-check').checks, fn, counts);
}

/** The message of the named check, which must have failed. */
function failure(results: CheckOutcome[], name: string): string {
	const result = results.find((r) => r.name === name);
	expect(result, name).toBeDefined();
	expect(result!.passed, result!.message).toBe(false);
	return result!.message;
}

interface Flags {
	/** Which diagonals isSafe looks at. */
	sees?: 'both' | 'down' | 'up' | 'neither';
	/** Folds the \ diagonals above and below the main one into one entry: |r − c|. */
	absolute?: boolean;
	/** remove clears the column only. */
	noRemove?: boolean;
}

/** An occupancy check with a mistake chosen by the flags. */
function occupancy({ sees = 'both', absolute = false, noRemove = false }: Flags) {
	return (n: number) => {
		const size = 2 * n - 1;
		const cols = new Array<boolean>(n).fill(false);
		const down = new Array<boolean>(size).fill(false);
		const up = new Array<boolean>(size).fill(false);
		const d = (r: number, c: number) => (absolute ? Math.abs(r - c) : r - c + n - 1);
		const mark = (r: number, c: number, v: boolean) => {
			cols[c] = v;
			down[d(r, c)] = v;
			up[r + c] = v;
		};
		const seesDown = sees === 'both' || sees === 'down';
		const seesUp = sees === 'both' || sees === 'up';
		return {
			isSafe: (r: number, c: number) =>
				!cols[c] && !(seesDown && down[d(r, c)]) && !(seesUp && up[r + c]),
			place: (r: number, c: number) => mark(r, c, true),
			remove: (r: number, c: number) => {
				if (noRemove) cols[c] = false;
				else mark(r, c, false);
			},
		};
	};
}

const DIAGONALS = 'one queen: each diagonal on its own';
const REMOVE = 'remove clears what place marked';
const RULES = 'every square the search asks about, n = 1 to 8';
const RULES_10 = 'every square the search asks about, n = 10';
const SEARCH = 'n = 8: the search finds 92';

test('exercise 5: the checks go from one queen to the full search', () => {
	expect(getExercise('occupancy-check').checks.map((c) => c.name)).toEqual([
		DIAGONALS,
		REMOVE,
		RULES,
		SEARCH,
		RULES_10,
	]);
	expect(check(occupancy({})).every((r) => r.passed)).toBe(true);
});

test.each([
	[
		'\\',
		'/',
		'down',
		'your check misses the / diagonal: place must mark it and isSafe look it up. After place(0, 3) on an empty 8×8 board, your isSafe(1, 2) said safe, but the queen at (0, 3) attacks (1, 2) along the / diagonal alone',
	],
	[
		'/',
		'\\',
		'up',
		'your check misses the \\ diagonal: place must mark it and isSafe look it up. After place(0, 3) on an empty 8×8 board, your isSafe(1, 4) said safe, but the queen at (0, 3) attacks (1, 4) along the \\ diagonal alone',
	],
] as const)(
	'exercise 5: a check that looks only at the %s diagonals is caught where only a %s diagonal attacks',
	(_seen, _missed, sees, message) => {
		const results = check(occupancy({ sees }));
		expect(failure(results, DIAGONALS)).toBe(message);
		expect(results.filter((r) => r.passed).map((r) => r.name)).toEqual([]);
	},
);

test('exercise 5: a check that forgets the diagonals (the starter’s) passes none of the checks', () => {
	const results = check(occupancy({ sees: 'neither' }));
	expect(results.map((r) => r.passed)).toEqual([false, false, false, false, false]);
	expect(failure(results, REMOVE)).toBe(
		'your check misses the \\ diagonal: place must mark that line before remove can clear it. After place(0, 0) on an empty 8×8 board, your isSafe(1, 1) said safe, but the queen attacks it along the \\ diagonal',
	);
	expect(failure(results, RULES)).toBe(
		'for n = 2, with a queen at (0, 0), your isSafe(1, 1) said safe, but the queen at (0, 0) attacks it along the \\ diagonal',
	);
	expect(failure(results, SEARCH)).toMatch(/asked more than 157,200 questions/);
});

test('exercise 5: a remove that clears only the column is chapter 6’s bug', () => {
	const results = check(occupancy({ noRemove: true }));
	expect(results.map((r) => r.passed)).toEqual([true, false, false, false, false]);
	expect(failure(results, REMOVE)).toBe(
		'after place(0, 0) and remove(0, 0) on an empty 8×8 board, your isSafe(1, 1) still said attacked: remove must clear the \\ diagonal that place marked (the bug of chapter 6)',
	);
	expect(failure(results, SEARCH)).toMatch(
		/^for n = 8 the search with your check found \d+ solutions with [\d,]+ checks; every correct check finds 92 with 15,720$/,
	);
});

test('exercise 5: a \\ diagonal index of |r − c| refuses a free square of one queen', () => {
	const results = check(occupancy({ absolute: true }));
	expect(results.map((r) => r.passed)).toEqual([false, true, false, false, false]);
	expect(failure(results, DIAGONALS)).toBe(
		'after place(0, 3) on an empty 8×8 board, your isSafe(4, 1) said attacked, but (4, 1) shares no column and no diagonal with the queen at (0, 3): check the index of each diagonal',
	);
	expect(failure(results, RULES)).toMatch(
		/^for n = \d+, with (a queen|queens) at .*, your isSafe\(\d+, \d+\) said attacked, but no queen attacks \(\d+, \d+\)$/,
	);
});

test('exercise 5: a missing method is named', () => {
	const results = check(() => ({ isSafe: () => true }));
	expect(failure(results, REMOVE)).toBe(
		'for n = 8 you returned { isSafe: [function isSafe] }, which has no place, remove; return { isSafe, place, remove }',
	);
});

/** A square named the way a page counts (from 1) beside a call that counts from 0. */
const ONE_BASED = /row \d+, column \d+/;

test.each([
	['a check that sees only the \\ diagonals', { sees: 'down' }],
	['a check that sees only the / diagonals', { sees: 'up' }],
	['the starter, which sees no diagonal', { sees: 'neither' }],
	['a \\ diagonal index of |r − c|', { absolute: true }],
	['a remove that clears only the column', { noRemove: true }],
] as const)(
	'exercise 5: %s is told about squares as its own calls name them, counted from 0',
	(_, flags) => {
		const messages = check(occupancy(flags))
			.filter((r) => !r.passed)
			.map((r) => r.message);
		expect(messages.length).toBeGreaterThan(0);
		expect(messages.filter((message) => ONE_BASED.test(message))).toEqual([]);
	},
);
