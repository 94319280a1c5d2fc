import { knownCount } from '../../solver/count/index.ts';
import { boardProblem, fail, shown, type CheckKit, type ExerciseCheck } from './check-kit.ts';
import { sizesLabel } from './check-sizes.ts';
import { firstSolutionOf, fullSearchChecks } from './solver-facts.ts';
import { formatCount } from '../../solver/format/index.ts';

/*
 * Exercise 1's checks: firstSolution(n) returns the first solution the search meets (or null) and
 * stops there. A returned board is judged by the attack rule first, then compared with the
 * solver's first solution. The work is the learner's number of isSafe calls against the exact
 * number the solver makes to reach that solution, trying the columns from 0 up in every row: a
 * search that stops a row early makes fewer, one that goes on after the solution makes more.
 * Sizes the page never shows (5, 6, 10) are there so that no answer can be copied from it.
 */

/** What the learner's answer for n is, in words, or a failure saying what would be right. */
function judgeBoard(kit: CheckKit, n: number): string {
	const label = `for n = ${n}`;
	const { value } = kit.call(label, n);
	const first = firstSolutionOf(n).columns;
	if (first === null) {
		if (value === null) return `${label} you returned null: ${n} queens have no solution`;
		return fail(
			`${label} you returned ${shown(value)}, but ${n} queens have no solution: return null`,
		);
	}
	if (value === null || value === undefined) {
		return fail(
			`${label} you returned ${shown(value)}, but ${n} queens have ${formatCount(knownCount(n)!)} solutions`,
		);
	}
	const problem = boardProblem(n, value);
	if (problem) return fail(`${label} you returned ${problem}. Your answer: ${shown(value)}`);
	if (shown(value) !== shown(first)) {
		return fail(
			`${label} you returned a solution, but not the first one the search meets: try the columns from 0 up in every row, and stop at the first solution. Yours is ${shown(value)}; the first is ${shown(first)}`,
		);
	}
	return `${label} you returned ${shown(value)}, the first solution`;
}

/** Exercise 1: firstSolution(n) returns the search's first solution, or null, for each size. */
function firstSolutionCheck(sizes: readonly number[]): ExerciseCheck {
	const some = sizes.some((n) => firstSolutionOf(n).columns === null);
	return {
		name: `${sizesLabel(sizes)}: the first solution${some ? ', or null' : ''}`,
		run: (kit) => sizes.map((n) => judgeBoard(kit, n)).join('; '),
	};
}

/** The learner's isSafe calls for n against the solver's exact count to the first solution. */
function judgeWork(kit: CheckKit, n: number): string {
	const label = `for n = ${n}`;
	const { calls } = kit.call(label, n);
	const exact = firstSolutionOf(n).checks;
	const all = fullSearchChecks(n);
	const solutions = formatCount(knownCount(n)!);
	if (calls === exact) {
		return `${label} you called isSafe ${formatCount(calls)} times, exactly what the search needs to reach its first solution (all ${solutions} solutions take ${formatCount(all)})`;
	}
	if (calls === 0) {
		return fail(
			`${label} you never called isSafe, so the work cannot be measured: test each square with isSafe(columns, row, col)`,
		);
	}
	if (calls >= all) {
		return fail(
			`${label} you called isSafe ${formatCount(calls)} times; stopping at the first solution needs only ${formatCount(exact)} (all ${solutions} solutions take ${formatCount(all)})`,
		);
	}
	if (calls > exact) {
		return fail(
			`${label} you called isSafe ${formatCount(calls)} times, ${formatCount(calls - exact)} more than the ${formatCount(exact)} the search needs to reach its first solution: stop as soon as the last row holds its queen, and call isSafe only while searching`,
		);
	}
	return fail(
		`${label} you called isSafe ${formatCount(calls)} times, but the search needs ${formatCount(exact)} to reach its first solution, trying the columns from 0 up in every row: yours stopped before it got there. A solution has a queen in each of the ${n} rows, so stop only when the row number reaches n`,
	);
}

/** Exercise 1: stopping at the first solution, not before and not after, shows in the isSafe calls. */
function stopsCheck(sizes: readonly number[]): ExerciseCheck {
	return {
		name: `${sizesLabel(sizes)}: stops at the first solution`,
		run: (kit) => sizes.map((n) => judgeWork(kit, n)).join('; '),
	};
}

/** Exercise 1's checks, small boards first. */
export const FIRST_SOLUTION_CHECKS: readonly ExerciseCheck[] = [
	firstSolutionCheck([1, 2, 3]),
	firstSolutionCheck([4, 5, 6]),
	stopsCheck([4, 5, 6]),
	firstSolutionCheck([8]),
	stopsCheck([8]),
	firstSolutionCheck([10]),
	stopsCheck([10]),
];
