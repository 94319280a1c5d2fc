import type { Conflict, SearchEvent, SearchStats } from '../../src/solver/events.ts';

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

/**
 * The queens of the rows above `row` (`columns[r]` for r < row) that attack (row, col), nearest
 * row first, each with its line. Written from the rules alone, like `isValidSolution`.
 */
export function attackersAbove(columns: readonly number[], row: number, col: number): Conflict[] {
	const found: Conflict[] = [];
	for (let r = row - 1; r >= 0; r--) {
		const c = columns[r]!;
		// A \ diagonal goes down and to the right: equal distances across and down, same sign.
		if (c === col) found.push({ rule: 'column', queenRow: r, queenCol: c });
		else if (col - c === row - r) found.push({ rule: 'diagonal', queenRow: r, queenCol: c });
		else if (c - col === row - r) found.push({ rule: 'antiDiagonal', queenRow: r, queenCol: c });
	}
	return found;
}

/** A small seeded pseudo-random generator (mulberry32), so random tests repeat exactly. */
export function seededRandom(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
	};
}

// OEIS A000170: number of ways to place n non-attacking queens on an n×n board.
export const A000170 = [
	1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104,
	666090624,
];
// OEIS A002562: the same up to rotations and reflections (fundamental solutions).
export const A002562 = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752];
