import { lineBetween } from '../../solver/board/index.ts';
import { formatCount } from '../../solver/format/index.ts';
import { RULE_WORDS } from '../../solver/search/index.ts';
import { countOf, withArticle } from '../../solver/words/index.ts';
import { formatValue } from '../runtime/format-value.ts';

/*
 * The words the checks say about a learner's answer: a sentence that names the mistake first
 * (a list of boards where one was asked for, columns counted from 1, a string instead of an
 * array, two queens on a diagonal the test skipped), and the data after it, capped so that a
 * list of 92 boards reads as its first few and "… and 88 more".
 */

/** Items of a long array a message shows, and the length from which it is cut. */
const FIRST_ITEMS = 4;
const LONGEST_LIST = 12;
/** Characters of a string, or of any other value's text, a message shows. */
const LONGEST_TEXT = 80;
/** Arrays nested deeper than this are shown as [...]. */
const DEEPEST = 3;

/** One value, capped: arrays by their items, strings and objects by their length. */
function capped(value: unknown, depth: number): string {
	if (typeof value === 'string') {
		if (value.length <= LONGEST_TEXT) return JSON.stringify(value);
		const more = formatCount(value.length - LONGEST_TEXT);
		return `${JSON.stringify(value.slice(0, LONGEST_TEXT))}… and ${more} more characters`;
	}
	if (Array.isArray(value)) {
		if (depth >= DEEPEST) return '[…]';
		const keep = value.length > LONGEST_LIST ? FIRST_ITEMS : value.length;
		const items = Array.from({ length: keep }, (_, i) => capped(value[i], depth + 1));
		if (keep < value.length) items.push(`… and ${formatCount(value.length - keep)} more`);
		return `[${items.join(', ')}]`;
	}
	const text = formatValue(value);
	return text.length <= LONGEST_TEXT ? text : `${text.slice(0, LONGEST_TEXT)}…`;
}

/** A value as a message shows it, capped: [0, 4, 7], "a8 b2", [[0, 4], … and 88 more], null. */
export function shown(value: unknown): string {
	return capped(value, 0);
}

/** "a number", "an object", "undefined": what a value is, when it is not an array. */
function kindOf(value: unknown): string {
	if (value === null || value === undefined) return String(value);
	if (typeof value === 'object') return 'an object';
	if (typeof value === 'function') return 'a function';
	return `a ${typeof value}`;
}

/** "a 4×4 board", "an 8×8 board", "an 11×11 board": the article as the number is said. */
function aBoard(n: number): string {
	return `${withArticle(n)}×${n} board`;
}

/** Whether every column is a whole number from 1 to n, n among them: counted from 1. */
function countsFromOne(n: number, columns: readonly unknown[]): boolean {
	return (
		columns.length === n &&
		columns.includes(n) &&
		columns.every((col) => Number.isInteger(col) && (col as number) >= 1 && (col as number) <= n)
	);
}

/**
 * What is wrong with `value` as a solution for n queens, as a noun phrase that follows "you
 * returned" or "you kept", naming the mistake before any data; undefined when it is a solution.
 */
export function boardProblem(n: number, value: unknown): string | undefined {
	if (typeof value === 'string') {
		return 'a string, not an array of numbers: write the columns as numbers in an array, one per row, not as text';
	}
	if (!Array.isArray(value)) return `${kindOf(value)}, not an array of columns, one per row`;
	if (value.length > 0 && value.every((item) => Array.isArray(item))) {
		const boards = value.length === 1 ? '1 board' : `${formatCount(value.length)} boards`;
		return `a list of ${boards}, not one board: the answer is a single array of ${n} ${n === 1 ? 'column' : 'columns'}, one per row`;
	}
	if (value.length > 0 && value.every((item) => typeof item === 'string')) {
		return 'columns written as strings, not numbers: ["1", "3"] should read [1, 3]';
	}
	if (value.length !== n) {
		return `${formatCount(value.length)} ${value.length === 1 ? 'column' : 'columns'}, but a board of ${countOf(n, 'row')} needs ${n}, one per row`;
	}
	if (countsFromOne(n, value)) {
		return `columns counted from 1, but they count from 0 (0 to ${n - 1} on ${aBoard(n)}): subtract 1 from each`;
	}
	for (let row = 0; row < n; row++) {
		const col: unknown = value[row];
		if (!Number.isInteger(col) || (col as number) < 0 || (col as number) >= n) {
			return `${shown(col)} in row ${row + 1}, but the columns of ${aBoard(n)} go from 0 to ${n - 1}`;
		}
	}
	for (let later = 1; later < n; later++) {
		for (let row = 0; row < later; row++) {
			const rule = lineBetween(row, value[row] as number, later, value[later] as number);
			if (rule === 'column')
				return `a board whose queens in rows ${row + 1} and ${later + 1} share a column`;
			if (rule) {
				return `a board whose queens in rows ${row + 1} and ${later + 1} share a ${RULE_WORDS[rule]}: a square is safe only when its column and both its diagonals are free`;
			}
		}
	}
	return undefined;
}

/**
 * Queens in words, counted from 1: "a queen on row 1, column 1", "queens on row 1, column 1 and
 * row 2, column 3", or "an empty board".
 */
export function describeQueens(columns: readonly number[]): string {
	if (columns.length === 0) return 'an empty board';
	const squares = columns.map((col, row) => `row ${row + 1}, column ${col + 1}`);
	return squares.length === 1
		? `a queen on ${squares[0]!}`
		: `queens on ${squares.slice(0, -1).join('; ')} and ${squares.at(-1)!}`;
}
