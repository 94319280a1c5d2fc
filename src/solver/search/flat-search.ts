import { emptyStats, type SearchEvent, type SearchStats } from '../events/events.ts';
import type { CheckName } from '../board/board.ts';
import { createChecker } from '../checks/checkers.ts';
import { resolveOptions, type SearchOptions } from './search.ts';

/*
 * `backtrack` (search.ts) as one flat loop: the recursion's call stack becomes a row counter and
 * the column of each row's queen, so every event costs one `yield` instead of one per level of
 * `yield*` nesting. Same checks (createChecker), same events in the same order, same `done`.
 */

/** Recursive backtracking's event stream from a flat state machine (no recursion, no `yield*`). */
export function flatBacktrack(options: SearchOptions): Generator<SearchEvent, SearchStats> {
	const { n, check, limit } = resolveOptions(options); // bad input throws here, as in backtrack
	return run(n, check, limit);
}

function* run(n: number, check: CheckName, limit: number): Generator<SearchEvent, SearchStats> {
	const board = createChecker(check, n);
	const stats = emptyStats(n);
	const queens: number[] = Array.from({ length: n }, () => -1); // queens[row] = its column
	let row = 0;
	let col = 0; // the next column to try in `row`
	let found = 0;
	while (true) {
		if (col < n) {
			yield { type: 'try', row, col };
			const result = board.isSafe(row, col);
			stats.checks++;
			stats.comparisons += result.comparisons;
			yield { type: 'check', row, col, ...result };
			if (!result.safe) {
				col++; // shift
				continue;
			}
			board.place(row, col);
			queens[row] = col;
			stats.placements++;
			stats.nodesPerLevel[row]!++;
			yield { type: 'place', row, col };
			row++;
			col = 0;
			if (row < n) continue;
			found++;
			stats.solutions++;
			yield { type: 'solution', columns: queens.slice(), index: found };
			if (found >= limit) break; // stopped at a solution: leave the queens standing
		}
		// Row exhausted (or just filled the board): retreat to the row above and shift its queen.
		if (row === 0) break;
		row--;
		col = queens[row]!;
		board.remove(row, col);
		stats.removals++;
		yield { type: 'remove', row, col };
		col++;
	}
	const final = { ...stats, nodesPerLevel: [...stats.nodesPerLevel] };
	yield { type: 'done', stats: final, complete: found < limit };
	return final;
}
