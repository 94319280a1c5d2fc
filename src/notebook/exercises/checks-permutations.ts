import { knownCount } from '../../solver/known-counts.ts';
import { boardProblem, fail, num, shown, type CheckKit, type ExerciseCheck } from './check-kit.ts';
import { firstSolutionOf, fullSearchChecks, permutationChecks } from './solver-facts.ts';

/*
 * Exercise 2's checks: permutationSolutions(n) returns { candidates, solutions }, every
 * permutation of the n columns counted and the valid ones kept in dictionary order (seed 003,
 * exercise 2.2). The last check reports the learner's isSafe calls beside backtracking's.
 */

/** n! as a number (n is at most 10 here). */
function factorial(n: number): number {
	return n <= 1 ? 1 : n * factorial(n - 1);
}

/** The learner's answer for n, read as { candidates, solutions }, or a failure saying why not. */
function answer(
	kit: CheckKit,
	n: number,
): { candidates: number; solutions: unknown[]; calls: number } {
	const label = `for n = ${n}`;
	const { value, calls } = kit.call(label, n);
	const record = value as { candidates?: unknown; solutions?: unknown } | null | undefined;
	if (
		typeof record !== 'object' ||
		record === null ||
		typeof record.candidates !== 'number' ||
		!Array.isArray(record.solutions)
	) {
		return fail(
			`${label} you returned ${shown(value)}; return an object { candidates, solutions }: the number of permutations you generated and the array of valid ones`,
		);
	}
	return { candidates: record.candidates, solutions: record.solutions, calls };
}

/** The learner generated all n! permutations. */
function candidatesCheck(n: number): ExerciseCheck {
	const expected = factorial(n);
	return {
		name: `n = ${n}: all ${num(expected)} permutations`,
		run(kit) {
			const { candidates } = answer(kit, n);
			if (candidates !== expected) {
				return fail(
					`for n = ${n} you counted ${num(candidates)} candidates; there are ${n}! = ${num(expected)} permutations of ${n} columns`,
				);
			}
			return `for n = ${n} you generated all ${num(expected)} permutations`;
		},
	};
}

/** The learner kept exactly the solutions, each once, in dictionary order. */
function solutionsCheck(n: number): ExerciseCheck {
	const expected = Number(knownCount(n)!);
	return {
		name: `n = ${n}: the ${num(expected)} solutions in dictionary order`,
		run(kit) {
			const { solutions } = answer(kit, n);
			const label = `for n = ${n}`;
			for (const [i, board] of solutions.entries()) {
				const problem = boardProblem(n, board);
				if (problem)
					return fail(`${label} solution ${i + 1}, ${shown(board)}, is not one: ${problem}`);
			}
			if (solutions.length !== expected) {
				return fail(
					`${label} you kept ${num(solutions.length)} solutions; there are ${num(expected)} (OEIS A000170)`,
				);
			}
			for (let i = 1; i < solutions.length; i++) {
				const order = compare(solutions[i - 1] as number[], solutions[i] as number[]);
				if (order === 0)
					return fail(
						`${label} solutions ${i} and ${i + 1} are the same board, ${shown(solutions[i])}`,
					);
				if (order > 0) {
					return fail(
						`${label} solution ${i + 1}, ${shown(solutions[i])}, comes before solution ${i}, ${shown(solutions[i - 1])}, in dictionary order`,
					);
				}
			}
			const first = firstSolutionOf(n).columns;
			return `${label} you kept all ${num(expected)}, in order, starting with ${shown(first)}`;
		},
	};
}

/** Dictionary order of two column arrays of the same length. */
function compare(a: readonly number[], b: readonly number[]): number {
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
	return 0;
}

/** The learner's isSafe calls beside backtracking's: a report that passes once the function runs. */
function workCheck(n: number): ExerciseCheck {
	return {
		name: `n = ${n}: isSafe calls against backtracking`,
		run(kit) {
			const { calls } = answer(kit, n);
			const tree = fullSearchChecks(n);
			const perms = factorial(n);
			if (calls === 0) {
				return `for n = ${n} you tested the diagonals without isSafe; backtracking calls isSafe ${num(tree)} times, against ${num(perms)} permutations`;
			}
			const solver = permutationChecks(n);
			const ratio =
				calls >= tree
					? `${(calls / tree).toFixed(1)} times fewer`
					: `${(tree / calls).toFixed(1)} times more`;
			return (
				`for n = ${n} you called isSafe ${num(calls)} times (the solver's generate-and-test: ${num(solver)}); ` +
				`backtracking calls it ${num(tree)} times, ${ratio}`
			);
		},
	};
}

/** Exercise 2's checks. */
export const PERMUTATION_CHECKS: readonly ExerciseCheck[] = [
	candidatesCheck(4),
	solutionsCheck(4),
	candidatesCheck(8),
	solutionsCheck(8),
	workCheck(8),
];
