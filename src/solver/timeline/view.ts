import type { Conflict, SearchEvent, SearchStats } from '../events/events.ts';
import { copyStats, type Cursor } from './cursor.ts';

/** What the tree view shows for one column of one level: refused, explored and abandoned, or on the path. */
export type BranchMark = 'untried' | 'refused' | 'explored' | 'placed';
const BRANCH: readonly BranchMark[] = ['untried', 'refused', 'explored', 'placed']; // by MARK code

/** The search after some event: the board, the counters, and where the search tree stands. */
export interface TraceState {
	/** Index of the last event applied; −1 before the first. */
	index: number;
	n: number;
	/** Column of the queen in each row, −1 for an empty row. */
	columns: number[];
	/** Rows filled from the top: the recursion depth, or the explicit stack's height. */
	depth: number;
	/** Columns of rows 0 … depth − 1: the stack, top of the tree first. */
	path: number[];
	/** The event just applied, and the square it is about. */
	event: SearchEvent | undefined;
	square: { row: number; col: number } | undefined;
	/** The queen that refused the square, when the event is a failed check. */
	conflict: Conflict | undefined;
	/** Counters so far, counted by `countEvent` (checks, comparisons, placements, removals, solutions…). */
	stats: SearchStats;
	/** Refused squares (failed checks) in each row so far: the pruned branches of each level. */
	refusedPerLevel: number[];
	/** For each level 0 … min(depth, n − 1): what happened to each column under the current path. */
	branches: BranchMark[][];
}

/** A plain, independent TraceState from a cursor and the event it last applied. */
export function toState(
	c: Readonly<Cursor>,
	n: number,
	event: SearchEvent | undefined,
): TraceState {
	const columns = Array.from(c.columns);
	const square = event && 'row' in event ? { row: event.row, col: event.col } : undefined;
	const conflict = event?.type === 'check' && !event.safe ? event.conflict : undefined;
	const levels = Math.min(c.depth + 1, n);
	const branches = Array.from({ length: levels }, (_, r) =>
		Array.from(c.marks.subarray(r * n, r * n + n), (m) => BRANCH[m]!),
	);
	return {
		index: c.index,
		n,
		columns,
		depth: c.depth,
		path: columns.slice(0, c.depth),
		event,
		square,
		conflict,
		stats: copyStats(c.stats),
		refusedPerLevel: Array.from(c.refused),
		branches,
	};
}
