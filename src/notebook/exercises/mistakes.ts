import type { CodeNames } from '../../i18n/en/exercises.ts';
import type { AskedSquare } from '../runtime/index.ts';
import { checkedSquaresAt, searchCallsOf, type Square } from './solver-facts.ts';

/*
 * Mistakes a learner's search makes, read from what it asked isSafe (the kit's call record), so a
 * check can name the mistake itself rather than its symptom (a wrong count, too few calls).
 */

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
	if (!last || calls < 1) return false;
	const [mine, next] = checkedSquaresAt(n, calls - 1, first);
	return (
		mine !== undefined &&
		next !== undefined &&
		mine.row === last.row &&
		mine.col === last.col &&
		next.row < last.row
	);
}

/** How a learner's call is named in a message: the call as its language would write it. */
export function isSafeCall(square: Square, code: CodeNames): string {
	return `${code.isSafe}(columns, ${square.row}, ${square.col})`;
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
	const queens = square.queens === undefined ? '…' : square.queens.join(', ');
	return `${code.isSafe}([${queens}], ${square.row}, ${square.col})`;
}
