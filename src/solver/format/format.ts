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

/** Splits a list on spaces and commas, ignoring surrounding brackets: `[1, 3, 0, 2]`. */
function splitList(text: string): string[] {
	const inner = text
		.trim()
		.replace(/^[[(]\s*/, '')
		.replace(/\s*[\])]$/, '');
	return inner === '' ? [] : inner.split(/[\s,]+/);
}

/** Reads whole numbers from `parts`, subtracting `base`, each a column of a board with parts.length rows. */
function readColumns(parts: readonly string[], base: 0 | 1, what: string): number[] {
	const n = parts.length;
	if (n === 0) throw new NQueensInputError('bad-text', `Expected ${what}, but the text is empty.`);
	return parts.map((part, row) => {
		if (!/^\d+$/.test(part)) {
			throw new NQueensInputError(
				'bad-text',
				`Expected ${what}, but ${JSON.stringify(part)} is not a whole number.`,
			);
		}
		const col = Number(part) - base;
		if (col < 0 || col >= n) {
			throw new NQueensInputError(
				'bad-text',
				`Row ${row + 1} says column ${part}, but a board of ${n} rows has columns ${base} to ${n - 1 + base}.`,
			);
		}
		return col;
	});
}

/** Reads `formatDigits` output back: `1302`, or comma- or space-separated numbers such as `0,2,10,…`. */
export function parseDigits(text: string): number[] {
	const inner = text
		.trim()
		.replace(/^[[(]\s*/, '')
		.replace(/\s*[\])]$/, '');
	if (/[\s,]/.test(inner)) return readColumns(splitList(inner), 0, 'one 0-based column per row');
	if (inner.length > 10) {
		throw new NQueensInputError(
			'bad-text',
			`${JSON.stringify(inner)} has more than 10 digits; above 10 columns a column can take two digits, so separate the numbers with commas.`,
		);
	}
	return readColumns([...inner], 0, 'one 0-based column per row');
}

/** Reads `formatColumns` output back: 1-based columns separated by spaces or commas, `2 4 1 3`. */
export function parseColumns(text: string): number[] {
	return readColumns(splitList(text), 1, 'one 1-based column per row');
}

/**
 * Reads `formatChess` output back into columns: squares such as `a8 b2 …` in any order, one per
 * rank (row). The number of squares gives n.
 */
export function parseChess(text: string): number[] {
	const parts = splitList(text);
	const n = parts.length;
	if (n === 0)
		throw new NQueensInputError(
			'bad-text',
			'Expected chess squares such as "a8 b2", but the text is empty.',
		);
	if (n > MAX_CHESS_N) {
		throw new NQueensInputError(
			'bad-text',
			`Chess notation covers boards up to ${MAX_CHESS_N} columns (a to z), but ${n} squares were given.`,
		);
	}
	const columns: number[] = Array.from({ length: n }, () => -1);
	for (const part of parts) {
		const match = /^([a-z])(\d+)$/i.exec(part);
		if (!match) {
			throw new NQueensInputError(
				'bad-text',
				`${JSON.stringify(part)} is not a chess square; write a file letter and a rank, like a8.`,
			);
		}
		const col = match[1]!.toLowerCase().charCodeAt(0) - 97;
		const rank = Number(match[2]);
		if (col >= n || rank < 1 || rank > n) {
			throw new NQueensInputError(
				'bad-text',
				`${part} is off a ${n}×${n} board, whose files run a to ${String.fromCharCode(96 + n)} and ranks 1 to ${n}.`,
			);
		}
		const row = n - rank;
		if (columns[row] !== -1) {
			throw new NQueensInputError(
				'bad-text',
				`Two queens on rank ${rank}; each rank (row) needs exactly one queen.`,
			);
		}
		columns[row] = col;
	}
	return columns;
}

/** One text form of a board, shared by the widgets' menus and the CLI's `--format`. */
export interface SolutionFormat {
	name: FormatName;
	/** What the text looks like, for menus: the reader picks by sight, not by source article. */
	label: string;
	/** True for the board pictures (one line per row), false for the one-line forms. */
	multiline: boolean;
	format: (columns: readonly number[]) => string;
	/** Reads the text back into columns; only the one-line forms have it. */
	parse?: (text: string) => number[];
}

/** Every text form, board pictures first. */
export const FORMATS: readonly SolutionFormat[] = [
	{
		name: 'squares',
		label: '■ for a queen, □ for an empty square',
		multiline: true,
		format: formatSquares,
	},
	{ name: 'x', label: 'X for a queen, - for an empty square', multiline: true, format: formatX },
	{
		name: 'q0',
		label: 'Q for a queen, 0 for an empty square, no spaces',
		multiline: true,
		format: formatQ0,
	},
	{
		name: 'grid01',
		label: '1 for a queen, 0 for an empty square',
		multiline: true,
		format: formatGrid01,
	},
	{
		name: 'digits',
		label: 'column digits from 0, like 1302',
		multiline: false,
		format: formatDigits,
		parse: parseDigits,
	},
	{
		name: 'columns',
		label: 'column numbers from 1, like 2 4 1 3',
		multiline: false,
		format: formatColumns,
		parse: parseColumns,
	},
	{
		name: 'chess',
		label: 'chess squares, like a8 b2',
		multiline: false,
		format: formatChess,
		parse: parseChess,
	},
];

/** The format with this name; throws a readable error for an unknown one. */
export function getFormat(name: string): SolutionFormat {
	const found = FORMATS.find((f) => f.name === name);
	if (!found) {
		throw new NQueensInputError(
			'unknown-format',
			`Unknown format ${JSON.stringify(name)}; choose one of ${FORMATS.map((f) => f.name).join(', ')}.`,
		);
	}
	return found;
}
