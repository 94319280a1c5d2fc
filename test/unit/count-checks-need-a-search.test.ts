import { expect, test } from 'vitest';
import { createHelpers } from '../../src/notebook/runtime/helpers.ts';
import {
	runChecks,
	type CheckOutcome,
	type LearnerFunction,
} from '../../src/notebook/exercises/check-kit.ts';
import { countedCheck } from '../../src/notebook/exercises/checks-count.ts';
import { countPlainly } from '../../src/notebook/exercises/plain-search.ts';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';
import { runExercise } from '../../src/notebook/worker/serve-cell.ts';
import { knownCount } from '../../src/solver/count/index.ts';
import { A000170 } from './helpers.ts';

/*
 * Exercise 3's checks: the published counts (OEIS A000170) for 1 to 8, 10 and 12 queens, smallest
 * first, and a count of 12 that takes a search's time. A function from n to a number can always
 * be a table of the published counts; it answers thousands of times faster than any search.
 */

const COUNTED = 'n = 12: counted by a search, not written in';
const known = (n: number) => Number(knownCount(n)!);

/** Runs exercise 3's checks on `fn`. */
function check(fn: LearnerFunction): CheckOutcome[] {
	const { counts } = createHelpers(() => {});
	return runChecks(getExercise('count-12').checks, fn, counts);
}

/** The message of the named check, which must have failed. */
function failure(results: CheckOutcome[], name: string): string {
	const result = results.find((r) => r.name === name);
	expect(result, name).toBeDefined();
	expect(result!.passed, result!.message).toBe(false);
	return result!.message;
}

test.each(A000170.slice(0, 12).map((count, i) => [i + 1, count]))(
	'the book’s plain search, which the checks time, counts %i queens: %i (OEIS A000170)',
	(n, count) => {
		expect(countPlainly(n)).toBe(count);
	},
);

test('exercise 3 counts small boards first, then 10 and 12 queens, then how 12 was counted', () => {
	expect(getExercise('count-12').checks.map((c) => c.name)).toEqual([
		'n = 1 to 8: the published counts',
		'n = 10: 724 solutions',
		'n = 12: 14,200 solutions',
		COUNTED,
	]);
});

test.each([
	[
		'one off for 12',
		(n: number) => (n === 12 ? 14_199 : known(n)),
		'n = 12: 14,200 solutions',
		'for n = 12 you returned 14,199; the published count (OEIS A000170) is 14,200',
	],
	[
		'the answer for 12 every time',
		() => 14_200,
		'n = 1 to 8: the published counts',
		'for n = 1 you returned 14,200; the published count (OEIS A000170) is 1',
	],
	[
		'the boards instead of their number',
		(n: number) => Array.from({ length: known(n) }, () => []),
		'n = 1 to 8: the published counts',
		'for n = 1 you returned an array of 1 entry; return the number of solutions',
	],
	[
		'nothing',
		() => undefined,
		COUNTED,
		'for n = 12 the count is not 14,200 yet (you returned nothing); this check looks at how the count is made once it is right',
	],
] as const)('exercise 3: %s is told what it returned', (_, fn, name, message) => {
	expect(failure(check(fn), name)).toBe(message);
});

/** The counted check with a fake clock: the learner's call takes `mine` ms, the book's `book`. */
function timed(mine: number, book: number): CheckOutcome {
	let t = 0;
	const fn = (n: number) => ((t += mine), known(n));
	const plain = (n: number) => ((t += book), known(n));
	const { counts } = createHelpers(() => {});
	return runChecks([countedCheck(12, plain)], fn, counts, { now: () => t })[0]!;
}

test.each([
	[250, 140, true],
	[8, 140, true],
	[0.2, 140, true],
	[0.1, 140, false],
	[0, 140, false],
	[2, 1400, true],
	[1, 1400, false],
])('a count of 12 in %s ms beside the book’s %s ms: a search? %s', (mine, book, search) => {
	const outcome = timed(mine, book);
	expect(outcome.passed, outcome.message).toBe(search);
	if (!search) expect(outcome.message).toMatch(/seems to look the answer up/);
});

test('real clock: a table of the published counts answers every size and is caught at 12', () => {
	const table = `function countSolutions(n) {
		return [${A000170.slice(0, 13).join(', ')}][n - 1];
	}`;
	const { checks } = runExercise(getExercise('count-12'), table);
	expect(checks.map((c) => c.passed)).toEqual([true, true, true, false]);
	expect(checks[3]!.message).toMatch(
		/^for n = 12 your countSolutions answered in less than 1 ms, while the book's plain search took .* on this device, just now \((median of [23] runs|one run) each, after a warm-up on n = 10\): more than 1,000 times as fast\. No search counts 14,200 solutions that quickly/,
	);
});

test('a count that throws on large boards still passes the small ones, and names its line', () => {
	const code =
		'function countSolutions(n) {\n\tif (n > 8) throw new Error("too big");\n\treturn [1, 0, 0, 2, 10, 4, 40, 92][n - 1];\n}';
	const result = runExercise(getExercise('count-12'), code);
	expect(result.checks.map((c) => c.passed)).toEqual([true, false, false, false]);
	expect(result.checks[1]!.message).toBe(
		'for n = 10 your code threw Error: too big (line 2, column 19)',
	);
	// The same error again is named once, not told in full by every check (issue 25).
	expect(result.checks[3]!.message).toBe(
		`for n = 12 your code threw the same error as in the check “${result.checks[1]!.name}” above`,
	);
	expect(result.summary).toBe('1 of 4 checks passed');
});
