import type { Rule } from '../events/events.ts';

/*
 * How the solver's sentences are said in one language: the phrases every function of this folder
 * takes. English is english.ts; a page in another language passes its own (src/i18n/<locale>/words.ts),
 * so the solver never needs to know which languages there are.
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

/** How a board is said in one language (squares and attacks come from its EventPhrases). */
export interface BoardPhrases {
	/** A square's name, as it starts an accessible name: "Row 3, column 5". */
	squareName: (row: number, col: number) => string;
	/** A square's name with its chess name: "Row 1, column 5 (e8)". */
	withChess: (name: string, chess: string) => string;
	notAttacked: string;
	queen: string;
	empty: string;
	/** The parts of a square's accessible name, joined: "Row 1, column 1, queen, refused". */
	parts: (parts: readonly string[]) => string;
	/** "1 queen", "5 queens". */
	queens: (count: number) => string;
	noConflict: string;
	/** `count` queens stand where another attacks them. */
	conflicts: (count: number) => string;
	/** Why a queen more is refused on a full n×n board. */
	fullBoard: (n: number) => string;
	solved: (n: number) => string;
	/** n peaceful queens, but some left over from an earlier step of a search (`where`: their squares). */
	leftover: (n: number, where: readonly string[]) => string;
	/** More queens than rows; `conflicts` is the conflict sentence. */
	tooMany: (count: number, n: number, conflicts: string) => string;
	/** "3 of 8 queens placed." */
	placed: (count: number, n: number) => string;
	/** A solved board without a verdict. */
	peaceful: (n: number) => string;
	placedOn: (square: string) => string;
	removedFrom: (square: string) => string;
	emptyBoard: string;
	/** Sentences one after another: "Queen placed on row 1, column 1. The board is empty." */
	sentences: (sentences: readonly string[]) => string;
}

/** Everything a board says in one language: its own phrases and the trace log's. */
export interface BoardWords {
	event: EventPhrases;
	board: BoardPhrases;
}
