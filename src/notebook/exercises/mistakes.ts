import type { CodeNames } from '../../i18n/en/exercises.ts';
import { lineBetween } from '../../solver/board/index.ts';
import type { AskedSquare } from '../runtime/index.ts';
import { fullSearchChecks, searchCallsOf, type Square } from './solver-facts.ts';

/*
 * Mistakes a learner's search makes, read from what it asked isSafe (the kit's call record) and
 * what it returned, so a check can name the mistake itself rather than its symptom (a wrong
 * count, too few calls). Each failure a check gives carries the id of the mistake its message
 * names (CheckOutcome.mistake), so a test can hold a message to its mistake in every language.
 */

/** Every mistake a check's failure can name, by the message that names it. */
export type MistakeId =
	// Any search (this file): the undo forgotten, a return after a dead end, an off-by-one loop.
	| 'never-undone'
	| 'gave-up'
	| 'loop-past-last-column'
	| 'loop-starts-at-one'
	| 'stop-row-early'
	| 'stop-row-late'
	| 'never-goes-back'
	| 'counted-empty-board'
	// The shape of an answer, or of a board in it (answer-words.ts).
	| 'a-string'
	| 'not-an-array'
	| 'list-of-boards'
	| 'string-columns'
	| 'wrong-length'
	| 'counted-from-one'
	// A Lua board counted from 0, where the article's tables count from 1.
	| 'counted-from-zero'
	| 'out-of-range'
	| 'share-column'
	| 'share-line'
	| 'not-plain'
	| 'threw'
	// Exercise 1.
	| 'null-wanted'
	| 'no-board'
	| 'not-first'
	| 'never-called'
	| 'searched-on'
	| 'stopped-short'
	| 'not-the-search'
	// Exercise 2.
	| 'not-a-record'
	| 'wrong-candidates'
	| 'same-board'
	| 'out-of-order'
	| 'wrong-solutions'
	| 'waits'
	// Exercise 3 and the challenge.
	| 'not-a-number'
	| 'wrong-count'
	| 'looked-up'
	| 'not-afresh'
	| 'too-slow'
	| 'clock-still'
	// Exercise 4.
	| 'chess-not-a-string'
	| 'by-row'
	| 'ranks-from-the-top'
	| 'ranks-from-zero'
	| 'files-shifted'
	| 'files-and-ranks-swapped'
	| 'other-order'
	| 'wrong-squares'
	// Exercise 5.
	| 'missing-methods'
	| 'misses-line'
	| 'off-its-lines'
	| 'not-marked'
	| 'not-cleared'
	| 'still-blocked'
	| 'disagrees'
	| 'runaway'
	| 'search-wrong';

/** A search whose `columns` grew past n entries never takes a queen back (columns.pop()). */
export function neverUndoes(n: number, longest: number): boolean {
	return longest > n;
}

/**
 * Whether a search that made `calls` checks, the last at `last`, followed the book's search that
 * far and stopped where the book's goes back a row: a return after a dead end instead of the loop.
 * `first`: the book's search stops at its first solution (exercise 1) or goes on (counting).
 */
export function stoppedAtDeadEnd(
	n: number,
	calls: number,
	last: Square | undefined,
	first: boolean,
): last is Square {
	// A search that made every call of the full search (or more) did not stop early; and walking
	// the book's search that far would take seconds on 12 queens.
	if (!last || calls < 1 || calls >= fullSearchChecks(n)) return false;
	const [mine, next] = squaresAt(n, calls - 1, first);
	return (
		mine !== undefined &&
		next !== undefined &&
		mine.row === last.row &&
		mine.col === last.col &&
		next.row < last.row
	);
}

/**
 * The squares the book's search asks about at places `at` and `at + 1` (from 0) of its checks,
 * to its first solution or (`first` false) through every one: the search itself, walked only that
 * far, without the solver's events (a million of those took seconds).
 */
function squaresAt(
	n: number,
	at: number,
	first: boolean,
): [Square | undefined, Square | undefined] {
	const found: Square[] = [];
	const columns: number[] = [];
	let index = 0;
	const visit = (row: number): boolean => {
		if (row === n) return first;
		for (let col = 0; col < n; col++) {
			if (index >= at) found.push({ row, col });
			if (++index > at + 1) return true;
			let safe = true;
			for (let r = 0; r < row && safe; r++) if (lineBetween(r, columns[r]!, row, col)) safe = false;
			if (!safe) continue;
			columns.push(col);
			if (visit(row + 1)) return true;
			columns.pop();
		}
		return false;
	};
	visit(0);
	return [found[0], found[1]];
}

/** How a learner's call is named in a message: the call as its language would write it. */
export function isSafeCall(square: Square, code: CodeNames): string {
	// Lua's isplaceok(a, n, c) counts rows and columns from 1, as the article does.
	if (code.language === 'lua') return `${code.isSafe}(a, ${square.row + 1}, ${square.col + 1})`;
	return `${code.isSafe}(columns, ${square.row}, ${square.col})`;
}

/** An off-by-one slip of the book's search: where its column loop starts and ends, where it stops. */
interface Slip {
	id: 'loop-past-last-column' | 'loop-starts-at-one' | 'stop-row-early' | 'stop-row-late';
	/** The first column tried in a row. */
	from: number;
	/** Columns tried past n − 1 (1 for `col <= n`). */
	past: number;
	/** The row the search stops at, less n (−1 for `row === n - 1`). */
	stop: number;
}

/** The off-by-one slips a first-year makes, each on its own. */
const SLIPS: readonly Slip[] = [
	{ id: 'loop-past-last-column', from: 0, past: 1, stop: 0 },
	{ id: 'loop-starts-at-one', from: 1, past: 0, stop: 0 },
	{ id: 'stop-row-early', from: 0, past: 0, stop: -1 },
	{ id: 'stop-row-late', from: 0, past: 0, stop: 1 },
];

