import type { CheckResult } from '../events/events.ts';
import { type Checker, refused } from '../board/board.ts';

/** The naive check on an n×n grid of 0/1: scan the column, then both diagonals going up (seed 001). */
export function createGridChecker(n: number): Checker & { grid: Uint8Array[] } {
	const grid = Array.from({ length: n }, () => new Uint8Array(n));
	return {
		name: 'grid',
		n,
		grid,
		// #region grid-check
		isSafe(row: number, col: number): CheckResult {
			let comparisons = 0;
			// The whole column, top to bottom: rows below are empty, but a grid does not know that.
			for (let r = 0; r < n; r++) {
				comparisons++;
				if (grid[r]![col]) return refused('column', r, col, comparisons);
			}
			// Up and to the left: the \ diagonal.
			for (let r = row - 1, c = col - 1; r >= 0 && c >= 0; r--, c--) {
				comparisons++;
				if (grid[r]![c]) return refused('diagonal', r, c, comparisons);
			}
			// Up and to the right: the / diagonal.
			for (let r = row - 1, c = col + 1; r >= 0 && c < n; r--, c++) {
				comparisons++;
				if (grid[r]![c]) return refused('antiDiagonal', r, c, comparisons);
			}
			return { safe: true, comparisons };
		},
		// #endregion grid-check
		place(row, col) {
			grid[row]![col] = 1;
		},
		remove(row, col) {
			grid[row]![col] = 0;
		},
	};
}

/** The formula check over one column number per row, scanning from the top row down (seed 003). */
export function createFormulaChecker(n: number): Checker & { columns: number[] } {
	const columns: number[] = Array.from({ length: n }, () => -1);
	return {
		name: 'formula',
		n,
		columns,
		// #region formula-check
		isSafe(row: number, col: number): CheckResult {
			let comparisons = 0;
			for (let r = 0; r < row; r++) {
				comparisons++;
				const c = columns[r]!;
				if (c === col) return refused('column', r, c, comparisons);
				// Same \ diagonal: column minus row is the same number for every square on it.
				if (c - r === col - row) return refused('diagonal', r, c, comparisons);
				// Same / diagonal: column plus row is the same number for every square on it.
				if (c + r === col + row) return refused('antiDiagonal', r, c, comparisons);
			}
			return { safe: true, comparisons };
		},
		// #endregion formula-check
		place(row, col) {
			columns[row] = col;
		},
		remove(row) {
			columns[row] = -1;
		},
	};
}

/**
 * The same formula walking up from the nearest row, i rows above (seed 004): the queen there
 * attacks along a column if it sits at col, along \ at col - i, along / at col + i.
 */
export function createFormulaUpChecker(n: number): Checker & { columns: number[] } {
	const columns: number[] = Array.from({ length: n }, () => -1);
	return {
		name: 'formula-up',
		n,
		columns,
		// #region formula-up-check
		isSafe(row: number, col: number): CheckResult {
			let comparisons = 0;
			for (let i = 1; i <= row; i++) {
				comparisons++;
				const c = columns[row - i]!;
				if (c === col) return refused('column', row - i, c, comparisons);
				if (c === col - i) return refused('diagonal', row - i, c, comparisons);
				if (c === col + i) return refused('antiDiagonal', row - i, c, comparisons);
			}
			return { safe: true, comparisons };
		},
		// #endregion formula-up-check
		place(row, col) {
			columns[row] = col;
		},
		remove(row) {
			columns[row] = -1;
		},
	};
}
