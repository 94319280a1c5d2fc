import { type Conflict, RULE_WORDS, type SearchEvent } from '../search/events.ts';
import type { IndexBase } from '../board/diagonals.ts';

/*
 * Events in plain words, one sentence each, shared by the trace log widget and `nqueens --trace`.
 * The solver counts rows and columns from 0; in words they are counted from 1 by default
 * (`base` 1: the top row is "row 1"), as a reader counts squares. Pass base 0 to match seed 004's
 * Java trace, which prints 0-based rows and columns.
 */

/** "row 3, column 2" for the 0-based square (row, col), numbered from `base`. */
export function describeSquare(row: number, col: number, base: IndexBase = 1): string {
	return `row ${row + base}, column ${col + base}`;
}

/** A queen and the line it attacks along: "the queen in row 1, column 3 along the \ diagonal". */
export function describeAttacker(conflict: Conflict, base: IndexBase = 1): string {
	const queen = `the queen in ${describeSquare(conflict.queenRow, conflict.queenCol, base)}`;
	if (conflict.rule === 'row') return `${queen}, which already stands in this row`;
	return `${queen} along the ${RULE_WORDS[conflict.rule]}`;
}

/** Why a square is refused: "attacked by the queen in row 1, column 3 along the \ diagonal". */
export function describeConflict(conflict: Conflict, base: IndexBase = 1): string {
	return `attacked by ${describeAttacker(conflict, base)}`;
}

/** A list of columns numbered from `base`: "2 4 1 3". */
function describeColumns(columns: readonly number[], base: IndexBase): string {
	return columns.map((col) => col + base).join(' ');
}

/** One event as one sentence, rows and columns counted from `base` (1 unless told otherwise). */
export function describeEvent(event: SearchEvent, base: IndexBase = 1): string {
	switch (event.type) {
		case 'try':
			return `${describeSquare(event.row, event.col, base)}: try this square`;
		case 'check':
			if (event.safe)
				return `${describeSquare(event.row, event.col, base)}: safe, no queen attacks it`;
			if (!event.conflict) return `${describeSquare(event.row, event.col, base)}: attacked`;
			return `${describeSquare(event.row, event.col, base)}: ${describeConflict(event.conflict, base)}`;
		case 'place':
			return `${describeSquare(event.row, event.col, base)}: place a queen`;
		case 'remove':
			return `${describeSquare(event.row, event.col, base)}: take the queen back (backtrack)`;
		case 'candidate':
			return `candidate columns ${describeColumns(event.columns, base)}: test it`;
		case 'reject':
			return `candidate columns ${describeColumns(event.columns, base)}: rejected, two queens attack each other`;
		case 'solution':
			return `solution ${event.index}: columns ${describeColumns(event.columns, base)}`;
		case 'done': {
			const found = `${event.stats.solutions} ${event.stats.solutions === 1 ? 'solution' : 'solutions'}`;
			return event.complete
				? `search complete: ${found}, ${event.stats.checks} checks`
				: `search stopped early: ${found}, ${event.stats.checks} checks`;
		}
	}
}
