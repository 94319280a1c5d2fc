import { knownCount } from '../../solver/known-counts.ts';
import { boardProblem, duration, fail, num, shown, type ExerciseCheck } from './check-kit.ts';
import { firstSolutionOf, fullSearchChecks } from './solver-facts.ts';

/*
 * The hidden checks of exercises 1 and 3 and the open challenge. Expected answers come from the
 * solver (first solutions, numbers of checks) and from OEIS A000170 (counts), never from the
 * learner's code; each failure says what was returned and what would be right. The challenge's
 * time is the learner's own call, timed where it runs (the cell's worker, in the page).
 */

/** Exercise 1: firstSolution(n) returns the search's first solution, or null. */
function firstSolutionCheck(n: number): ExerciseCheck {
	return {
		name: `n = ${n}: the first solution`,
		run(kit) {
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
					`${label} you returned ${shown(value)}, but ${n} queens have ${num(knownCount(n)!)} solutions`,
				);
			}
			const problem = boardProblem(n, value);
			if (problem) return fail(`${label} you returned ${shown(value)}: ${problem}`);
			if (shown(value) !== shown(first)) {
				return fail(
					`${label} you returned ${shown(value)}, a solution, but not the first the search meets: that is ${shown(first)} (try the columns from 0 up in every row)`,
				);
			}
			return `${label} you returned ${shown(value)}, the first solution`;
		},
	};
}

/** Exercise 1: stopping early shows in the number of isSafe calls. */
function stopsEarlyCheck(n: number): ExerciseCheck {
	return {
		name: `n = ${n}: stops at the first solution`,
		run(kit) {
			const label = `for n = ${n}`;
			const { calls } = kit.call(label, n);
			const firstChecks = firstSolutionOf(n).checks;
			const allChecks = fullSearchChecks(n);
			const solutions = num(knownCount(n)!);
			if (calls === 0) {
				return fail(
					`${label} you never called isSafe, so the work cannot be measured: test each square with isSafe(columns, row, col)`,
				);
			}
			if (calls >= allChecks) {
				return fail(
					`${label} you called isSafe ${num(calls)} times; stopping at the first solution needs only ${num(firstChecks)} (all ${solutions} solutions take ${num(allChecks)})`,
				);
			}
			return `${label} you called isSafe ${num(calls)} times, against ${num(allChecks)} for all ${solutions} solutions`;
		},
	};
}

/** Exercise 1's checks. */
export const FIRST_SOLUTION_CHECKS: readonly ExerciseCheck[] = [
	firstSolutionCheck(8),
	firstSolutionCheck(4),
	firstSolutionCheck(1),
	firstSolutionCheck(2),
	firstSolutionCheck(3),
	stopsEarlyCheck(8),
];

/** countSolutions(n) returns the published count (OEIS A000170). */
export function countCheck(n: number): ExerciseCheck {
	const expected = knownCount(n)!;
	return {
		name: `n = ${n}: ${num(expected)} solutions`,
		run(kit) {
			const label = `for n = ${n}`;
			const { value } = kit.call(label, n);
			if (typeof value !== 'number' && typeof value !== 'bigint') {
				const what = Array.isArray(value)
					? `an array of ${num(value.length)} entries`
					: shown(value);
				return fail(`${label} you returned ${what}; return the number of solutions`);
			}
			if (Number(value) !== Number(expected)) {
				return fail(
					`${label} you returned ${num(value)}; the published count (OEIS A000170) is ${num(expected)}`,
				);
			}
			return `${label} you counted ${num(value)}, the published count`;
		},
	};
}

/** Exercise 3's checks: count 12 queens (and two smaller boards on the way). */
export const COUNT_CHECKS: readonly ExerciseCheck[] = [
	countCheck(4),
	countCheck(8),
	countCheck(12),
];

/** The open challenge's time limit for counting 13 queens, in milliseconds. */
export const CHALLENGE_MS = 1000;

/** countSolutions(n) gives the published count within `limitMs` (the same call countCheck made). */
export function timeCheck(n: number, limitMs: number): ExerciseCheck {
	const expected = knownCount(n)!;
	const limit = duration(limitMs);
	return {
		name: `n = ${n}: counted in under ${limit}`,
		run(kit) {
			const label = `for n = ${n}`;
			const { value, ms } = kit.call(label, n);
			const counted = typeof value === 'number' || typeof value === 'bigint';
			if (!counted || Number(value) !== Number(expected)) {
				return fail(
					`${label} the count is not ${num(expected)} yet (you returned ${counted ? num(value) : shown(value)}); the time counts once the count is right`,
				);
			}
			if (ms >= limitMs) {
				return fail(
					`${label} your count took ${duration(ms)}; the challenge is under ${limit}. Make each check cheaper: occupancy arrays answer with three look-ups, bit masks with one AND`,
				);
			}
			return `${label} your count took ${duration(ms)}, under ${limit}`;
		},
	};
}

/** The open challenge's checks: count 13 queens, in under a second in the page. */
export const COUNT_13_CHECKS: readonly ExerciseCheck[] = [
	countCheck(13),
	timeCheck(13, CHALLENGE_MS),
];
