import { type Conflict, RULE_WORDS, type Rule, type SearchEvent } from '../events/events.ts';
import type { IndexBase } from '../board/diagonals.ts';

/*
 * Events in plain words, one sentence each, shared by the trace log widget and `nqueens --trace`.
 * The solver counts rows and columns from 0; in words they are counted from 1 by default
 * (`base` 1: the top row is "row 1"), as a reader counts squares. Pass base 0 to match seed 004's
 * Java trace, which prints 0-based rows and columns.
 * The sentences themselves are phrases, English by default: a page in another language passes
 * its own (src/i18n/words/), so the solver never needs to know which languages there are.
 */

/** How events are said in one language; every number it is given is already counted from `base`. */
export interface EventPhrases {
	/** A square: "row 3, column 2". */
	square: (row: number, col: number) => string;
	/** Each line a queen attacks along: "column", "\ diagonal". */
	rules: Readonly<Record<Rule, string>>;
	/** The queen on `square` that attacks along `rule`: "the queen in row 1, column 3 along the column". */
	attacker: (square: string, rule: Rule) => string;
	/** Why a square is refused: "attacked by " + one attacker or a list of them. */
	attackedBy: (attackers: string) => string;
	/** Several attackers as one list: "a, b and c". */
	list: (parts: readonly string[]) => string;
	/** A list of columns: "2 4 1 3". */
	columns: (columns: readonly number[]) => string;
	tryIt: (square: string) => string;
	safe: (square: string) => string;
	/** A refused square whose attacker is not known. */
	attacked: (square: string) => string;
	/** A refused square and why: `why` is an attackedBy phrase. */
	refused: (square: string, why: string) => string;
	place: (square: string) => string;
	remove: (square: string) => string;
	candidate: (columns: string) => string;
	reject: (columns: string) => string;
	solution: (index: number, columns: string) => string;
	/** The end of a search: whether it ran to the end, its solutions and its checks. */
	done: (complete: boolean, solutions: number, checks: number) => string;
}

/** The English phrases: what the trace log, the CLI and every caller that passes none say. */
export const ENGLISH_EVENT_PHRASES: EventPhrases = {
	square: (row, col) => `row ${row}, column ${col}`,
	rules: RULE_WORDS,
	attacker: (square, rule) =>
		rule === 'row'
			? `the queen in ${square}, which already stands in this row`
			: `the queen in ${square} along the ${RULE_WORDS[rule]}`,
	attackedBy: (attackers) => `attacked by ${attackers}`,
	list: (parts) =>
		parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`,
	columns: (columns) => columns.join(' '),
	tryIt: (square) => `${square}: try this square`,
	safe: (square) => `${square}: safe, no queen attacks it`,
	attacked: (square) => `${square}: attacked`,
	refused: (square, why) => `${square}: ${why}`,
	place: (square) => `${square}: place a queen`,
	remove: (square) => `${square}: take the queen back (backtrack)`,
	candidate: (columns) => `candidate columns ${columns}: test it`,
	reject: (columns) => `candidate columns ${columns}: rejected, two queens attack each other`,
	solution: (index, columns) => `solution ${index}: columns ${columns}`,
	done: (complete, solutions, checks) => {
		const found = `${solutions} ${solutions === 1 ? 'solution' : 'solutions'}`;
		return complete
			? `search complete: ${found}, ${checks} checks`
			: `search stopped early: ${found}, ${checks} checks`;
	},
};

/** "row 3, column 2" for the 0-based square (row, col), numbered from `base`. */
export function describeSquare(
	row: number,
	col: number,
	base: IndexBase = 1,
	phrases: EventPhrases = ENGLISH_EVENT_PHRASES,
): string {
	return phrases.square(row + base, col + base);
}

/** A queen and the line it attacks along: "the queen in row 1, column 3 along the \ diagonal". */
export function describeAttacker(
	conflict: Conflict,
	base: IndexBase = 1,
	phrases: EventPhrases = ENGLISH_EVENT_PHRASES,
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
	phrases: EventPhrases = ENGLISH_EVENT_PHRASES,
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
	phrases: EventPhrases = ENGLISH_EVENT_PHRASES,
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
