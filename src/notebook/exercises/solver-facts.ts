import { backtrack, countWithCheck, permutationSearch } from '../../solver/search/index.ts';
import { runToEnd } from '../../solver/demos/index.ts';
import type { AskedSquare } from '../runtime/index.ts';

/*
 * The answers the exercise checks compare with, computed by the solver (which the unit tests pin
 * to OEIS A000170 and the seed articles) the first time a check needs them, then kept.
 */

const firstSolutions = new Map<number, { columns: number[] | null; checks: number }>();
const fullChecks = new Map<number, number>();
const permChecks = new Map<number, number>();

/** The first solution backtracking meets for n queens (null if none) and the checks it took. */
export function firstSolutionOf(n: number): { columns: number[] | null; checks: number } {
	let facts = firstSolutions.get(n);
	if (!facts) {
		const run = runToEnd(backtrack({ n, first: true }));
		facts = { columns: run.solutions[0] ?? null, checks: run.stats.checks };
		firstSolutions.set(n, facts);
	}
	return facts;
}

/** A square the search asked about. */
export interface Square {
	row: number;
	col: number;
}

const searchCalls = new Map<number, readonly AskedSquare[]>();

/**
 * The safety checks backtracking makes for n queens up to its first solution, in order: each
 * square with the queens placed so far, as a learner's isSafe call is recorded (helpers.ts).
 */
export function searchCallsOf(n: number): readonly AskedSquare[] {
	let calls = searchCalls.get(n);
	if (!calls) {
		const made: AskedSquare[] = [];
		const queens: number[] = [];
		for (const event of backtrack({ n, first: true })) {
			if (event.type === 'check')
				made.push({ row: event.row, col: event.col, queens: [...queens] });
			else if (event.type === 'place') queens.push(event.col);
			else if (event.type === 'remove') queens.pop();
		}
		calls = made;
		searchCalls.set(n, calls);
	}
	return calls;
}

/** Calls of the safety check in the full backtracking search for n queens. */
export function fullSearchChecks(n: number): number {
	let checks = fullChecks.get(n);
	if (checks === undefined) {
		checks = countWithCheck({ n }).checks;
		fullChecks.set(n, checks);
	}
	return checks;
}

/** Calls of the safety check in generate-and-test over every permutation (stops at each first clash). */
export function permutationChecks(n: number): number {
	let checks = permChecks.get(n);
	if (checks === undefined) {
		checks = runToEnd(permutationSearch({ n })).stats.checks;
		permChecks.set(n, checks);
	}
	return checks;
}
