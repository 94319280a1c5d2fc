import { lineBetween } from '../../solver/board/index.ts';
import { NQueensInputError } from '../../solver/input/index.ts';
import { formatX } from '../../solver/format/index.ts';

/*
 * The helpers a notebook cell can call without importing anything. They count rows and columns
 * from 0, like the solver; messages about a learner's mistake name the call as it was written.
 */

/** Calls of the counted helpers during one run (or one check). */
export interface HelperCounts {
	isSafe: number;
}

/** The helpers in scope for cell code. */
export interface CellHelpers {
	/** Whether a queen at (row, col) is attacked by none of the queens in rows 0 … row − 1. */
	isSafe(columns: readonly number[], row: number, col: number): boolean;
	/** Prints the board `columns[row]` (−1 for an empty row) as the chapters draw it. */
	printBoard(columns: readonly number[]): void;
}

/** One helper as the page lists it above the editor. */
export interface HelperDoc {
	name: string;
	signature: string;
	description: string;
}

/** Every name in scope for cell code, for the page to list above the editor. */
export const HELPER_DOCS: readonly HelperDoc[] = [
	{
		name: 'isSafe',
		signature: 'isSafe(columns: number[], row: number, col: number): boolean',
		description:
			'true when no queen in rows 0 to row − 1 (columns[r] is the column of row r’s queen) attacks (row, col); each call is counted',
	},
	{
		name: 'printBoard',
		signature: 'printBoard(columns: number[]): void',
		description:
			'draws the board below the cell as a chessboard with its queens; −1 leaves a row empty (when a run prints many boards, the later ones come out as text: X for a queen, - for an empty square)',
	},
	{
		name: 'board',
		signature:
			'board.start(n) · board.isSafe(row, col) · board.place(row, col) · board.remove(row, col) · board.solution()',
		description:
			'a board (8 × 8 until board.start(n) sets its size) whose every step is recorded and replayed after the run, with the line that made it; board.columns and board.n read it',
	},
	{
		name: 'console.log',
		signature: 'console.log(...values): void',
		description:
			'prints values below the cell (also console.warn, console.error, console.time and timeEnd)',
	},
];

/** A coded error naming the call as the learner wrote it. */
function misuse(call: string, why: string): NQueensInputError {
	return new NQueensInputError('bad-board', `${call}: ${why}`);
}

/** Why isSafe's arguments are unusable, or undefined when they are fine (checked on every call). */
function badIsSafeCall(columns: unknown, row: number, col: number): string | undefined {
	if (!Array.isArray(columns)) return 'columns must be an array of column numbers.';
	if (!Number.isInteger(row) || row < 0) return 'the row must be a whole number from 0 up.';
	if (!Number.isInteger(col) || col < 0) return 'the column must be a whole number from 0 up.';
	if (row > columns.length) {
		const have = columns.length;
		const listed = `${have} ${have === 1 ? 'row' : 'rows'}`;
		const missing = row - 1 === have ? `row ${have} has` : `rows ${have} to ${row - 1} have`;
		return `columns lists ${listed}, so ${missing} no queen to check against.`;
	}
	return undefined;
}

/** The helpers, printing boards through `print` and counting calls in the returned counts. */
export function createHelpers(print: (text: string, columns: number[]) => void): {
	helpers: CellHelpers;
	counts: HelperCounts;
} {
	const counts: HelperCounts = { isSafe: 0 };
	const helpers: CellHelpers = {
		isSafe(columns, row, col) {
			counts.isSafe++;
			const call = () => `isSafe(columns, ${String(row)}, ${String(col)})`;
			const bad = badIsSafeCall(columns, row, col);
			if (bad) throw misuse(call(), bad);
			for (let r = 0; r < row; r++) {
				const c = columns[r]!;
				if (!Number.isInteger(c) || c < 0)
					throw misuse(call(), `columns[${r}] is ${String(c)}, not a column.`);
				// The solver's rules (board.ts): the same column or either diagonal.
				if (lineBetween(r, c, row, col)) return false;
			}
			return true;
		},
		printBoard(columns) {
			if (!Array.isArray(columns)) throw misuse('printBoard(columns)', 'columns must be an array.');
			let text: string;
			try {
				text = formatX(columns);
			} catch (error) {
				throw misuse('printBoard(columns)', error instanceof Error ? error.message : String(error));
			}
			print(text, [...columns]);
		},
	};
	return { helpers, counts };
}
