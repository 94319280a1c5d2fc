import type { CheckResult } from './events.ts';
import type { Checker } from './board.ts';
import { refused } from './board.ts';
import { antiDiagonalIndex, diagonalIndex } from './diagonals.ts';
import { validateN } from './errors.ts';
import { LIMITS } from './limits.ts';

/**
 * The occupancy arrays packed into three integers, one bit per column or diagonal:
 * a check is a single AND of the square's bits with the masks.
 */
export function createBitmaskChecker(
	n: number,
): Checker & { masks: () => [number, number, number] } {
	let cols = 0;
	let diags = 0;
	let antis = 0;
	// A mask says *that* a line is taken, not by whom. These side tables exist only so the log
	// can name the blocking queen; the safety test itself is the single AND below.
	const rowOnCol = new Int32Array(n);
	const rowOnDiag = new Int32Array(2 * n);
	const rowOnAnti = new Int32Array(2 * n);
	return {
		name: 'bitmask',
		n,
		masks: () => [cols, diags, antis],
		// #region bitmask-check
		isSafe(row: number, col: number): CheckResult {
			const c = 1 << col;
			const d = 1 << diagonalIndex(n, row, col);
			const a = 1 << antiDiagonalIndex(row, col);
			if (((cols & c) | (diags & d) | (antis & a)) === 0) return { safe: true, comparisons: 1 };
			// Refused: say which line, and (from the side tables) which queen, for the log.
			if (cols & c) return refused('column', rowOnCol[col]!, col, 1);
			if (diags & d) {
				const q = rowOnDiag[diagonalIndex(n, row, col)]!;
				return refused('diagonal', q, col - (row - q), 1);
			}
			const q = rowOnAnti[antiDiagonalIndex(row, col)]!;
			return refused('antiDiagonal', q, col + (row - q), 1);
		},
		place(row: number, col: number) {
			cols |= 1 << col;
			diags |= 1 << diagonalIndex(n, row, col);
			antis |= 1 << antiDiagonalIndex(row, col);
			rowOnCol[col] = row;
			rowOnDiag[diagonalIndex(n, row, col)] = row;
			rowOnAnti[antiDiagonalIndex(row, col)] = row;
		},
		remove(row: number, col: number) {
			cols &= ~(1 << col);
			diags &= ~(1 << diagonalIndex(n, row, col));
			antis &= ~(1 << antiDiagonalIndex(row, col));
		},
		// #endregion bitmask-check
	};
}

/** Result of a fast count: solutions as an exact BigInt, and search nodes (queens placed). */
export interface FastCount {
	n: number;
	solutions: bigint;
	nodes: number;
}

/**
 * Counts the solutions of n queens with bit masks, no events. Uses mirror symmetry: only the
 * left half of the first row is searched and doubled, plus the middle column when n is odd.
 * `firstColumns` restricts the work to some first-row columns (of the left half and middle), so
 * workers can share it out; their results add up to the full count.
 */
export function countSolutionsFast(n: number, firstColumns?: readonly number[]): FastCount {
	validateN(n, LIMITS.count.max);
	const all = (1 << n) - 1;
	let nodes = 0;
	// #region bitmask-count
	// Free squares of the row = not under any column, \ or / mask; the masks shift one step per row.
	const count = (cols: number, left: number, right: number): number => {
		if (cols === all) return 1;
		let total = 0;
		let free = all & ~(cols | left | right);
		while (free !== 0) {
			const bit = free & -free; // lowest free square
			free ^= bit;
			nodes++;
			total += count(cols | bit, ((left | bit) << 1) & all, (right | bit) >>> 1);
		}
		return total;
	};
	// #endregion bitmask-count
	const half = n >> 1;
	const columns = firstColumns ?? halfColumns(n);
	let solutions = 0n;
	for (const c of columns) {
		if (c < 0 || c > half || (c === half && n % 2 === 0)) continue;
		const bit = 1 << c;
		nodes++;
		// Sum each second-row subtree as a BigInt: one subtree's count stays far below 2^53 even at n = 27.
		let sub = 0n;
		if (n === 1) sub = 1n;
		let free = all & ~(bit | ((bit << 1) & all) | (bit >>> 1));
		while (free !== 0) {
			const next = free & -free;
			free ^= next;
			nodes++;
			const cols = bit | next;
			sub += BigInt(count(cols, (((bit << 1) | next) << 1) & all, ((bit >>> 1) | next) >>> 1));
		}
		// Each first-row column left of the middle has a mirror image on the right.
		solutions += sub * (c < half || n % 2 === 0 ? 2n : 1n);
	}
	return { n, solutions, nodes };
}

/** The first-row columns the symmetric counter searches: the left half, plus the middle when n is odd. */
export function halfColumns(n: number): number[] {
	return Array.from({ length: (n + 1) >> 1 }, (_, c) => c);
}