/** What a slipped search gives for n: its first board (or null), its count, its isSafe calls. */
interface SlippedRun {
	first: number[] | null;
	count: number;
	checks: number;
}

/** Largest board a slipped search is replayed on: a few milliseconds at most. */
const LARGEST_REPLAY = 10;

/**
 * The book's search with one slip, the isSafe rules as the helper applies them (a column past the
 * board is only compared with the queens above), to its first solution or (`first` false) to the end.
 */
function slippedSearch(n: number, slip: Slip, first: boolean): SlippedRun {
	const columns: number[] = [];
	const run: SlippedRun = { first: null, count: 0, checks: 0 };
	const visit = (row: number): boolean => {
		if (row === n + slip.stop) {
			run.count++;
			run.first ??= [...columns];
			return first;
		}
		for (let col = slip.from; col < n + slip.past; col++) {
			run.checks++;
			let safe = true;
			for (let r = 0; r < row && safe; r++) if (lineBetween(r, columns[r]!, row, col)) safe = false;
			if (!safe) continue;
			columns.push(col);
			if (visit(row + 1)) return true;
			columns.pop();
		}
		return false;
	};
	visit(0);
	return run;
}

/** The same value, as the checks compare boards: the same numbers in the same places. */
function sameBoard(value: unknown, board: readonly number[] | null): boolean {
	if (board === null) return value === null || value === undefined;
	if (!Array.isArray(value)) return false;
	return value.length === board.length && board.every((col, i) => value[i] === col);
}

/** The book's search, without a slip: what a slip must differ from to be seen. */
const NO_SLIP: Slip = { id: 'loop-past-last-column', from: 0, past: 0, stop: 0 };

/**
 * A search that never goes back: each row takes its first safe column, and a row with none is
 * left empty. Its board, as far as it got, and its isSafe calls.
 */
function greedySearch(n: number): { board: number[]; checks: number } {
	const board: number[] = [];
	let checks = 0;
	for (let row = 0; row < n; row++) {
		for (let col = 0; col < n; col++) {
			checks++;
			let safe = true;
			for (let r = 0; r < board.length && safe; r++)
				if (lineBetween(r, board[r]!, row, col)) safe = false;
			if (safe) {
				board.push(col);
				break;
			}
		}
	}
	return { board, checks };
}

/**
 * The off-by-one slip whose search gives exactly what the learner's did for n (its answer and its
 * number of isSafe calls), if one does: `first`, the first board (exercise 1), or the count. A
 * slip is seen only where it changes what the search gives (on 2 and 3 queens, stopping a row late
 * changes nothing). Exercise 1 also knows a search that never goes back.
 */
export function slipOf(
	n: number,
	value: unknown,
	calls: number,
	first: boolean,
): Slip['id'] | 'never-goes-back' | undefined {
	if (n > LARGEST_REPLAY) return undefined;
	const book = slippedSearch(n, NO_SLIP, first);
	const gives = (run: SlippedRun) =>
		first ? sameBoard(value, run.first) : Number(value) === run.count;
	for (const slip of SLIPS) {
		const run = slippedSearch(n, slip, first);
		if (
			run.checks === book.checks &&
			(first ? sameBoard(run.first, book.first) : run.count === book.count)
		) {
			continue;
		}
		// A search that never called isSafe shows no slip: it may be a starter not yet written.
		if (calls > 0 && run.checks === calls && gives(run)) return slip.id;
	}
	if (first) {
		const greedy = greedySearch(n);
		const stuck = greedy.board.length < n;
		if (stuck && greedy.checks === calls && (sameBoard(value, greedy.board) || value === null)) {
			return 'never-goes-back';
		}
	}
	return undefined;
}

/** Where a learner's calls leave the book's search: which call (from 1), theirs and the book's. */
export interface Departure {
	index: number;
	yours: AskedSquare;
	book: AskedSquare;
}

/**
 * The first of the learner's recorded isSafe calls (runtime/helpers.ts, kept in JavaScript for
 * both languages) that is not the call the book's search for n makes at that place, comparing
 * the row, the column and the queens placed so far; undefined while the calls follow the search
 * as far as both go. Only the search itself makes its calls in its order: a table of answers
 * with calls added to match the search's number of calls departs at the second call at latest.
 */
export function departsFromSearch(n: number, asked: readonly AskedSquare[]): Departure | undefined {
	const book = searchCallsOf(n);
	const same = (a: readonly number[] | undefined, b: readonly number[] | undefined) =>
		a !== undefined && b !== undefined && a.length === b.length && a.every((c, i) => c === b[i]);
	for (let i = 0; i < Math.min(asked.length, book.length); i++) {
		const yours = asked[i]!;
		const theirs = book[i]!;
		if (
			yours.row !== theirs.row ||
			yours.col !== theirs.col ||
			!same(yours.queens, theirs.queens)
		) {
			return { index: i + 1, yours, book: theirs };
		}
	}
	return undefined;
}

/** A recorded call as its language writes it, with the queens it was given: isSafe([0, 2], 2, 4). */
export function askedCall(square: AskedSquare, code: CodeNames): string {
	if (code.language === 'lua') {
		const queens = square.queens === undefined ? '…' : square.queens.map((q) => q + 1).join(', ');
		return `${code.isSafe}({${queens}}, ${square.row + 1}, ${square.col + 1})`;
	}
	const queens = square.queens === undefined ? '…' : square.queens.join(', ');
	return `${code.isSafe}([${queens}], ${square.row}, ${square.col})`;
}
