import type { CodeNames } from '../../i18n/en/exercises.ts';
import { checkedSquaresAt, type Square } from './solver-facts.ts';

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
