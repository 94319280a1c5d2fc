import { lineBetween } from '../../solver/board/index.ts';
import { LIMITS, NQueensInputError } from '../../solver/input/index.ts';
import { formatX } from '../../solver/format/index.ts';
import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';
import { readRows } from './read-board.ts';

/*
 * The helpers a notebook cell can call without importing anything. They count rows and columns
 * from 0, like the solver; messages about a learner's mistake name the call as it was written.
 */

/**
 * Calls of the counted helpers during one run (or one check), and what they show of the search.
 * Its properties are all there from the start and are never deleted: isSafe writes them on every
 * call, and an object that lost a property is a slow dictionary in V8 (a `delete` here once made
 * every isSafe call of the checks 2.4 times slower than the learner's own; docs/performance.md).
 */
export interface HelperCounts {
	isSafe: number;
	/** The most entries a `columns` passed to isSafe held: past n, a queen was never taken back. */
	longest: number;
	/** The last square isSafe was asked about: where a search that stopped too soon stopped. */
	last: { row: number; col: number } | undefined;
	/**
	 * The calls themselves, in order, at most RECORDED_CALLS of them since the checks last emptied
	 * it: what a check compares with the book's search, call by call (mistakes.ts).
	 */
	asked: AskedSquare[];
	/** Whether isSafe records its calls here (false while the checks time a call). */
	counting: boolean;
}

/** One isSafe call as it was made: the square asked about and the queens of rows 0 … row − 1. */
export interface AskedSquare {
	row: number;
	col: number;
	/** The queens' columns, row by row; undefined past RECORDED_ROWS rows. */
	queens: readonly number[] | undefined;
}

/** isSafe calls recorded one by one: over four times the most exercise 1's search makes (975). */
const RECORDED_CALLS = 4_096;

/** Rows of queens recorded with a call: the largest board a cell draws. */
const RECORDED_ROWS = LIMITS.cellBoard.max;

/** Counts of nothing yet, every property in place. */
export function freshCounts(isSafe = 0): HelperCounts {
	return { isSafe, longest: 0, last: undefined, asked: [], counting: true };
}

/**
 * Records one isSafe call that was not refused, in either box: `have` entries in its columns,
 * the square (row, col), and `queenAt(r)`, the queen of row r already read and checked. Counted
 * only while `counts.counting`; the call itself is kept while fewer than RECORDED_CALLS are.
 */
