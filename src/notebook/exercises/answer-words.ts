import { exercisesIn } from '../../i18n/exercises.ts';
import type { ExercisesMessages } from '../../i18n/en/exercises.ts';
import type { Locale } from '../../i18n/locales.ts';
import { lineBetween } from '../../solver/board/index.ts';
import { formatCount } from '../../solver/format/index.ts';
import { formatValue } from '../runtime/index.ts';
import { codeNamesOf, type CodeLanguage } from './code-names.ts';
import type { MistakeId } from './mistakes.ts';

/*
 * The words the checks say about a learner's answer: a sentence that names the mistake first
 * (a list of boards where one was asked for, columns counted from 1, a string instead of an
 * array, two queens on a diagonal the test skipped), and the data after it, capped so that a
 * list of 92 boards reads as its first few and "… and 88 more". The words are the learner's
 * language's (src/i18n/<locale>/exercises.ts), English unless told; the values are written as
 * the learner's code writes them, JavaScript's (null, { candidates: 1 }) unless told Python's
 * (None, {'candidates': 1}) or Lua's (nil, a board {2, 4, 1, 3} counted from 1).
 */

/** Items of a long array a message shows, and the length from which it is cut. */
const FIRST_ITEMS = 4;
const LONGEST_LIST = 12;
/** Characters of a string, or of any other value's text, a message shows. */
const LONGEST_TEXT = 80;
/** Arrays nested deeper than this are shown as [...]. */
const DEEPEST = 3;

/** The key under which the Python prelude hands the checks a tuple's items (`_plain`). */
const PYTHON_TUPLE = '\u0000tuple';

/** What marks an array of the checks' copy that was a tuple in Python (kept by structuredClone). */
const TUPLE_MARK = '(tuple)';

/**
 * The checks' copy of what a Python function returned: the prelude's plain data, each tuple an
 * array again (the checks take a tuple wherever they take a list) marked as a tuple, so that a
 * message writes it as Python does, (1, [[0]]).
 */
export function fromPythonData(value: unknown): unknown {
	if (Array.isArray(value)) return value.map((item) => fromPythonData(item));
	if (value === null || typeof value !== 'object') return value;
	const record = value as Record<string, unknown>;
	const keys = Object.keys(record);
	const items = record[PYTHON_TUPLE];
	if (keys.length === 1 && Array.isArray(items)) {
		return Object.assign(
			items.map((item) => fromPythonData(item)),
			{ [TUPLE_MARK]: true },
		);
	}
	return Object.fromEntries(keys.map((key) => [key, fromPythonData(record[key])]));
}

/** A string as Python's repr writes it: in single quotes unless it holds one and no double. */
function pythonRepr(text: string): string {
	const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
	const escaped = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replaceAll(quote, `\\${quote}`);
	return `${quote}${escaped}${quote}`;
}

/** A value Python's way, where it differs: None, True, False, strings, tuples and dicts. */
function pythonValue(value: unknown, depth: number, t: ExercisesMessages): string | undefined {
	if (value === null || value === undefined) return 'None';
	if (typeof value === 'boolean') return value ? 'True' : 'False';
	if (typeof value === 'string') {
		if (value.length <= LONGEST_TEXT) return pythonRepr(value);
		const more = formatCount(value.length - LONGEST_TEXT);
		return t.answer.moreCharacters(pythonRepr(value.slice(0, LONGEST_TEXT)), more);
	}
	if (Array.isArray(value) && (value as unknown as Record<string, unknown>)[TUPLE_MARK]) {
		if (depth >= DEEPEST) return '(…)';
		const list = capped([...value], depth, t, 'python');
		// One item is (x,) in Python, so that it reads as a tuple and not as brackets.
		return `(${list.slice(1, -1)}${value.length === 1 ? ',' : ''})`;
	}
	if (typeof value !== 'object' || Array.isArray(value)) return undefined;
	// A dict: what the prelude hands the checks has string keys and plain values (_plain).
	if (depth >= DEEPEST) return '{…}';
	const entries = Object.entries(value);
	const keep = entries.length > LONGEST_LIST ? FIRST_ITEMS : entries.length;
	const items = entries
		.slice(0, keep)
		.map(([key, item]) => `${pythonRepr(key)}: ${capped(item, depth + 1, t, 'python')}`);
	if (keep < entries.length) items.push(t.answer.moreItems(formatCount(entries.length - keep)));
	return `{${items.join(', ')}}`;
}

