import type { Attack, Position, Square } from '../board/attacks.ts';
import { describeAttacker, describeSquare } from './describe.ts';
import { fileLetter } from '../format/format.ts';

/*
 * A board of queens in plain words: the names of its squares, the line under it and what is
 * announced when a queen is put down or taken up. Built on describe.ts, so a square and an attack
 * are said the same way on every board and in every trace log.
 */

/** Capitalises a phrase to start a name or a sentence. */
function capitalise(phrase: string): string {
	return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** "Row 3, column 5", plus "(e6)" when the board is labelled in chess notation. */
export function nameSquare(n: number, square: Square, chess = false): string {
	const words = capitalise(describeSquare(square.row, square.col));
	return chess ? `${words} (${fileLetter(square.col)}${n - square.row})` : words;
}

/** "attacked by the queen in row 1, column 3 along the column", several joined with "and". */
export function describeAttacks(attacks: readonly Attack[]): string {
	if (attacks.length === 0) return 'not attacked';
	const parts = attacks.map(({ queen, rule }) =>
		describeAttacker({ rule, queenRow: queen.row, queenCol: queen.col }),
	);
	const list =
		parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
	return `attacked by ${list}`;
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
}): string {
	const { n, square, queen, attacks, notes = [], chess } = options;
	const parts = [nameSquare(n, square, chess), queen ? 'queen' : 'empty'];
	if (attacks.length > 0) parts.push(describeAttacks(attacks));
	parts.push(...notes);
	return parts.join(', ');
}

/** "1 queen" or "5 queens". */
function queensWord(count: number): string {
	return `${count} ${count === 1 ? 'queen' : 'queens'}`;
}

/** "2 queens attack each other." or "No two queens attack each other." */
export function conflictSentence(position: Position): string {
	const count = position.conflicted.flat().filter(Boolean).length;
	return count === 0 ? 'No two queens attack each other.' : `${count} queens attack each other.`;
}

/** Why a queen more is refused on a board that already holds n: every row already has its queen. */
export function fullBoardSentence(n: number): string {
	return `The ${n}×${n} board already holds ${queensWord(n)}: at most ${n} can stand without two attacking each other, one in each row. Remove one before placing another.`;
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
export function boardStatus(position: Position, leftover: readonly Square[] = []): BoardStatus {
	const { n, queens, solved } = position;
	if (solved && leftover.length === 0) {
		return { solved, text: `Solved! ${queensWord(n)} and no two attack each other.` };
	}
	if (solved) {
		const where = leftover.map((q) => describeSquare(q.row, q.col)).join('; ');
		return {
			solved: false,
			text: `${queensWord(n)} and no two attack each other, but not a solution the search found: ${leftover.length === 1 ? 'the queen in' : 'the queens in'} ${where} should have been lifted.`,
		};
	}
	if (queens.length > n) {
		const text = `${queensWord(queens.length)} on the ${n}×${n} board: at most ${n} can stand without two attacking each other. ${conflictSentence(position)}`;
		return { solved: false, text };
	}
	const placed = `${queens.length} of ${n} queens placed.`;
	return {
		solved: false,
		text: queens.length === 0 ? placed : `${placed} ${conflictSentence(position)}`,
	};
}

/** A solved board described without a verdict, for a board whose verdict is given elsewhere. */
export function peacefulBoardText(n: number): string {
	return `${queensWord(n)}, no two attack each other.`;
}

/** What a live region says after a queen is placed on or removed from `square`. */
export function toggleAnnouncement(placed: boolean, square: Square, position: Position): string {
	const where = describeSquare(square.row, square.col);
	const action = placed ? `Queen placed on ${where}.` : `Queen removed from ${where}.`;
	if (position.solved) return `${action} ${boardStatus(position).text}`;
	return position.queens.length === 0
		? `${action} The board is empty.`
		: `${action} ${conflictSentence(position)}`;
}