export function recordCall(
	counts: HelperCounts,
	have: number,
	row: number,
	col: number,
	queenAt: (r: number) => number,
): void {
	if (!counts.counting) return;
	counts.longest = Math.max(counts.longest, have);
	counts.last = { row, col };
	if (counts.asked.length >= RECORDED_CALLS) return;
	const queens =
		row <= RECORDED_ROWS ? Array.from({ length: row }, (_, r) => queenAt(r)) : undefined;
	counts.asked.push({ row, col, queens });
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

/** The helpers' names and signatures, in the order the page lists them. */
const HELPERS = [
	{
		name: 'isSafe',
		signature: 'isSafe(columns: number[], row: number, col: number): boolean',
	},
	{
		name: 'printBoard',
		signature: 'printBoard(columns: number[]): void',
	},
	{
		name: 'board',
		signature:
			'board.start(n) · board.isSafe(row, col) · board.place(row, col) · board.remove(row, col) · board.solution()',
	},
	{
		name: 'console.log',
		signature: 'console.log(...values): void',
	},
] as const;

/** The same helpers as a Python cell has them (the prelude's), with Python's types. */
const PYTHON_HELPERS = [
	{
		name: 'is_safe',
		signature: 'is_safe(columns: list[int], row: int, col: int) -> bool',
	},
	{
		name: 'print_board',
		signature: 'print_board(columns: list[int]) -> None',
	},
	{
		name: 'board',
		signature:
			'board.start(n) · board.is_safe(row, col) · board.place(row, col) · board.remove(row, col) · board.solution()',
	},
	{
		name: 'print',
		signature: 'print(*values) -> None',
	},
] as const;

/** The helpers of a Lua cell: the article's isplaceok and printsolution (src/notebook/lua/). */
const LUA_HELPERS = [
	{ name: 'isplaceok', signature: 'isplaceok(a, n, c) --> boolean' },
	{ name: 'printsolution', signature: 'printsolution(a)' },
	{
		name: 'board',
		signature:
			'board.start(n) · board.issafe(row, col) · board.place(row, col) · board.remove(row, col) · board.solution()',
	},
	{ name: 'print', signature: 'print(...)' },
] as const;

/**
 * Every name in scope for cell code, described in the page's words, to list above the editor: a
 * TypeScript cell's, or (`language` 'python') a Python cell's, as Python names and types them,
 * or (`language` 'lua') a Lua cell's.
 */
export function helperDocs(
	words: RuntimeMessages = english,
	language: 'js' | 'python' | 'lua' = 'js',
): readonly HelperDoc[] {
	if (language === 'lua') {
		return LUA_HELPERS.map((helper) => ({ ...helper, description: words.luaDocs[helper.name] }));
	}
	if (language === 'python') {
		return PYTHON_HELPERS.map((helper) => ({
			...helper,
			description: words.pythonDocs[helper.name],
		}));
	}
	return HELPERS.map((helper) => ({ ...helper, description: words.docs[helper.name] }));
}

/** Every name in scope for cell code, in English. */
export const HELPER_DOCS: readonly HelperDoc[] = helperDocs();

/** A coded error naming the call as the learner wrote it. */
function misuse(call: string, why: string, words: RuntimeMessages): NQueensInputError {
	return new NQueensInputError('bad-board', words.helpers.call(call, why));
}

/** Why isSafe's arguments are unusable, or undefined when they are fine (checked on every call). */
function badIsSafeCall(
	columns: unknown,
	row: number,
	col: number,
	words: RuntimeMessages['helpers'],
): string | undefined {
	if (!Array.isArray(columns)) return words.columnsNotArray;
	if (!Number.isInteger(row) || row < 0) return words.rowNotWhole;
	if (!Number.isInteger(col) || col < 0) return words.columnNotWhole;
	if (row > columns.length) return words.rowsMissing(columns.length, row);
	return undefined;
}

/** Why printBoard cannot draw `columns` (as the solver's formatX would refuse it), in `words`. */
function badBoard(
	columns: readonly unknown[],
	words: RuntimeMessages['helpers'],
): string | undefined {
	const n = columns.length;
	const row = columns.findIndex(
		(col) => col !== -1 && (!Number.isInteger(col) || (col as number) < 0 || (col as number) >= n),
	);
	return row < 0 ? undefined : words.printBadColumn(row + 1, String(columns[row]), n);
}

/**
 * The helpers, printing boards through `print` and counting calls in the returned counts; their
 * messages about a mistake are in `words` (English unless told). While `printing()` says no (the
 * output is full, or closed for the checks), printBoard still checks its board but draws nothing.
 */
export function createHelpers(
	print: (text: string, columns: number[]) => void,
	words: RuntimeMessages = english,
	printing: () => boolean = () => true,
): {
	helpers: CellHelpers;
	counts: HelperCounts;
} {
	const counts = freshCounts();
	const helpers: CellHelpers = {
		isSafe(columns, row, col) {
			// The call as written: an argument left out is left out here too, never "undefined".
			const call = () =>
				`isSafe(${['columns', row, col]
					.filter((arg) => arg !== undefined)
					.map(String)
					.join(', ')})`;
			const bad = badIsSafeCall(columns, row, col, words.helpers);
			if (counts.counting) counts.isSafe++;
			if (bad) throw misuse(call(), bad, words);
			// Recorded call by call: the rows are read once, checked, and answered from the copy.
			if (counts.counting && counts.asked.length < RECORDED_CALLS) {
				const queens: number[] = [];
				for (let r = 0; r < row; r++) {
					const c = columns[r]!;
					if (!Number.isInteger(c) || c < 0)
						throw misuse(call(), words.helpers.notAColumn(r, String(c)), words);
					queens.push(c);
				}
				recordCall(counts, columns.length, row, col, (r) => queens[r]!);
				return queens.every((c, r) => !lineBetween(r, c, row, col));
			}
			if (counts.counting) recordCall(counts, columns.length, row, col, () => -1);
			for (let r = 0; r < row; r++) {
				const c = columns[r]!;
				if (!Number.isInteger(c) || c < 0)
					throw misuse(call(), words.helpers.notAColumn(r, String(c)), words);
				// The solver's rules (board.ts): the same column or either diagonal.
				if (lineBetween(r, c, row, col)) return false;
			}
			return true;
		},
		printBoard(value) {
			// Read by index, at most LIMITS.cellBoard.max rows: never the value's own iterator.
			const read = readRows(value);
			if (!read.ok) {
				const why =
					read.why === 'too-large'
						? words.helpers.printTooLarge(read.length, LIMITS.cellBoard.max)
						: read.why === 'empty'
							? words.helpers.printNoRows
							: words.helpers.printNotArray;
				throw misuse('printBoard(columns)', why, words);
			}
			const columns = read.rows as number[];
			const wrong = badBoard(columns, words.helpers);
			if (wrong) throw misuse('printBoard(columns)', wrong, words);
			if (!printing()) return;
			let text: string;
			try {
				text = formatX(columns);
			} catch (error) {
				throw misuse(
					'printBoard(columns)',
					error instanceof Error ? error.message : String(error),
					words,
				);
			}
			print(text, columns);
		},
	};
	return { helpers, counts };
}
