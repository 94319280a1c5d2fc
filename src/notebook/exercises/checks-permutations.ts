import { knownCount } from '../../solver/count/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { CodeLanguage } from './code-names.ts';
import {
	boardFault,
	defineCheck,
	fail,
	shown,
	type CheckKit,
	type ExerciseCheck,
} from './check-kit.ts';
import { listed, sizesFrom, sizesIn, sizesLabel } from './check-sizes.ts';
import { exercisesIn } from '../../i18n/exercises.ts';
import { firstSolutionOf, fullSearchChecks, permutationChecks } from './solver-facts.ts';
import { formatCount } from '../../solver/format/index.ts';
import type { MistakeId } from './mistakes.ts';

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
	const label = kit.t.common.forN(n);
	const { value, calls } = kit.call(label, n);
	const record = value as { candidates?: unknown; solutions?: unknown } | null | undefined;
	if (
		typeof record !== 'object' ||
		record === null ||
		typeof record.candidates !== 'number' ||
		!Array.isArray(record.solutions)
	) {
		const yours = shown(value, kit.locale, kit.language);
		return fail(kit.t.permutations.notARecord(label, yours, kit.code), 'not-a-record');
	}
	return { candidates: record.candidates, solutions: record.solutions, calls };
}

/** The learner generated all n! permutations, for each size in turn. */
function candidatesCheck(sizes: readonly number[]): ExerciseCheck {
	const one = sizes.length === 1 ? formatCount(factorial(sizes[0]!)) : undefined;
	return defineCheck(
		(t) => t.permutations.candidatesName(sizesIn(t, sizes), one),
		(kit) => {
			const { t, locale } = kit;
			for (const n of sizes) {
				const { candidates } = answer(kit, n);
				if (candidates !== factorial(n)) {
					return fail(
						t.permutations.wrongCandidates(
							t.common.forN(n),
							formatCount(candidates),
							n,
							formatCount(factorial(n)),
						),
						'wrong-candidates',
					);
				}
			}
			const all = listed(
				sizes.map((n) => formatCount(factorial(n))),
				locale,
			);
			return t.permutations.generated(t.common.forSizes(sizesLabel(sizes, locale)), all);
		},
	);
}

/**
 * What is wrong with the learner's solutions for n, and the mistake it names, or undefined when
 * they are all there, in order.
 */
function solutionsProblem(
	n: number,
	solutions: readonly unknown[],
	locale: Locale = 'en',
	language: CodeLanguage = 'js',
): { text: string; mistake: MistakeId } | undefined {
	const t = exercisesIn(locale);
	const words = t.permutations;
	const label = t.common.forN(n);
	const show = (value: unknown) => shown(value, locale, language);
	for (const [i, board] of solutions.entries()) {
		const problem = boardFault(n, board, locale, language);
		if (problem) {
			const text = words.notASolution(label, i + 1, problem.text, show(board));
			return { text, mistake: problem.mistake };
		}
	}
	for (let i = 1; i < solutions.length; i++) {
		const order = compare(solutions[i - 1] as number[], solutions[i] as number[]);
		if (order === 0) {
			return { text: words.sameBoard(label, i, show(solutions[i])), mistake: 'same-board' };
		}
		if (order > 0) {
			const text = words.outOfOrder(label, i, show(solutions[i]), show(solutions[i - 1]));
			return { text, mistake: 'out-of-order' };
		}
	}
	// Every board valid and each one once: the right number means every solution is there.
	const expected = Number(knownCount(n)!);
	if (solutions.length !== expected) {
		const missing = solutions.length < expected;
		const text = words.wrongCount(label, formatCount(solutions.length), expected, missing);
		return { text, mistake: 'wrong-solutions' };
	}
	return undefined;
}

/** The learner kept exactly the solutions, each once, in dictionary order, for each size in turn. */
function solutionsCheck(sizes: readonly number[]): ExerciseCheck {
	const one = sizes.length === 1 ? formatCount(knownCount(sizes[0]!)!) : undefined;
	return defineCheck(
		(t) => t.permutations.solutionsName(sizesIn(t, sizes), one),
		(kit) => {
			const { t, locale, language } = kit;
			for (const n of sizes) {
				const problem = solutionsProblem(n, answer(kit, n).solutions, locale, language);
				if (problem) return fail(problem.text, problem.mistake);
			}
			const label = t.common.forSizes(sizesLabel(sizes, locale));
			if (one) {
				const first = firstSolutionOf(sizes[0]!).columns;
				return t.permutations.keptThem(label, one, shown(first, locale, language));
			}
			const kept = listed(
				sizes.map((n) => formatCount(knownCount(n)!)),
				locale,
			);
			return t.permutations.keptEvery(label, kept);
		},
	);
}

/** Dictionary order of two column arrays of the same length. */
function compare(a: readonly number[], b: readonly number[]): number {
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
	return 0;
}

/** The learner's isSafe calls beside backtracking's: a report that passes once the function runs. */
function workCheck(n: number): ExerciseCheck {
	return defineCheck(
		(t, code) => t.permutations.workName(n, code),
		(kit) => {
			const { t, code } = kit;
			const words = t.permutations;
			const label = t.common.forN(n);
			const { candidates, solutions, calls } = answer(kit, n);
			const tree = fullSearchChecks(n);
			const perms = factorial(n);
			// Until the permutations are all there and the right ones kept, there is nothing to compare.
			if (candidates !== perms || solutionsProblem(n, solutions)) {
				return fail(
					words.waits(
						label,
						formatCount(perms),
						formatCount(knownCount(n)!),
						formatCount(candidates),
						formatCount(solutions.length),
					),
					'waits',
				);
			}
			if (calls === 0) {
				return words.withoutIsSafe(label, formatCount(tree), formatCount(perms), code);
			}
			const solver = permutationChecks(n);
			const ratio =
				calls >= tree
					? words.fewer((calls / tree).toFixed(1))
					: words.more((tree / calls).toFixed(1));
			const [yours, theirs] = [formatCount(calls), formatCount(solver)];
			// The article's own question (seed 003, exercise 2.2): n! permutations against backtracking's calls.
			const permsTimes = (perms / tree).toFixed(1);
			return words.work(
				label,
				yours,
				theirs,
				formatCount(tree),
				ratio,
				formatCount(perms),
				permsTimes,
				code,
			);
		},
	);
}

/** Exercise 2's checks. */
export const PERMUTATION_CHECKS: readonly ExerciseCheck[] = [
	candidatesCheck(sizesFrom(1, 7)),
	solutionsCheck(sizesFrom(1, 7)),
	candidatesCheck([8]),
	solutionsCheck([8]),
	workCheck(8),
];
