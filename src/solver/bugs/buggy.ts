import { refused } from '../board/board.ts';
import type { CheckResult, SearchEvent, SearchStats } from '../events/events.ts';
import { validateN } from '../input/errors.ts';
import { LIMITS } from '../input/limits.ts';
import { withStats } from '../search/search.ts';

/**
 * The four versions of seed 002's grid search, from the first try to the fix:
 * - `no-undo`: a queen is never lifted on the way back; with the row check on, 0 boards.
 * - `half-fix`: a second queen in a row replaces the first, but a row is not cleared on return; 0 boards.
 * - `clear-on-exit`: a row is cleared when its loop ends, but not after printing a board; 1 board.
 * - `fixed`: the row is also cleared after printing; all 92.
 */
export type BuggyVariant = 'no-undo' | 'half-fix' | 'clear-on-exit' | 'fixed';

/** The variants in the order of the debugging story. */
export const BUGGY_VARIANTS: readonly BuggyVariant[] = [
	'no-undo',
	'half-fix',
	'clear-on-exit',
	'fixed',
];

/** Seed 002's check: the whole row (first version only), the whole column, and both whole diagonals. */
function checkWholeBoard(
	grid: Uint8Array[],
	row: number,
	col: number,
	withRow: boolean,
): CheckResult {
	const n = grid.length;
	let comparisons = 0;
	const hit = (r: number, c: number) => grid[r]![c] === 1;
	if (withRow) {
		for (let c = 0; c < n; c++) {
			comparisons++;
			if (hit(row, c)) return refused('row', row, c, comparisons);
		}
	}
	for (let r = 0; r < n; r++) {
		comparisons++;
		if (hit(r, col)) return refused('column', r, col, comparisons);
	}
	for (let r = 0; r < n; r++) {
		const c = r + col - row; // on y = x + b
		if (c < 0 || c >= n) continue;
		comparisons++;
		if (hit(r, c)) return refused('diagonal', r, c, comparisons);
	}
	for (let r = 0; r < n; r++) {
		const c = row + col - r; // on y = −x + b
		if (c < 0 || c >= n) continue;
		comparisons++;
		if (hit(r, c)) return refused('antiDiagonal', r, c, comparisons);
	}
	return { safe: true, comparisons };
}

/** Replays one of seed 002's versions on an n×n grid (8 in the article), as a stream of events. */
export function buggySearch(variant: BuggyVariant, n = 8): Generator<SearchEvent, SearchStats> {
	validateN(n, LIMITS.search.max);
	const grid = Array.from({ length: n }, () => new Uint8Array(n));
	let found = 0;
	const columnsOf = () => grid.map((line) => line.indexOf(1));
	const rowCheck = variant === 'no-undo';
	function* lift(row: number, col: number): Generator<SearchEvent> {
		if (grid[row]![col] !== 1) return; // nothing stands there: clearing it changes nothing
		grid[row]![col] = 0;
		yield { type: 'remove', row, col };
	}
	function* visit(row: number): Generator<SearchEvent> {
		let note = 1; // the article starts its "column of this row's queen" at 1, not −1
		let placed = 0;
		for (let col = 0; col < n; col++) {
			yield { type: 'try', row, col };
			const result = checkWholeBoard(grid, row, col, rowCheck);
			yield { type: 'check', row, col, ...result };
			if (!result.safe) continue;
			if (variant !== 'no-undo' && placed > 0) {
				yield* lift(row, note);
				placed--;
			}
			grid[row]![col] = 1;
			note = col;
			placed++;
			yield { type: 'place', row, col };
			if (row === n - 1) {
				found++;
				yield { type: 'solution', columns: columnsOf(), index: found };
				if (variant === 'fixed') yield* lift(row, note);
				return;
			}
			yield* visit(row + 1);
		}
		if (variant === 'clear-on-exit' || variant === 'fixed') yield* lift(row, note);
	}
	return withStats(n, visit(0), () => true);
}