/**
 * A value Lua's way, where it differs: nil, a table `{…}` whose numbers are columns counted
 * from 1, as the article writes a board (the checks' copy counts from 0: lua-run.ts's forChecks
 * took 1 off each, and this gives it back), and a record `{ candidates = 24, solutions = {…} }`.
 */
function luaValue(value: unknown, depth: number, t: ExercisesMessages): string | undefined {
	if (value === null || value === undefined) return 'nil';
	if (typeof value !== 'object') return undefined;
	if (depth >= DEEPEST) return '{…}';
	if (!Array.isArray(value)) {
		// A record, such as { candidates = 24, solutions = {…} }: its numbers are counts, said as read.
		const entries = Object.entries(value);
		const keep = entries.length > LONGEST_LIST ? FIRST_ITEMS : entries.length;
		const items = entries.slice(0, keep).map(([key, item]) => {
			const name = /^[A-Za-z_]\w*$/.test(key) ? key : `[${JSON.stringify(key)}]`;
			return `${name} = ${capped(item, depth + 1, t, 'lua')}`;
		});
		if (keep < entries.length) items.push(t.answer.moreItems(formatCount(entries.length - keep)));
		return `{ ${items.join(', ')} }`;
	}
	const keep = value.length > LONGEST_LIST ? FIRST_ITEMS : value.length;
	const items = Array.from({ length: keep }, (_, i) => {
		const item: unknown = value[i];
		return typeof item === 'number' ? String(item + 1) : capped(item, depth + 1, t, 'lua');
	});
	if (keep < value.length) items.push(t.answer.moreItems(formatCount(value.length - keep)));
	return `{${items.join(', ')}}`;
}

/** One value, capped: arrays by their items, strings and objects by their length. */
function capped(
	value: unknown,
	depth: number,
	t: ExercisesMessages,
	language: CodeLanguage,
): string {
	if (language === 'python') {
		const python = pythonValue(value, depth, t);
		if (python !== undefined) return python;
	}
	if (language === 'lua') {
		const lua = luaValue(value, depth, t);
		if (lua !== undefined) return lua;
	}
	// JavaScript's "no value" reads as what it is, not as a word a sentence could be missing.
	if (value === undefined) return t.answer.nothing;
	if (typeof value === 'string') {
		if (value.length <= LONGEST_TEXT) return JSON.stringify(value);
		const more = formatCount(value.length - LONGEST_TEXT);
		return t.answer.moreCharacters(JSON.stringify(value.slice(0, LONGEST_TEXT)), more);
	}
	if (Array.isArray(value)) {
		if (depth >= DEEPEST) return '[…]';
		const keep = value.length > LONGEST_LIST ? FIRST_ITEMS : value.length;
		const items = Array.from({ length: keep }, (_, i) => capped(value[i], depth + 1, t, language));
		if (keep < value.length) items.push(t.answer.moreItems(formatCount(value.length - keep)));
		return `[${items.join(', ')}]`;
	}
	const text = formatValue(value);
	return text.length <= LONGEST_TEXT ? text : `${text.slice(0, LONGEST_TEXT)}…`;
}

/**
 * A value as a message shows it, capped: [0, 4, 7], "a8 b2", [[0, 4], … and 88 more], null (None
 * to a Python learner).
 */
export function shown(
	value: unknown,
	locale: Locale = 'en',
	language: CodeLanguage = 'js',
): string {
	return capped(value, 0, exercisesIn(locale), language);
}

