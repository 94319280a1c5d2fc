import { countEvent, emptyStats, type SearchEvent, type SearchStats } from '../events/events.ts';
import type { CheckName, Checker } from '../board/board.ts';
import { createChecker } from '../checks/checkers.ts';
import { NQueensInputError, validateN } from '../input/errors.ts';
import { LIMITS } from '../input/limits.ts';

/** What to search for: board size, which safety check, and when to stop. */
export interface SearchOptions {
	n: number;
	check?: CheckName;
	/** Stop after the first solution (seed 003, exercise 2.1). */
	first?: boolean;
	/** Stop after this many solutions. */
	limit?: number;
}

/** Checks options and returns the stopping limit (Infinity for all solutions). */
export function resolveOptions(
	options: SearchOptions,
	max: number = LIMITS.search.max,
): { n: number; check: CheckName; limit: number } {
	const n = validateN(options.n, max);
	let limit = options.first ? 1 : Infinity;
	if (options.limit !== undefined) {
		if (!Number.isInteger(options.limit) || options.limit < 1) {
			throw new NQueensInputError(
				'bad-limit',
				`The limit must be a whole number of solutions, at least 1; got ${options.limit}.`,
			);
		}
		limit = Math.min(limit, options.limit);
	}
	return { n, check: options.check ?? 'formula', limit };
}

/** Wraps a raw event source so every event is counted and the stream ends with a `done` event. */
export function* withStats(
	n: number,
	source: Iterable<SearchEvent>,
	complete: () => boolean,
): Generator<SearchEvent, SearchStats> {
	const stats = emptyStats(n);
	for (const event of source) {
		countEvent(stats, event);
		yield event;
	}
	const final = { ...stats, nodesPerLevel: [...stats.nodesPerLevel] };
	yield { type: 'done', stats: final, complete: complete() };
	return final;
}

/** Recursive backtracking, row by row: place if you can, shift if you can't, retreat if you can't shift. */
export function backtrack(options: SearchOptions): Generator<SearchEvent, SearchStats> {
	const { n, check, limit } = resolveOptions(options);
	const board = createChecker(check, n);
	const columns: number[] = [];
	let found = 0;
	// #region recursive-search
	function* placeRow(row: number): Generator<SearchEvent> {
		if (row === n) {
			found++;
			yield { type: 'solution', columns: [...columns], index: found };
			return;
		}
		for (let col = 0; col < n && found < limit; col++) {
			yield { type: 'try', row, col };
			const result = board.isSafe(row, col);
			yield { type: 'check', row, col, ...result };
			if (!result.safe) continue; // shift: try the next column
			board.place(row, col);
			columns.push(col);
			yield { type: 'place', row, col };
			yield* placeRow(row + 1);
			if (found >= limit) return; // stopped at a solution: leave the queens standing
			columns.pop();
			board.remove(row, col); // retreat: undo what we did on the way down
			yield { type: 'remove', row, col };
		}
	}
	// #endregion recursive-search
	return withStats(n, placeRow(0), () => found < limit);
}

/** The same search with an explicit stack of columns and no recursion (seed 000, program 1). */
export function backtrackWithStack(options: SearchOptions): Generator<SearchEvent, SearchStats> {
	const { n, check, limit } = resolveOptions(options);
	const board: Checker = createChecker(check, n);
	let found = 0;
	function* run(): Generator<SearchEvent> {
		// #region stack-search
		const stack: number[] = []; // stack[row] = column of the queen in that row
		let col = 0; // the next column to try in row stack.length
		while (true) {
			const row = stack.length;
			if (row === n) {
				found++;
				yield { type: 'solution', columns: [...stack], index: found };
				if (found >= limit) return;
				col = n; // this row is full: fall through to retreat
			}
			if (col === n) {
				if (stack.length === 0) return; // nothing left to shift: the search is over
				const last = stack.length - 1;
				const back = stack.pop()!;
				board.remove(last, back);
				yield { type: 'remove', row: last, col: back };
				col = back + 1; // back in the row above: shift its queen one column right
				continue;
			}
			yield { type: 'try', row, col };
			const result = board.isSafe(row, col);
			yield { type: 'check', row, col, ...result };
			if (result.safe) {
				board.place(row, col);
				stack.push(col);
				yield { type: 'place', row, col };
				col = 0;
			} else {
				col++;
			}
		}
		// #endregion stack-search
	}
	return withStats(n, run(), () => found < limit);
}

/**
 * The recursive search with no events, for timing the checks themselves: a generator's own cost
 * per event would otherwise swamp the difference between a grid scan and a bit mask. Its counters
 * equal those of `backtrack` for the same options (tested), so the two cannot drift apart.
 */
export function countWithCheck(options: SearchOptions): SearchStats {
	const { n, check, limit } = resolveOptions(options, LIMITS.count.max);
	const board = createChecker(check, n);
	const stats = emptyStats(n);
	const place = (row: number): void => {
		if (row === n) {
			stats.solutions++;
			return;
		}
		for (let col = 0; col < n && stats.solutions < limit; col++) {
			const result = board.isSafe(row, col);
			stats.checks++;
			stats.comparisons += result.comparisons;
			if (!result.safe) continue;
			board.place(row, col);
			stats.placements++;
			stats.nodesPerLevel[row]!++;
			place(row + 1);
			if (stats.solutions >= limit) return;
			board.remove(row, col);
			stats.removals++;
		}
	};
	place(0);
	return stats;
}
