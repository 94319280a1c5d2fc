import { expect, test } from 'vitest';
import { transform } from 'sucrase';
import { EXERCISES, getExercise, type ExerciseId } from '../../src/notebook/exercises/exercises.ts';
import { firstSolutionOf } from '../../src/notebook/exercises/solver-facts.ts';
import { runExercise } from '../../src/notebook/worker/serve-cell.ts';
import { backtrack } from '../../src/solver/search/index.ts';
import { A000170, drain } from './helpers.ts';

/*
 * No exercise can be passed without its idea: the untouched starter, an answer typed in and a
 * table of the published answers each fail (every one of them through the runner, as the page
 * runs them), while the worked solution passes every check (notebook-runner.test.ts, which runs
 * each once for the gate). Tables come from the solver and OEIS A000170, as a learner could copy
 * them from the book or the web.
 */

/** TypeScript to JavaScript as the page does it. */
const compile = (ts: string) => transform(ts, { transforms: ['typescript'] }).code;

/** The checks the untouched starter passes: none about the idea of its exercise. */
const STARTER_PASSES: Record<ExerciseId, string[]> = {
	// The starter's search returns the last solution it met; 1 queen has one, 2 and 3 none.
	'first-solution': ['n = 1 to 3: the first solution, or null'],
	permutations: [],
	'count-12': [],
	'chess-notation': [],
	'occupancy-check': [],
	'count-13': [],
};

test.each(EXERCISES.map((e) => [e.id, e] as const))(
	'exercise %s: the untouched starter runs and passes no check about the idea',
	(id, exercise) => {
		const result = runExercise(exercise, compile(exercise.starter));
		expect(result.run.error).toBeUndefined();
		expect(result.checks).toHaveLength(exercise.checks.length);
		expect(result.checks.filter((c) => c.passed).map((c) => c.name)).toEqual(STARTER_PASSES[id]);
	},
);

const COUNTS = `[${A000170.slice(0, 13).join(', ')}]`;
const FIRST = JSON.stringify(
	Object.fromEntries([1, 2, 3, 4, 5, 6, 8, 10].map((n) => [n, firstSolutionOf(n).columns])),
);
const SOLUTIONS_8 = JSON.stringify(
	drain(backtrack({ n: 8 })).events.flatMap((e) => (e.type === 'solution' ? [e.columns] : [])),
);

/** Answers that skip the idea, with the checks (at least) that each must fail. */
const SHORTCUTS: [ExerciseId, string, string, string[]][] = [
	[
		'first-solution',
		'the first solution of 8 typed in',
		'function firstSolution(n) { return [0, 4, 7, 5, 2, 6, 1, 3]; }',
		['n = 1 to 3: the first solution, or null', 'n = 8: stops at the first solution'],
	],
	[
		'first-solution',
		'a table of first solutions',
		`function firstSolution(n) { return ${FIRST}[n]; }`,
		['n = 4 to 6: stops at the first solution', 'n = 8: stops at the first solution'],
	],
	[
		'permutations',
		'the 92 solutions of 8 typed in',
		`function permutationSolutions(n) { return { candidates: 40320, solutions: ${SOLUTIONS_8} }; }`,
		['n = 1 to 7: all n! permutations', 'n = 1 to 7: every solution in dictionary order'],
	],
	[
		'count-12',
		'14,200 typed in',
		'function countSolutions(n) { return 14200; }',
		['n = 1 to 8: the published counts', 'n = 10: 724 solutions'],
	],
	[
		'count-12',
		'a table of the published counts',
		`function countSolutions(n) { return ${COUNTS}[n - 1]; }`,
		['n = 12: counted by a search, not written in'],
	],
	[
		'chess-notation',
		'the answer for 8 typed in',
		"function toChess(columns) { return 'a8 b2 c4 d1 e7 f5 g3 h6'; }",
		['n = 4: the first solution in chess notation', 'n = 10: the first solution in chess notation'],
	],
	[
		'occupancy-check',
		'a check that says safe to every square',
		'function createOccupancyCheck(n) { return { isSafe: () => true, place() {}, remove() {} }; }',
		['one queen: each diagonal on its own', 'remove clears what place marked'],
	],
	[
		'count-13',
		'73,712 typed in',
		'function countSolutions(n) { return 73712; }',
		[
			'n = 1 to 10: the published counts',
			"n = 12: at least 4 times as fast as the book's plain search",
		],
	],
	[
		'count-13',
		'a table of the published counts',
		`function countSolutions(n) { return ${COUNTS}[n - 1]; }`,
		["n = 12: at least 4 times as fast as the book's plain search"],
	],
];

test.each(SHORTCUTS)('exercise %s: %s fails', (id, _, code, mustFail) => {
	const result = runExercise(getExercise(id), code);
	expect(result.run.error).toBeUndefined();
	const failed = result.checks.filter((c) => !c.passed).map((c) => c.name);
	expect(failed.length).toBeGreaterThan(0);
	for (const name of mustFail) expect(failed, name).toContain(name);
});
