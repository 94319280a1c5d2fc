/** The bug replay's words in English (components/bug-replay/): the shape of every language's. */

/** A run's figures, already written out ("1,234"); `stale` and `wrong` only when there are some. */
export interface RunFigures {
	placements: string;
	removals: string;
	checks: string;
	stale?: string | undefined;
	wrong?: string | undefined;
}

/** "1 board", "92 boards". */
const boards = (count: number) => `${count} ${count === 1 ? 'board' : 'boards'}`;

const en = {
	/** Between a label and its note, set side by side: a space in English, none in Chinese. */
	space: ' ',
	/** The four versions of seed 002's program, as the picker shows them. */
	names: {
		'no-undo': 'First try: never undo',
		'half-fix': 'Half fix: replace within a row',
		'clear-on-exit': 'Clear the row when its loop ends',
		fixed: 'Also clear after printing',
	},
	/** What each version does (or forgets) when the search comes back up. */
	onTheWayBack: {
		'no-undo':
			'On the way back it does nothing: a queen, once put down, is never picked up. Its check also looks along the row, so when the search comes back to a row, that row’s own queen refuses every square after it.',
		'half-fix':
			'Inside a row, a second safe square now replaces the row’s first queen. But when a row runs out of columns, its last queen stays where it is, and the rows above trip over it as they try their next columns.',
		'clear-on-exit':
			'When a row runs out of columns, its queen is lifted before going back. But the last row returns straight after printing, without lifting its queen, so after the first board one queen stays in the last row for good.',
		fixed:
			'Every queen that goes down comes back up: when its row runs out of columns, and right after a board is printed.',
	},
	/** The lines of a version's loop, as plain pseudocode (bug-words.ts puts them together). */
	code: {
		visit: 'visit(row):',
		forEach: 'for each column, left to right:',
		skipWithRow: 'skip it if a queen stands on its row, column or a diagonal',
		skip: 'skip it if a queen stands on its column or a diagonal',
		replace: 'if this row already has a queen, lift it',
		noReplace: '(a queen already in this row is not lifted)',
		place: 'put a queen on this square',
		ifLast: 'if this is the last row:',
		print: 'print the board',
		liftAfterPrint: 'lift this row’s queen',
		noLiftAfterPrint: '(the queen just printed is not lifted)',
		return: 'return',
		visitNext: 'visit(row + 1)',
		liftOnExit: 'lift this row’s queen, then return',
		noLiftOnExit: '(return, leaving this row’s queen on the board)',
	},
	/** Where the queen of the first stale refusal comes from, and why it is still there. */
	why: {
		'own-row':
			'That queen is this row’s own. The search has come back to this row from a dead end below and wants to move the queen one column right, but the old queen was never lifted, so the row check refuses the rest of the row (and the same happens in every row above).',
		'after-print':
			'That queen stands in the last row. It completed the first board, which was printed; then the function returned without lifting it. It now blocks every later board, so the program prints just one.',
		'row-below':
			'That queen stands in a row below the one being filled. The search has already come back up from that row, so its queen should be gone; it was left behind and now blocks the rows above.',
	},
	/** What "Show me" lands on, in words. */
	explain: {
		/** The version without the bug: its placements and removals, written out ("2,056"). */
		nothingWrong: (placements: string, removals: string) =>
			`Nothing goes wrong in this version: it puts down ${placements} queens and lifts ${removals}, so no square is ever refused by a queen that should be gone.`,
		/** The refused square, the log's reason, and `why` the queen is there. */
		here: (square: string, reason: string, why: string) =>
			`Here ${square} is refused: ${reason}. ${why}`,
		/** The refused square is the first the correct program would take. */
		wrongHere: (here: string) =>
			`${here} No queen that belongs on the board attacks this square: the correct program would put a queen here.`,
		/** The first square the correct program would take comes `steps` later. */
		wrongLater: (here: string, steps: number, square: string) =>
			`${here} This square is attacked anyway, but ${steps} steps later ${square} is refused by the same mistake, and no queen that belongs on the board attacks it: the correct program would put a queen there.`,
	},
	picker: {
		legend: 'Version of the program',
		/** "1. First try: never undo". */
		option: (number: number, name: string) => `${number}. ${name}`,
		prints: 'prints ',
		unknown: 'prints ? boards',
	},
	boards,
	unknownBoards: '? boards',
	/**
	 * The run's result in one sentence. `{name}` and `{count}` stand where the version's name and
	 * its count of boards go (shown in bold); `shown` is false until the question above is answered;
	 * `stale` and `wrong` are given when some squares were refused by a left-over queen.
	 */
	result: (shown: boolean, run: RunFigures) =>
		`{name} prints {count}${shown ? '' : ' (answer the question above to see how many)'}: ${run.placements} queens put down, ${run.removals} lifted, ${run.checks} checks${run.stale === undefined ? '' : `, ${run.stale} of them refused by a queen that should have been lifted (${run.wrong} of those squares would be free without the left-over queens)`}.`,
	find: {
		title: 'Find the step where it goes wrong',
		/** The question around the button's name, which is shown in bold. */
		before:
			'Step through the replay below (→, or the step buttons) and stop at the first square that is refused by a queen which should no longer be on the board. Then press ',
		after: ', beside the step buttons.',
	},
	ask: 'Is it this step?',
	showMe: 'Show me',
	verdict: {
		yes: (step: string) => `Yes: step ${step} is the moment it goes wrong.`,
		nothing: (step: string) =>
			`No: nothing goes wrong in this version, at step ${step} or any other.`,
		/** Asked at step 0, before the search has tried a square. */
		notStarted:
			'Not yet: the replay stands at step 0 and no square has been tried. Step forward (→, or Step forward), stop on the first square refused by a queen that should no longer be there, and ask again.',
		notYet: (step: string) =>
			`Not yet: up to step ${step} every refused square is refused by a queen in a row above, as it should be. Step on.`,
		tooLate: (step: string) =>
			`It went wrong before step ${step}: step back and look for the first square refused by a queen in the row being filled or a row below.`,
	},
	/** Why version 4 makes fewer checks than the correct search. */
	checksNote: {
		note: (fewer: string, correct: string, skipped: string) =>
			`That is ${fewer} fewer than the ${correct} checks of the correct search. After printing a board this version returns at once, so the ${skipped} squares to the right of the printed queens in the last row are never tried.`,
		same: (placements: string, standing: number) =>
			` The correct search tries them and refuses every one (its placements are the same, ${placements}): with ${standing} queens standing in ${standing} columns, the last row has only one free column.`,
	},
	what: {
		title: 'What this version does on the way back',
		loop: 'The loop of this version, in plain words',
		missing: 'Missing: ',
	},
	/** The player's name: "Replay of version 1: First try: never undo". */
	replay: (number: number, name: string) => `Replay of version ${number}: ${name}`,
	/** The note on a queen the search should have lifted, on the board. */
	stale: 'stale',
	lessonTitle: 'The lesson:',
	lesson: ' whatever you do on the way down, undo on the way back.',
};

export default en;

/** The bug replay's words, in any language. */
export type BugReplayMessages = typeof en;
