import type { CheckResult } from '../events/events.ts';
import { type Checker, refused } from '../board/board.ts';
import { antiDiagonalIndex, diagonalCount, diagonalIndex } from '../board/diagonals.ts';

/**
 * Occupancy arrays (seed 000's C, S and M): one entry per column and per diagonal, each holding
 * the row of the queen on that line, or −1. A check is three look-ups, whatever n is.
 */
export function createOccupancyChecker(
	n: number,
): Checker & { cols: Int32Array; diags: Int32Array; antis: Int32Array } {
	// Storing the row, not just 1, lets the log say which queen blocks the square.
	const cols = new Int32Array(n).fill(-1);
	const diags = new Int32Array(diagonalCount(n)).fill(-1);
	const antis = new Int32Array(diagonalCount(n)).fill(-1);
	return {
		name: 'occupancy',
		n,
		cols,
		diags,
		antis,
		// #region occupancy-check
		isSafe(row: number, col: number): CheckResult {
			let q = cols[col]!;
			if (q >= 0) return refused('column', q, col, 1);
			q = diags[diagonalIndex(n, row, col)]!;
			if (q >= 0) return refused('diagonal', q, col - (row - q), 2);
			q = antis[antiDiagonalIndex(row, col)]!;
			if (q >= 0) return refused('antiDiagonal', q, col + (row - q), 3);
			return { safe: true, comparisons: 3 };
		},
		place(row: number, col: number) {
			cols[col] = row;
			diags[diagonalIndex(n, row, col)] = row;
			antis[antiDiagonalIndex(row, col)] = row;
		},
		remove(row: number, col: number) {
			cols[col] = -1;
			diags[diagonalIndex(n, row, col)] = -1;
			antis[antiDiagonalIndex(row, col)] = -1;
		},
		// #endregion occupancy-check
	};
}
