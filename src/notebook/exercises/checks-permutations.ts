import { knownCount } from '../../solver/count/index.ts';
import { boardProblem, fail, shown, type CheckKit, type ExerciseCheck } from './check-kit.ts';
import { listed, sizesFrom, sizesLabel } from './check-sizes.ts';
import { firstSolutionOf, fullSearchChecks, permutationChecks } from './solver-facts.ts';
import { formatCount } from '../../solver/format/index.ts';

/*
 * Exercise 2's checks: permutationSolutions(n) returns { candidates, solutions }, every
 * permutation of the n columns counted and the valid ones kept in dictionary order (seed 003,
 * exercise 2.2), on every board from 1 to 8 queens, smallest first. Each kept board is judged by
 * the attack rule; valid, each once and as many as published means every solution is there. The
 * last check, once the answer is right, reports the isSafe calls beside backtracking's.
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

/** The learner generated all n! permutations, for each size in turn. */
function candidatesCheck(sizes: readonly number[]): ExerciseCheck {
	const one = sizes.length === 1;
	return {
		name: `${sizesLabel(sizes)}: all ${one ? formatCount(factorial(sizes[0]!)) : 'n!'} permutations`,
		run(kit) {
			for (const n of sizes) {
				const { candidates } = answer(kit, n);
				if (candidates !== factorial(n)) {
					return fail(
						`for n = ${n} you counted ${formatCount(candidates)} candidates; ${n === 1 ? 'there is 1! = 1 permutation of 1 column' : `there are ${n}! = ${formatCount(factorial(n))} permutations of ${n} columns`}`,
					);
				}
			}
			const all = listed(sizes.map((n) => formatCount(factorial(n))));
			return `for ${sizesLabel(sizes)} you generated all ${all} permutations`;
		},
	};
}

/** What is wrong with the learner's solutions for n, or undefined when they are all, in order. */
function solutionsProblem(n: number, solutions: readonly unknown[]): string | undefined {
	const label = `for n = ${n}`;
	for (const [i, board] of solutions.entries()) {
		const problem = boardProblem(n, board);
		if (problem)
			return `${label} solution ${i + 1} is not one: you kept ${problem}. It is ${shown(board)}`;
	}
	for (let i = 1; i < solutions.length; i++) {
		const order = compare(solutions[i - 1] as number[], solutions[i] as number[]);
		if (order === 0) {
			return `${label} solutions ${i} and ${i + 1} are the same board, ${shown(solutions[i])}`;
		}
		if (order > 0) {
			return `${label} solution ${i + 1}, ${shown(solutions[i])}, comes before solution ${i}, ${shown(solutions[i - 1])}, in dictionary order`;
		}
	}
	// Every board valid and each one once: the right number means every solution is there.
	const expected = Number(knownCount(n)!);
	if (solutions.length !== expected) {
		const missing = solutions.length < expected ? ': some are missing' : '';
		const are = expected === 1 ? 'there is 1' : `there are ${formatCount(expected)}`;
		return `${label} you kept ${formatCount(solutions.length)} solutions; ${are} (OEIS A000170)${missing}`;
	}
	return undefined;
}

/** The learner kept exactly the solutions, each once, in dictionary order, for each size in turn. */
function solutionsCheck(sizes: readonly number[]): ExerciseCheck {
	const one = sizes.length === 1 ? formatCount(knownCount(sizes[0]!)!) : undefined;
	return {
		name: `${sizesLabel(sizes)}: ${one ? `the ${one} solutions` : 'every solution'} in dictionary order`,
		run(kit) {
			for (const n of sizes) {
				const problem = solutionsProblem(n, answer(kit, n).solutions);
				if (problem) return fail(problem);
			}
			if (one) {
				const first = firstSolutionOf(sizes[0]!).columns;
				return `for ${sizesLabel(sizes)} you kept all ${one}, in order, starting with ${shown(first)}`;
			}
			const kept = listed(sizes.map((n) => formatCount(knownCount(n)!)));
			return `for ${sizesLabel(sizes)} you kept ${kept} solutions: every one, each once, in order`;
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
			const { candidates, solutions, calls } = answer(kit, n);
			const tree = fullSearchChecks(n);
			const perms = factorial(n);
			// Until the permutations are all there and the right ones kept, there is nothing to compare.
			if (candidates !== perms || solutionsProblem(n, solutions)) {
				return fail(
					`for n = ${n} the comparison waits for the answer: generate all ${formatCount(perms)} permutations and keep the ${formatCount(knownCount(n)!)} solutions first (you counted ${formatCount(candidates)} and kept ${formatCount(solutions.length)})`,
				);
			}
			if (calls === 0) {
				return `for n = ${n} you tested the diagonals without isSafe; backtracking calls isSafe ${formatCount(tree)} times, against ${formatCount(perms)} permutations`;
			}
			const solver = permutationChecks(n);
			const ratio =
				calls >= tree
					? `${(calls / tree).toFixed(1)} times fewer`
					: `${(tree / calls).toFixed(1)} times more`;
			return (
				`for n = ${n} you called isSafe ${formatCount(calls)} times (the solver's generate-and-test: ${formatCount(solver)}); ` +
				`backtracking calls it ${formatCount(tree)} times, ${ratio}`
			);
		},
	};
}

/** Exercise 2's checks. */
export const PERMUTATION_CHECKS: readonly ExerciseCheck[] = [
	candidatesCheck(sizesFrom(1, 7)),
	solutionsCheck(sizesFrom(1, 7)),
	candidatesCheck([8]),
	solutionsCheck([8]),
	workCheck(8),
];
