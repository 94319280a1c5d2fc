/** Index bases: 0 as the solver counts inside, 1 as seed 000's QBASIC and most textbooks count. */
export type IndexBase = 0 | 1;

/** How many diagonals of each direction an n×n board has: 2n − 1 (15 for n = 8, seed 000). */
export function diagonalCount(n: number): number {
	return 2 * n - 1;
}

/**
 * Index of the \ diagonal through (row, col). 0-based: row − col + n − 1, from 0 at the
 * top-right corner to 2n − 2 at the bottom-left. 1-based (rows and columns from 1): n + row − col,
 * as seed 000's S(8 + P − T(P)).
 */
export function diagonalIndex(n: number, row: number, col: number, base: IndexBase = 0): number {
	return base === 0 ? row - col + n - 1 : n + row - col;
}

/**
 * Index of the / diagonal through (row, col). 0-based: row + col. 1-based: row + col − 1,
 * as seed 000's M(P + T(P) − 1).
 */
export function antiDiagonalIndex(row: number, col: number, base: IndexBase = 0): number {
	return base === 0 ? row + col : row + col - 1;
}
