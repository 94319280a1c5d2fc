import type { Conflict, SearchEvent } from '../events/events.ts';
import type { EventPhrases } from './phrases.ts';
import type { IndexBase } from '../board/diagonals.ts';

/*
 * Events in plain words, one sentence each, shared by the trace log widget and `nqueens --trace`.
 * The solver counts rows and columns from 0; in words they are counted from 1 by default
 * (`base` 1: the top row is "row 1"), as a reader counts squares. Pass base 0 to match seed 004's
 * Java trace, which prints 0-based rows and columns.
 * The sentences themselves are phrases, which every caller passes (ENGLISH_EVENT_PHRASES in
 * English, so a page in another language bundles no English); a page passes
 * its own (src/i18n/<locale>/words.ts), so the solver never needs to know which languages there are.
 */

/** "row 3, column 2" for the 0-based square (row, col), numbered from `base`. */
export function describeSquare(
	row: number,
	col: number,
	base: IndexBase = 1,
	phrases: EventPhrases,
): string {
	return phrases.square(row + base, col + base);
}

/** A queen and the line it attacks along: "the queen in row 1, column 3 along the \ diagonal". */
export function describeAttacker(
	conflict: Conflict,
	base: IndexBase = 1,
	phrases: EventPhrases,
): string {
	return phrases.attacker(
		describeSquare(conflict.queenRow, conflict.queenCol, base, phrases),
		conflict.rule,
	);
}

/** Why a square is refused: "attacked by the queen in row 1, column 3 along the \ diagonal". */
export function describeConflict(
	conflict: Conflict,
	base: IndexBase = 1,
	phrases: EventPhrases,
): string {
	return phrases.attackedBy(describeAttacker(conflict, base, phrases));
}

/** A list of columns numbered from `base`: "2 4 1 3". */
function describeColumns(
	columns: readonly number[],
	base: IndexBase,
	phrases: EventPhrases,
): string {
	return phrases.columns(columns.map((col) => col + base));
}

/** One event as one sentence, rows and columns counted from `base` (1 unless told otherwise). */
export function describeEvent(
	event: SearchEvent,
	base: IndexBase = 1,
	phrases: EventPhrases,
): string {
	switch (event.type) {
		case 'try':
		case 'check':
		case 'place':
		case 'remove': {
			const square = describeSquare(event.row, event.col, base, phrases);
			if (event.type === 'try') return phrases.tryIt(square);
			if (event.type === 'place') return phrases.place(square);
			if (event.type === 'remove') return phrases.remove(square);
			if (event.safe) return phrases.safe(square);
			if (!event.conflict) return phrases.attacked(square);
			return phrases.refused(square, describeConflict(event.conflict, base, phrases));
		}
		case 'candidate':
			return phrases.candidate(describeColumns(event.columns, base, phrases));
		case 'reject':
			return phrases.reject(describeColumns(event.columns, base, phrases));
		case 'solution':
			return phrases.solution(event.index, describeColumns(event.columns, base, phrases));
		case 'done':
			return phrases.done(event.complete, event.stats.solutions, event.stats.checks);
	}
}
