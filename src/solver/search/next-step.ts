import { attackersOf, normaliseQueens, type Square } from '../board/attacks.ts';
import { describeSquare } from '../words/describe.ts';
import { ENGLISH_EVENT_PHRASES } from '../words/english.ts';
import { validateN } from '../input/errors.ts';
import { LIMITS } from '../input/limits.ts';

/*
 * Dead ends on a board placed by hand, and what row-by-row backtracking would do from one: which
 * queens it lifts and where it puts the next one. The search tries the columns of a row from left
 * to right with the same rule as every check (attackersOf: a queen attacks along whole lines).
 */

/** The rows that hold no queen and have no square left that no queen attacks, top first. */
export function deadRows(n: number, queens: readonly Square[]): number[] {
	validateN(n, LIMITS.search.max, 'The board size n');
	const placed = normaliseQueens(n, queens);
	const dead: number[] = [];
	for (let row = 0; row < n; row++) {
		if (placed.some((q) => q.row === row)) continue;
		let free = false;
		for (let col = 0; col < n && !free; col++) free = attackersOf(placed, row, col).length === 0;
		if (!free) dead.push(row);
	}
	return dead;
}

/**
 * The columns of the queens when they fill rows 0 … k − 1, one each, none attacking another: the
 * boards a row-by-row search passes through. Anything else (a gap, two in a row, an attack) is undefined.
 */
export function searchPrefix(n: number, queens: readonly Square[]): number[] | undefined {
	const placed = normaliseQueens(n, queens);
	const columns: number[] = [];
	for (const [row, queen] of placed.entries()) {
		if (queen.row !== row) return undefined;
		const above = placed.slice(0, row);
		if (attackersOf(above, queen.row, queen.col).length > 0) return undefined;
		columns.push(queen.col);
	}
	return columns;
}

/** What backtracking does after a dead end: the queens it lifts, the squares it refuses, the queen it places. */
export interface BacktrackStep {
	/** The row found dead (no safe square). */
	deadRow: number;
	/** Queens lifted, in order (the lowest first). */
	lifts: Square[];
	/** Squares tried and refused after the last lift, before `next`. */
	refused: Square[];
	/** Where the next queen goes; undefined when the search has run out of rows to go back to. */
	next: Square | undefined;
}

/**
 * From a board of queens in rows 0 … k − 1 (columns[r]) whose row k has no safe square: lift the
 * lowest queen and try its row's next columns; if none is safe, lift the one above, and so on.
 */
export function nextAfterDeadEnd(n: number, columns: readonly number[]): BacktrackStep | undefined {
	validateN(n, LIMITS.search.max, 'The board size n');
	const queens = columns.map((col, row) => ({ row, col }));
	const deadRow = columns.length;
	if (deadRow >= n || !deadRows(n, queens).includes(deadRow)) return undefined;
	const lifts: Square[] = [];
	for (let row = deadRow - 1; row >= 0; row--) {
		const lifted = queens[row]!;
		lifts.push(lifted);
		const above = queens.slice(0, row);
		const refused: Square[] = [];
		for (let col = lifted.col + 1; col < n; col++) {
			if (attackersOf(above, row, col).length === 0) {
				return { deadRow, lifts, refused, next: { row, col } };
			}
			refused.push({ row, col });
		}
	}
	return { deadRow, lifts, refused: [], next: undefined };
}

/** The words of a backtracking step, in one language (English is the default). */
export interface BacktrackPhrases {
	/** The queens lifted, 0-based squares, the lowest first. */
	lifted: (lifts: readonly Square[]) => string;
	/** No row above has a column left: the search is over. */
	over: (lifted: string) => string;
	/** Columns (1-based) of `row` (1-based) tried first and found attacked. */
	refused: (columns: readonly number[], row: number) => string;
	/** Lift, try the next columns of `row`, maybe refused ones, then place on the 0-based square. */
	next: (lifted: string, row: number, refused: string, square: Square) => string;
}

/** The backtracking step in English, as the book says it. */
export const ENGLISH_BACKTRACK_PHRASES: BacktrackPhrases = {
	lifted: (lifts) =>
		lifts
			.map((q) => `the queen in ${describeSquare(q.row, q.col, 1, ENGLISH_EVENT_PHRASES)}`)
			.join(', then '),
	over: (lifted) =>
		`Backtracking would lift ${lifted}: no row above has a column left to try, so the search is over.`,
	refused: (columns, row) =>
		` It tries column${columns.length === 1 ? '' : 's'} ${columns.join(', ')} of row ${row} first: attacked.`,
	next: (lifted, row, refused, square) =>
		`Backtracking would lift ${lifted}, then try the next columns of row ${row}.${refused} It puts the next queen on ${describeSquare(square.row, square.col, 1, ENGLISH_EVENT_PHRASES)}.`,
};

/** The step in words, rows and columns counted from 1. */
export function describeBacktrackStep(
	step: BacktrackStep,
	phrases: BacktrackPhrases = ENGLISH_BACKTRACK_PHRASES,
): string {
	const lifted = phrases.lifted(step.lifts);
	if (!step.next) return phrases.over(lifted);
	const { row } = step.next;
	const refused =
		step.refused.length === 0
			? ''
			: phrases.refused(
					step.refused.map((q) => q.col + 1),
					row + 1,
				);
	return phrases.next(lifted, row + 1, refused, step.next);
}