/** "a number", "an object", "undefined": what a value is, when it is not an array. */
function kindOf(value: unknown, t: ExercisesMessages, language: CodeLanguage): string {
	if (value === null || value === undefined) {
		if (language !== 'js') return codeNamesOf(language).none;
		return value === null ? 'null' : t.answer.nothing;
	}
	return t.answer.kind(typeof value, codeNamesOf(language));
}

/**
 * Whether every column is a whole number from `from` to n − 1 + from, that first column among
 * them: counted from 1 (from 1), or, for a Lua board as the checks read it, from 0 (from −1).
 */
function countsFrom(from: number, n: number, columns: readonly unknown[]): boolean {
	const last = n - 1 + from;
	return (
		columns.length === n &&
		columns.includes(from === 1 ? last : from) &&
		columns.every(
			(col) => Number.isInteger(col) && (col as number) >= from && (col as number) <= last,
		)
	);
}

/** What is wrong with a board: the mistake, and the noun phrase that names it. */
export interface BoardFault {
	mistake: MistakeId;
	text: string;
}

/**
 * What is wrong with `value` as a solution for n queens, as a noun phrase that follows "you
 * returned" or "you kept", naming the mistake before any data; undefined when it is a solution.
 */
export function boardFault(
	n: number,
	value: unknown,
	locale: Locale = 'en',
	language: CodeLanguage = 'js',
): BoardFault | undefined {
	const t = exercisesIn(locale);
	const words = t.answer;
	const code = codeNamesOf(language);
	const fault = (mistake: MistakeId, text: string): BoardFault => ({ mistake, text });
	if (typeof value === 'string') return fault('a-string', words.aString(code));
	if (!Array.isArray(value)) {
		return fault('not-an-array', words.notAnArray(kindOf(value, t, language), code));
	}
	if (value.length > 0 && value.every((item) => Array.isArray(item))) {
		return fault('list-of-boards', words.listOfBoards(value.length, n, code));
	}
	if (value.length > 0 && value.every((item) => typeof item === 'string')) {
		return fault('string-columns', words.stringColumns(code));
	}
	if (value.length !== n) {
		return fault('wrong-length', words.wrongLength(value.length, n, code));
	}
	// A Lua answer reaches the checks a column lower than Lua wrote it (lua-run.ts's forChecks):
	// a Lua board counted from 0 reads here as one counted from −1, and its columns are said plus 1.
	const lua = language === 'lua';
	if (lua && countsFrom(-1, n, value)) return fault('counted-from-zero', words.countedFromZero(n));
	if (!lua && countsFrom(1, n, value)) return fault('counted-from-one', words.countedFromOne(n));
	for (let row = 0; row < n; row++) {
		const col: unknown = value[row];
		if (!Number.isInteger(col) || (col as number) < 0 || (col as number) >= n) {
			const said = lua && typeof col === 'number' ? col + 1 : col;
			const first = lua ? 1 : 0;
			return fault(
				'out-of-range',
				words.outOfRange(shown(said, locale, language), row + 1, n, first),
			);
		}
	}
	for (let later = 1; later < n; later++) {
		for (let row = 0; row < later; row++) {
			const rule = lineBetween(row, value[row] as number, later, value[later] as number);
			if (rule === 'column') return fault('share-column', words.shareColumn(row + 1, later + 1));
			if (rule) {
				return fault('share-line', words.shareLine(row + 1, later + 1, t.common.rules[rule]));
			}
		}
	}
	return undefined;
}

/** The words of boardFault alone: what is wrong with a board, or undefined when it is a solution. */
export function boardProblem(
	n: number,
	value: unknown,
	locale: Locale = 'en',
	language: CodeLanguage = 'js',
): string | undefined {
	return boardFault(n, value, locale, language)?.text;
}

/**
 * Queens in words, counted from 1: "a queen on row 1, column 1", "queens on row 1, column 1 and
 * row 2, column 3", or "an empty board".
 */
export function describeQueens(columns: readonly number[], locale: Locale = 'en'): string {
	const t = exercisesIn(locale);
	if (columns.length === 0) return t.answer.emptyBoard;
	return t.answer.queens(columns.map((col, row) => t.common.square(row + 1, col + 1)));
}
