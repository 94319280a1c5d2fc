import type { CheckResult } from '../events/events.ts';
import { type Checker, refused } from '../board/board.ts';
import { antiDiagonalIndex, diagonalCount, diagonalIndex } from '../board/diagonals.ts';
import { validateN } from '../input/errors.ts';
import { LIMITS } from '../input/limits.ts';

/** A bit-mask check; `masks()` reads its column, \ and / masks as numbers, bit i for line i. */
export type BitmaskChecker = Checker & { masks: () => [number, number, number] };

// JavaScript's <<, & and | work on 32-bit integers and a shift count wraps at 32 (1 << 32 === 1),
// so one integer holds the 2n − 1 diagonals of one direction only up to n = 16.
const WORD_BITS = 32;

/**
 * The occupancy arrays packed into three integers, one bit per column or diagonal:
 * a check is a single AND of the square's bits with the masks. From n = 17 the diagonal masks
 * need more than 32 bits, and the check uses masks split into 32-bit words instead.
 */
export function createBitmaskChecker(n: number): BitmaskChecker {
	if (diagonalCount(n) > WORD_BITS) return createWideBitmaskChecker(n);
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

/** A bit mask of any width as 32-bit words: bit i is bit i mod 32 of word ⌊i / 32⌋. */
function createWideMask(bits: number) {
	const words = new Int32Array(Math.ceil(bits / WORD_BITS));
	return {
		has: (i: number): boolean => (words[i >>> 5]! & (1 << (i & 31))) !== 0,
		set(i: number) {
			words[i >>> 5]! |= 1 << (i & 31);
		},
		clear(i: number) {
			words[i >>> 5]! &= ~(1 << (i & 31));
		},
		// Exact while the mask has at most 53 bits: 2n − 1 ≤ 53 for every n up to LIMITS.count.max = 27.
		value: (): number => words.reduceRight((sum, word) => sum * 2 ** WORD_BITS + (word >>> 0), 0),
	};
}

/**
 * The bit-mask check for boards whose 2n − 1 diagonals do not fit one 32-bit integer (n ≥ 17):
 * the same three masks, each split into words, and still one bit test per line.
 */
function createWideBitmaskChecker(n: number): BitmaskChecker {
	const cols = createWideMask(n);
	const diags = createWideMask(diagonalCount(n));
	const antis = createWideMask(diagonalCount(n));
	// Side tables only name the blocking queen for the log, as in the 32-bit check.
	const rowOnCol = new Int32Array(n);
	const rowOnDiag = new Int32Array(diagonalCount(n));
	const rowOnAnti = new Int32Array(diagonalCount(n));
	return {
		name: 'bitmask',
		n,
		masks: () => [cols.value(), diags.value(), antis.value()],
		isSafe(row: number, col: number): CheckResult {
			const d = diagonalIndex(n, row, col);
			const a = antiDiagonalIndex(row, col);
			// Counted as one comparison, like the 32-bit AND, so both report the same costs.
			if (!cols.has(col) && !diags.has(d) && !antis.has(a)) return { safe: true, comparisons: 1 };
			if (cols.has(col)) return refused('column', rowOnCol[col]!, col, 1);
			if (diags.has(d)) {
				const q = rowOnDiag[d]!;
				return refused('diagonal', q, col - (row - q), 1);
			}
			const q = rowOnAnti[a]!;
			return refused('antiDiagonal', q, col + (row - q), 1);
		},
		place(row: number, col: number) {
			cols.set(col);
			diags.set(diagonalIndex(n, row, col));
			antis.set(antiDiagonalIndex(row, col));
			rowOnCol[col] = row;
			rowOnDiag[diagonalIndex(n, row, col)] = row;
			rowOnAnti[antiDiagonalIndex(row, col)] = row;
		},
		remove(row: number, col: number) {
			cols.clear(col);
			diags.clear(diagonalIndex(n, row, col));
			antis.clear(antiDiagonalIndex(row, col));
		},
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
