import { NQueensInputError } from '../input/errors.ts';
import { LIMITS } from '../input/limits.ts';

/**
 * Text forms of a board, as the seed programs print them. Every formatter takes `columns[row]`
 * (0-based, row 0 at the top). Board pictures accept −1 for a row without a queen, so a search in
 * progress can be shown; the one-line forms need a queen in every row.
 */
export type FormatName = 'squares' | 'x' | 'q0' | 'grid01' | 'digits' | 'columns' | 'chess';

/** The board pictures, one text line per row. */
export type BoardStyle = 'squares' | 'x' | 'q0' | 'grid01';

/** The board pictures in the order of the menus. */
export const BOARD_STYLES: readonly BoardStyle[] = ['squares', 'x', 'q0', 'grid01'];

/** Largest board chess notation can name: one file letter per column, a to z. */
export const MAX_CHESS_N = LIMITS.chess.max;

/** Throws unless `columns` is a board: at least one row, each entry a column of the board (or −1 if allowed). */
function checkColumns(columns: readonly number[], allowEmptyRows: boolean): void {
	const n = columns.length;
	if (n < 1) throw new NQueensInputError('bad-board', 'A board needs at least one row.');
	columns.forEach((col, row) => {
		if (allowEmptyRows && col === -1) return;
		if (!Number.isInteger(col) || col < 0 || col >= n) {
			throw new NQueensInputError(
				'bad-board',
				`Row ${row + 1} holds column ${col}, but a board of ${n} rows has columns 0 to ${n - 1} only.`,
			);
		}
	});
}

/** Draws the board one row per line: `queen` or `empty` in each square, joined by `separator`. */
function drawBoard(
	columns: readonly number[],
	queen: string,
	empty: string,
	separator: string,
): string {
	checkColumns(columns, true);
	const n = columns.length;
	// No trailing space: the seeds print one after every square, but it only gets in the way of copying.
	return columns
		.map((col) => Array.from({ length: n }, (_, c) => (c === col ? queen : empty)).join(separator))
		.join('\n');
}

/** Filled and empty squares with spaces, as seed 001's Python prints them: `□ ■ □ □`. */
export function formatSquares(columns: readonly number[]): string {
	return drawBoard(columns, '■', '□', ' ');
}

/** `X` for a queen and `-` for an empty square, with spaces, as seed 003's Lua prints them. */
export function formatX(columns: readonly number[]): string {
	return drawBoard(columns, 'X', '-', ' ');
}

/** `Q` for a queen and `0` for an empty square, no spaces, as seed 004's `printResult`. */
export function formatQ0(columns: readonly number[]): string {
	return drawBoard(columns, 'Q', '0', '');
}

/** The 0/1 grid (1 = queen) with spaces, as seed 001's and seed 002's programs store the board. */
export function formatGrid01(columns: readonly number[]): string {
	return drawBoard(columns, '1', '0', ' ');
}

/**
 * The 0-based columns as one string, as seed 004 prints them: `1302`. Up to n = 10 every column
 * is one digit and the digits run together; from n = 11 a column can take two digits (`110`
 * could be 1,10 or 11,0), so larger boards separate the numbers with commas: `0,2,4,…`.
 */
export function formatDigits(columns: readonly number[]): string {
	checkColumns(columns, false);
	return columns.join(columns.length <= 10 ? '' : ',');
}

/** The 1-based columns separated by spaces, as seed 003's Lua array holds them: `2 4 1 3`. */
export function formatColumns(columns: readonly number[]): string {
	checkColumns(columns, false);
	return columns.map((col) => col + 1).join(' ');
}

/** The letter of a chess file: column 0 is file a. */
export function fileLetter(col: number): string {
	return String.fromCharCode(97 + col);
}

/** The chess name of the square (row, col): file a, b, … for the column, rank n … 1 from the top row down. */
export function chessSquare(n: number, row: number, col: number): string {
	if (n > MAX_CHESS_N) {
		throw new NQueensInputError(
			'n-too-large',
			`Chess notation has one letter per column, a to z, so it covers boards up to ${MAX_CHESS_N}×${MAX_CHESS_N}; this board is ${n}×${n}.`,
		);
	}
	return fileLetter(col) + String(n - row);
}

/**
 * The queens in chess notation as seed 000's QBASIC lists them: file by file from a, each square
 * named by its file letter and its rank, rank n being the top row. Its loop
 * `FOR I = 1 TO 8: FOR J = 1 TO 8: IF T(J) = I THEN PRINT CHR$(96+I); CHR$(57-J)` walks the files
 * I and prints the row J whose queen stands in file I, as rank 9 − J. So [0,4,7,5,2,6,1,3] starts
 * `a8 b2`: file a holds the queen of the top row, file b the queen of the seventh row.
 */
export function formatChess(columns: readonly number[]): string {
	checkColumns(columns, false);
	const n = columns.length;
	const squares: string[] = [];
	for (let file = 0; file < n; file++) {
		columns.forEach((col, row) => {
			if (col === file) squares.push(chessSquare(n, row, col));
		});
	}
	return squares.join(' ');
}
