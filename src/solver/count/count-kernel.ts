import { symmetryWeight } from './count-weight.ts';

/*
 * The inner loop of the full-symmetry counter: Takaken's corner / border scheme (the one Jeff
 * Somers' counter halves and the Q27 and NQueensFAF projects build on). Every solution falls in one
 * of two families, and each family is searched for one board per symmetry class only:
 *
 * - corner: a queen in the top-left corner. No board with a corner queen is left unchanged by any
 *   symmetry, so its class has 8 members; 2 of them keep the queen in that corner (the board and
 *   its \ reflection), and we keep the one whose row-1 queen stands left of the column-1 queen's row.
 * - border: no corner queen. The row-0 queen, `bound1` squares from a corner, is the one nearest a
 *   corner of the four border queens, on the left half; the other three border queens stand at
 *   least `bound1` squares from every corner. A full board then goes through `symmetryWeight`
 *   (count-weight.ts), which keeps it only if no rotation of it is smaller, and gives its class size.
 *
 * Boards are rows of single bits (`board[row] = 1 << column`). The kernel keeps its registers at
 * module level, like the C it follows: it runs to the end without yielding, so nothing can interleave.
 */

/** The search families: a queen in the top-left corner, or none in any corner. */
export type CountFamily = 'corner' | 'border';

/** Boards found under one prefix, by the size of their symmetry class, and queens placed. */
export interface ClassCounts {
	c2: number;
	c4: number;
	c8: number;
	nodes: number;
}

// Registers for one sub-problem, set by `loadKernel`.
let mask = 0; // n ones: every column
let last = 0; // n - 1: the bottom row and the rightmost column
let bound1 = 0; // corner: the row-1 queen's column; border: the row-0 queen's column
let bound2 = 0; // border: n - 1 - bound1, the far edge of the band the border queens keep to
let sideMask = 0; // the leftmost and rightmost columns
let lastMask = 0; // bottom-row columns nearer a corner than bound1
let c2 = 0;
let c4 = 0;
let c8 = 0;
let nodes = 0;
/** The queens placed so far, one bit per row (n <= 27 < 32); the kernels and the planner share it. */
export const board = new Int32Array(32);

/** Sets the registers for n queens in one family with the given bound; counters back to 0. */
export function loadKernel(n: number, family: CountFamily, bound: number): void {
	mask = 2 ** n - 1;
	last = n - 1;
	bound1 = bound;
	bound2 = last - bound;
	sideMask = 2 ** last + 1;
	// The bottom-row columns 0 … bound1 - 1 and n - bound1 … n - 1 (Takaken's LASTMASK).
	lastMask = family === 'border' ? mask & ~((2 ** (last - bound1 + 1) - 1) ^ (2 ** bound1 - 1)) : 0;
	c2 = c4 = c8 = nodes = 0;
}

/** The squares row y may use given the masks, after the family's rules; -1 when the branch is dead. */
export function freeSquares(
	family: CountFamily,
	y: number,
	left: number,
	down: number,
	right: number,
): number {
	let free = mask & ~(left | down | right);
	if (family === 'corner') return y < bound1 ? free & ~2 : free;
	if (y === last) return free & lastMask ? 0 : free;
	if (y < bound1) return free & ~sideMask;
	if (y === bound2) {
		const sides = down & sideMask;
		if (sides === 0) return -1; // both side columns still empty, and no later row may take one
		if (sides !== sideMask) free &= sideMask; // this row must take the other side column
	}
	return free;
}

/** The counters so far. */
export function readCounts(): ClassCounts {
	return { c2, c4, c8, nodes };
}

/** Counts one corner-family subtree from row y (recursive). Every board found weighs 8. */
export function countCorner(y: number, left: number, down: number, right: number): void {
	let free = mask & ~(left | down | right);
	if (y === last) {
		if (free !== 0) {
			nodes++;
			c8++;
		}
		return;
	}
	if (y < bound1) free &= ~2; // column 1 only below the row-1 queen's column: one of each \ pair
	while (free !== 0) {
		const bit = free & -free;
		free ^= bit;
		nodes++;
		countCorner(y + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
	}
}

/** Counts one border-family subtree from row y (recursive), weighing each full board. */
export function countBorder(y: number, left: number, down: number, right: number): void {
	let free = mask & ~(left | down | right);
	if (y === last) {
		if (free !== 0 && (free & lastMask) === 0) {
			nodes++;
			board[y] = free;
			const w = symmetryWeight(board, last, bound1);
			if (w === 8) c8++;
			else if (w === 4) c4++;
			else if (w === 2) c2++;
		}
		return;
	}
	if (y < bound1) free &= ~sideMask;
	else if (y === bound2) {
		const sides = down & sideMask;
		if (sides === 0) return;
		if (sides !== sideMask) free &= sideMask;
	}
	while (free !== 0) {
		const bit = free & -free;
		free ^= bit;
		nodes++;
		board[y] = bit;
		countBorder(y + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
	}
}
