import { RULE_WORDS } from '../events/events.ts';
import { formatCount } from '../format/index.ts';
import type { BoardPhrases, BoardWords, EventPhrases } from './phrases.ts';

/*
 * The solver's sentences in English: the default of every function in this folder, what the
 * `nqueens` command says, and the English catalog of the pages (src/i18n/en/words.ts re-exports
 * it). Kept apart from the functions so a page's English catalog brings these words and nothing else.
 */

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
		// Numbers as the counters beside the log write them (4,564, not 4564).
		const found = `${formatCount(solutions)} ${solutions === 1 ? 'solution' : 'solutions'}`;
		const checked = `${formatCount(checks)} ${checks === 1 ? 'check' : 'checks'}`;
		return complete
			? `search complete: ${found}, ${checked}`
			: `search stopped early: ${found}, ${checked}`;
	},
};

/** Capitalises a phrase to start a name or a sentence. */
function capitalise(phrase: string): string {
	return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** "1 queen" or "5 queens". */
function queensWord(count: number): string {
	return `${count} ${count === 1 ? 'queen' : 'queens'}`;
}

/** The English phrases: what every board says unless its page passes others. */
const ENGLISH_BOARD_PHRASES: BoardPhrases = {
	squareName: (row, col) => capitalise(ENGLISH_EVENT_PHRASES.square(row, col)),
	withChess: (name, chess) => `${name} (${chess})`,
	notAttacked: 'not attacked',
	queen: 'queen',
	empty: 'empty',
	parts: (parts) => parts.join(', '),
	queens: queensWord,
	noConflict: 'No two queens attack each other.',
	conflicts: (count) => `${count} queens attack each other.`,
	fullBoard: (n) =>
		`The ${n}×${n} board already holds ${queensWord(n)}: at most ${n} can stand without two attacking each other, one in each row. Remove one before placing another.`,
	solved: (n) => `Solved! ${queensWord(n)} and no two attack each other.`,
	leftover: (n, where) =>
		`${queensWord(n)} and no two attack each other, but not a solution the search found: ${where.length === 1 ? 'the queen in' : 'the queens in'} ${where.join('; ')} should have been lifted.`,
	tooMany: (count, n, conflicts) =>
		`${queensWord(count)} on the ${n}×${n} board: at most ${n} can stand without two attacking each other. ${conflicts}`,
	placed: (count, n) => `${count} of ${n} queens placed.`,
	peaceful: (n) => `${queensWord(n)}, no two attack each other.`,
	placedOn: (square) => `Queen placed on ${square}.`,
	removedFrom: (square) => `Queen removed from ${square}.`,
	emptyBoard: 'The board is empty.',
	sentences: (sentences) => sentences.join(' '),
};

/** The English board words, the default of every function here. */
export const ENGLISH_BOARD_WORDS: BoardWords = {
	event: ENGLISH_EVENT_PHRASES,
	board: ENGLISH_BOARD_PHRASES,
};
