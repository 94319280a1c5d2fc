import type { BoardPhrases, EventPhrases } from '../../solver/words/index.ts';

/*
 * The solver's sentences in English: the trace log's events, why a square is refused, and boards
 * in words for screen readers. The same words as the solver's own defaults (src/solver/words/,
 * which the `nqueens` command says), written out here rather than imported: a catalog that
 * imported the solver's modules would split them out of the page's bundle (about 0.4 KiB more on
 * every page with a board). test/unit/words-catalog-matches-solver.test.ts keeps the two identical.
 * Pass `event` as describeEvent's phrases, or the catalog whole as the board sentences' `words`.
 */

/** "row 3, column 2". */
const square = (row: number, col: number) => `row ${row}, column ${col}`;

/** Each line a queen attacks along. */
const rules = { row: 'row', column: 'column', diagonal: '\\ diagonal', antiDiagonal: '/ diagonal' };

/** "1 queen" or "5 queens". */
const queens = (count: number) => `${count} ${count === 1 ? 'queen' : 'queens'}`;

/** One trace event as one sentence (describeEvent, describeSquare, describeConflict). */
const event: EventPhrases = {
	square,
	rules,
	attacker: (at, rule) =>
		rule === 'row'
			? `the queen in ${at}, which already stands in this row`
			: `the queen in ${at} along the ${rules[rule]}`,
	attackedBy: (attackers) => `attacked by ${attackers}`,
	list: (parts) =>
		parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`,
	columns: (columns) => columns.join(' '),
	tryIt: (at) => `${at}: try this square`,
	safe: (at) => `${at}: safe, no queen attacks it`,
	attacked: (at) => `${at}: attacked`,
	refused: (at, why) => `${at}: ${why}`,
	place: (at) => `${at}: place a queen`,
	remove: (at) => `${at}: take the queen back (backtrack)`,
	candidate: (columns) => `candidate columns ${columns}: test it`,
	reject: (columns) => `candidate columns ${columns}: rejected, two queens attack each other`,
	solution: (index, columns) => `solution ${index}: columns ${columns}`,
	done: (complete, solutions, checks) =>
		`${complete ? 'search complete' : 'search stopped early'}: ${solutions} ${solutions === 1 ? 'solution' : 'solutions'}, ${checks} checks`,
};

/** A board in words: squares' names, the status line, announcements (words-board.ts). */
const board: BoardPhrases = {
	squareName: (row, col) => `Row ${row}, column ${col}`,
	withChess: (name, chess) => `${name} (${chess})`,
	notAttacked: 'not attacked',
	queen: 'queen',
	empty: 'empty',
	parts: (parts) => parts.join(', '),
	queens,
	noConflict: 'No two queens attack each other.',
	conflicts: (count) => `${count} queens attack each other.`,
	fullBoard: (n) =>
		`The ${n}×${n} board already holds ${queens(n)}: at most ${n} can stand without two attacking each other, one in each row. Remove one before placing another.`,
	solved: (n) => `Solved! ${queens(n)} and no two attack each other.`,
	leftover: (n, where) =>
		`${queens(n)} and no two attack each other, but not a solution the search found: ${where.length === 1 ? 'the queen in' : 'the queens in'} ${where.join('; ')} should have been lifted.`,
	tooMany: (count, n, conflicts) =>
		`${queens(count)} on the ${n}×${n} board: at most ${n} can stand without two attacking each other. ${conflicts}`,
	placed: (count, n) => `${count} of ${n} queens placed.`,
	peaceful: (n) => `${queens(n)}, no two attack each other.`,
	placedOn: (at) => `Queen placed on ${at}.`,
	removedFrom: (at) => `Queen removed from ${at}.`,
	emptyBoard: 'The board is empty.',
	sentences: (sentences) => sentences.join(' '),
};

const en = { event, board };

export default en;

/** The solver's sentences, in any language. */
export type WordsMessages = typeof en;
