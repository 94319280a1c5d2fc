import { backtrack } from '../../src/solver/search.ts';
import type { SearchEvent } from '../../src/solver/events.ts';
import type { CheckOutcome } from './cell-protocol.ts';
import { createLearnerScope, runInScope, runtimeError } from './run-learner.ts';

/*
 * The notebook's exercises as data: starter code, the function the learner writes, hints, a worked
 * solution and hidden checks. A stand-in for src/solver/notebook/exercises.ts until that lands;
 * the expected numbers come from the solver, never typed in.
 */

/** One exercise of chapter 8. */
export interface CellExercise {
	id: string;
	title: string;
	starter: string;
	/** The function the hidden checks call. */
	functionName: string;
	hints: string[];
	solution: string;
	/** Runs the checks against the learner's compiled code (a fresh scope for each call). */
	check: (compiled: string) => CheckOutcome[];
}

/** The solver's own first solution of n queens and the checks it took (formula check, as isSafe). */
function solverFirst(n: number): { columns: number[] | null; checks: number } {
	let columns: number[] | null = null;
	const search = backtrack({ n, check: 'formula', first: true });
	let step = search.next();
	for (; !step.done; step = search.next()) {
		const event: SearchEvent = step.value;
		if (event.type === 'solution') columns = [...event.columns];
	}
	return { columns, checks: step.value.checks };
}

const STARTER = `// Finds every solution of n queens. Change it so that it stops at the first
// solution and returns it (or null when there is none).
function firstSolution(n: number): number[] | null {
	const columns: number[] = [];
	let found: number[] | null = null;
	function placeRow(row: number): void {
		if (row === n) {
			found = [...columns];
			return;
		}
		for (let col = 0; col < n; col++) {
			if (isSafe(columns, row, col)) {
				columns.push(col);
				placeRow(row + 1);
				columns.pop();
			}
		}
	}
	placeRow(0);
	return found;
}

const solution = firstSolution(8);
console.log('First solution:', solution);
if (solution) printBoard(solution);
`;

const SOLUTION = `function firstSolution(n: number): number[] | null {
	const columns: number[] = [];
	function placeRow(row: number): boolean {
		if (row === n) return true; // the board is full: stop here
		for (let col = 0; col < n; col++) {
			if (isSafe(columns, row, col)) {
				columns.push(col);
				if (placeRow(row + 1)) return true; // found below: unwind, keep the queen
				columns.pop();
			}
		}
		return false;
	}
	return placeRow(0) ? columns : null;
}
`;

/** Calls the learner's function once on a fresh scope; its answer and the isSafe calls it made. */
function callOnce(compiled: string, name: string, n: number) {
	const learner = createLearnerScope(50);
	const { error, defined } = runInScope(compiled, learner, [name]);
	const fn = defined[name];
	if (error || typeof fn !== 'function')
		return { error: error?.message ?? `${name} is not defined.` };
	const before = learner.checks();
	try {
		return { value: (fn as (n: number) => unknown)(n), checks: learner.checks() - before };
	} catch (thrown) {
		return { error: runtimeError(thrown).message };
	}
}

const same = (a: unknown, b: readonly number[] | null) =>
	b === null ? a === null || a === undefined : Array.isArray(a) && a.join() === b.join();
const words = (columns: readonly number[] | null) => (columns ? `[${columns.join(', ')}]` : 'null');

/** Chapter 8's exercises by id. */
export const CELL_EXERCISES: Record<string, CellExercise> = {
	'first-solution': {
		id: 'first-solution',
		title: 'Exercise 1: stop at the first solution',
		starter: STARTER,
		functionName: 'firstSolution',
		hints: [
			'The search knows it has a solution in one place: when `row` reaches `n`. Make `placeRow` return `true` there.',
			'The calls above are still inside their loops. After `placeRow(row + 1)` comes back `true`, return `true` straight away, without `columns.pop()`.',
			'Return `columns` itself at the end: the queens left in it are the first solution.',
		],
		solution: SOLUTION,
		check(compiled) {
			const results: CheckOutcome[] = [];
			const add = (name: string, passed: boolean, message: string) =>
				results.push({ name, passed, message });
			const eight = solverFirst(8);
			const got8 = callOnce(compiled, 'firstSolution', 8);
			if ('error' in got8) {
				add('firstSolution(8) runs', false, got8.error ?? 'It did not run.');
				return results;
			}
			add('firstSolution(8) runs', true, 'It returned without an error.');
			add(
				'firstSolution(8) is the first solution',
				same(got8.value, eight.columns),
				`Expected ${words(eight.columns)}, got ${Array.isArray(got8.value) ? words(got8.value as number[]) : String(got8.value)}.`,
			);
			add(
				'It stops at the first solution',
				got8.checks === eight.checks,
				`isSafe was called ${got8.checks} times; stopping at the first solution takes ${eight.checks}.`,
			);
			for (const n of [4, 6]) {
				const want = solverFirst(n).columns;
				const got = callOnce(compiled, 'firstSolution', n);
				add(
					`firstSolution(${n}) is right too`,
					!('error' in got) && same(got.value, want),
					'error' in got ? (got.error ?? '') : `Expected ${words(want)}.`,
				);
			}
			const three = callOnce(compiled, 'firstSolution', 3);
			add(
				'firstSolution(3) says there is none',
				!('error' in three) && same(three.value, null),
				'3 queens have no solution, so the answer is null.',
			);
			return results;
		},
	},
};
