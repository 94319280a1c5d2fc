import type { Attack, Position, Square } from '../board/attacks.ts';
import { describeAttacker, describeSquare } from './describe.ts';
import type { BoardWords } from './phrases.ts';
import { fileLetter } from '../format/format.ts';

/*
 * A board of queens in plain words: the names of its squares, the line under it and what is
 * announced when a queen is put down or taken up. Built on describe.ts, so a square and an attack
 * are said the same way on every board and in every trace log. English by default; a page in
 * another language passes its own words (src/i18n/<locale>/words.ts).
 */

/** "Row 3, column 5", plus "(e6)" when the board is labelled in chess notation. */
export function nameSquare(n: number, square: Square, chess = false, words: BoardWords): string {
	const name = words.board.squareName(square.row + 1, square.col + 1);
	return chess ? words.board.withChess(name, `${fileLetter(square.col)}${n - square.row}`) : name;
}

/** "attacked by the queen in row 1, column 3 along the column", several joined with "and". */
export function describeAttacks(attacks: readonly Attack[], words: BoardWords): string {
	if (attacks.length === 0) return words.board.notAttacked;
	const parts = attacks.map(({ queen, rule }) =>
		describeAttacker({ rule, queenRow: queen.row, queenCol: queen.col }, 1, words.event),
	);
	return words.event.attackedBy(words.event.list(parts));
}

/** The accessible name of one square: where it is, what stands on it, who attacks it, its notes. */
export function nameBoardSquare(options: {
	n: number;
	square: Square;
	queen: boolean;
	/** The attacks to name (none for an empty square whose attacks are not shown). */
	attacks: readonly Attack[];
	/** What overlays on the square say ("refused", "highlighted: diagonal 3"). */
	notes?: readonly string[];
	chess?: boolean;
	/** The page's words (ENGLISH_BOARD_WORDS in English). */
	words: BoardWords;
}): string {
	const { n, square, queen, attacks, notes = [], chess, words } = options;
	const parts = [
		nameSquare(n, square, chess, words),
		queen ? words.board.queen : words.board.empty,
	];
	if (attacks.length > 0) parts.push(describeAttacks(attacks, words));
	parts.push(...notes);
	return words.board.parts(parts);
}

/** "2 queens attack each other." or "No two queens attack each other." */
function conflictSentence(position: Position, words: BoardWords): string {
	const count = position.conflicted.flat().filter(Boolean).length;
	return count === 0 ? words.board.noConflict : words.board.conflicts(count);
}

/** Why a queen more is refused on a board that already holds n: every row already has its queen. */
export function fullBoardSentence(n: number, words: BoardWords): string {
	return words.board.fullBoard(n);
}

/** The line under a board, and whether it shows a solution the search (or the learner) found. */
export interface BoardStatus {
	solved: boolean;
	text: string;
}

/**
 * The line under a board: queens placed and conflicts, or "Solved!". Queens `leftover` from an
 * earlier step of a search (seed 002's bugs) keep a board of n peaceful queens from counting as solved.
 */
export function boardStatus(
	position: Position,
	leftover: readonly Square[] = [],
	words: BoardWords,
): BoardStatus {
	const { n, queens, solved } = position;
	if (solved && leftover.length === 0) return { solved, text: words.board.solved(n) };
	if (solved) {
		const where = leftover.map((q) => describeSquare(q.row, q.col, 1, words.event));
		return { solved: false, text: words.board.leftover(n, where) };
	}
	if (queens.length > n) {
		const text = words.board.tooMany(queens.length, n, conflictSentence(position, words));
		return { solved: false, text };
	}
	const placed = words.board.placed(queens.length, n);
	return {
		solved: false,
		text:
			queens.length === 0
				? placed
				: words.board.sentences([placed, conflictSentence(position, words)]),
	};
}

/** A solved board described without a verdict, for a board whose verdict is given elsewhere. */
export function peacefulBoardText(n: number, words: BoardWords): string {
	return words.board.peaceful(n);
}

/** What a live region says after a queen is placed on or removed from `square`. */
export function toggleAnnouncement(
	placed: boolean,
	square: Square,
	position: Position,
	words: BoardWords,
): string {
	const where = describeSquare(square.row, square.col, 1, words.event);
	const action = placed ? words.board.placedOn(where) : words.board.removedFrom(where);
	const after = position.solved
		? boardStatus(position, [], words).text
		: position.queens.length === 0
			? words.board.emptyBoard
			: conflictSentence(position, words);
	return words.board.sentences([action, after]);
}
