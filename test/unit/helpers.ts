import type { SearchEvent, SearchStats } from '../../src/solver/events.ts';

/** Runs an event stream to the end and returns its events and final statistics. */
export function drain(stream: Iterable<SearchEvent>): {
	events: SearchEvent[];
	stats: SearchStats;
} {
	const events = [...stream];
	const done = events.at(-1);
	if (done?.type !== 'done') throw new Error('stream did not end with a done event');
	return { events, stats: done.stats };
}

/**
 * Whether a column list is a solution: one queen per row on the board, no two sharing a column or
 * diagonal. Written from the rules alone, so tests never use the code under test as their oracle.
 */
export function isValidSolution(columns: readonly number[]): boolean {
	const n = columns.length;
	if (columns.some((c) => !Number.isInteger(c) || c < 0 || c >= n)) return false;
	return columns.every((c, r) =>
		columns.every((d, s) => s === r || (c !== d && Math.abs(c - d) !== Math.abs(r - s))),
	);
}

// OEIS A000170: number of ways to place n non-attacking queens on an n×n board.
export const A000170 = [
	1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104,
	666090624,
];
// OEIS A002562: the same up to rotations and reflections (fundamental solutions).
export const A002562 = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752];
