import { CHECK_LABELS } from '../../solver/checks/index.ts';
import { formatCount } from '../../solver/format/index.ts';

/** The trace player's words in English (components/trace/): the shape of every language's. */
const en = {
	/** Between a label and its note, set side by side: a space in English, none in Chinese. */
	space: ' ',
	player: {
		/** The player's accessible name when its page gives none. */
		label: 'Trace player',
		notStarted: 'Empty board: the search has not started.',
		/** What is announced at each step: `words` is the step's log sentence. */
		spoken: (step: string, words: string) => `Step ${step}: ${words}`,
		tryThis: 'Try this',
		tryThisTitle: 'Try this:',
		board: (size: number, step: number) =>
			`Trace board, ${size} by ${size}, after step ${formatCount(step)}`,
		currentStep: 'Current step: ',
		keys: 'Keys while the player has focus: ← → step, Space play or pause (on its buttons too: Enter presses a button), Home and End first and last step.',
	},
	options: {
		/** A board size in the size menu: "8 × 8". */
		sizeOption: (n: number) => `${n} × ${n}`,
		legend: 'Search',
		board: 'Board',
		check: 'Check',
		search: 'Search',
		first: 'Stop at the first solution',
		/** The check in full, under the menus: `label` is one of `checks`. */
		checkHint: (label: string) => `Check: ${label}.`,
		/** Each safety check, the solver's CHECK_LABELS: its short name before the colon is the menu's. */
		checks: CHECK_LABELS,
		/** The two searches, as the menu shows them. */
		searches: {
			recursive: 'recursive (placeRow calls itself)',
			stack: 'explicit stack (a loop, no recursion)',
		},
	},
	transport: {
		reset: 'Reset',
		stepBack: 'Step back',
		play: 'Play',
		pause: 'Pause',
		stepForward: 'Step forward',
		nextSolution: 'Next solution',
		nextBacktrack: 'Next backtrack',
		speed: 'Speed',
		speedValue: (speed: number) => `${speed} steps per second`,
		speedShort: (speed: number) => `${speed} steps/s`,
		step: 'Step',
		/** The scrubber's value: "step 3 of 60". */
		stepOf: (step: string, total: string) => `step ${step} of ${total}`,
		/** "Step <strong>3</strong> of 60": the words before and after the bold step. */
		statusBefore: 'Step ',
		statusAfter: (total: string) => ` of ${total}`,
		recording: '(recording…)',
		lookingAhead: ' — looking further ahead…',
		recordingSearch: 'Recording the search',
		truncated: (events: string) =>
			`This search is too long to keep every step: the player holds its first ${events} events.`,
	},
	notices: {
		noBacktrack: 'No queen is taken back after this step.',
		noSolution: 'This search finds no solution.',
		/** No solution after this step; `found` solutions in all, `cut` when the recording stopped early. */
		noMoreSolutions: (found: number, cut: boolean) =>
			`No solution after this step: the search found ${formatCount(found)} ${found === 1 ? 'solution' : 'solutions'}${cut ? ' before the recording stopped' : ''}.`,
		/** A search that failed while it was recorded: the solver's message. */
		failed: (message: string) => message,
	},
	log: {
		title: 'Log',
		hint: 'Click a line, or move with ↑ ↓ and press Enter, to go to that step.',
	},
	code: {
		title: 'Code',
		/** Between the title and the file's name. */
		fileSep: ': ',
		short: '(short form: the reporting lines left out)',
		showShort: 'Show the short version',
		showFull: 'Show the generator version the player runs',
		currentLine: (line: number) => `Current line: ${line}.`,
	},
	columns: {
		length: (length: number) => `(length ${length})`,
		empty: 'Empty: no queen placed yet.',
		/** `name` is the array's name in the code (columns or stack). */
		pushed: (name: string, row: number, col: number, value: number) =>
			`${name}.push(${col}): ${name}[${row}] = ${value}.`,
		popped: (name: string, row: number, value: number) =>
			`${name}.pop(): ${name}[${row}], which held ${value}, is gone.`,
		unchanged: (length: number) => `Unchanged by this step (length ${length}).`,
		poppedValue: (value: number) => `popped ${value}`,
		emptyCell: 'empty',
		countFrom: 'Values counted from',
		fromCode: '0 (code)',
		fromBoard: '1 (board)',
	},
	counters: {
		title: 'Counters',
		checks: 'Checks',
		comparisons: 'Comparisons',
		placements: 'Placements',
		removals: 'Removals',
		solutions: 'Solutions',
		depth: 'Depth',
	},
	stack: {
		callStack: 'Call stack',
		stack: 'Stack',
		topFirst: '(top first)',
		empty: 'Empty: no queen placed.',
		entry: (row: number, col: number) => `row ${row}: column ${col}`,
	},
	tree: {
		title: 'Search tree',
		caption: 'The same tree in words, row by row',
		row: 'Row',
		underPath: 'Under the current path',
		placed: 'Placed',
		refused: 'Refused',
		/** What happened to some columns of a row: "columns 1, 2 refused". */
		branch: {
			placed: (columns: readonly number[]) => `${columnsWord(columns)} on the path`,
			refused: (columns: readonly number[]) => `${columnsWord(columns)} refused`,
			explored: (columns: readonly number[]) => `${columnsWord(columns)} explored and abandoned`,
		},
		branches: (groups: readonly string[]) => groups.join('; '),
		nothingTried: 'nothing tried yet',
		notReached: 'not reached',
		legend: '● on the path ✕ refused ○ explored, abandoned · not tried',
	},
	/** What only the player's page says (Trace.astro, at build time): its name and a page without JavaScript. */
	page: {
		/** Trace.astro's name for a player: size and search, so two players on a page differ. */
		named: (n: number, stack: boolean, first: boolean) =>
			`Trace player: ${n} queens, ${stack ? 'explicit stack' : 'recursive search'}${first ? ', to the first solution' : ''}`,
		/** What a page without JavaScript shows instead of the player (Trace.astro). */
		noScript: (n: number, stack: boolean, first: boolean) =>
			`This player needs JavaScript: it replays the ${stack ? 'explicit-stack' : 'recursive'} search for ${n} queens ${first ? 'up to its first solution' : 'to the end'}, one event at a time, with the board, the log in words and the code line that produced each step. Without it, the code of the search is shown below.`,
	},
	/** The drawn search tree (TraceTreeDrawing.svelte); `tree` is the tree in words. */
	drawing: {
		/** The drawing's region: `owner` is the player's name. */
		label: (owner: string) => `Search tree, ${owner}`,
		/**
		 * The queens standing, as a sentence: "Queens standing, top row first, in columns 2, 4, 1",
		 * or that none stands (the empty board, the end of the search).
		 */
		path: (columns: readonly number[]) =>
			columns.length === 0
				? 'No queen is standing'
				: columns.length === 1
					? `One queen standing, in column ${columns[0]}`
					: `Queens standing, top row first, in columns ${columns.join(', ')}`,
		whole: (step: string, queens: string, refused: string, path: string) =>
			`Search tree after step ${step}: ${queens} queens placed, ${refused} squares refused (pruned branches). ${path}.`,
		folded: (step: string, path: string) =>
			`Search tree folded to the current path after step ${step}, with the queens placed and squares refused in each row so far. ${path}.`,
		/** A refused square's title; `rule` and `byRow` when its attacker is known. */
		refusedNode: (col: number, rule: string, byRow: number) =>
			`Column ${col} refused${rule ? `: ${rule} of the queen in row ${byRow}` : ''}`,
		rowCounts: (row: number, placed: string, refused: string) =>
			`row ${row}: ${placed} placed, ${refused} ✕ refused`,
		rowSoFar: (row: number, refused: number) => `row ${row}: ${refused} ✕ here so far`,
		captionWhole:
			'Drawn whole: ● a queen (its column), ✕ a refused square (pruned branch, dashed), thick line and filled circles the queens standing now, ✓ a solution, a dashed circle a queen taken back.',
		captionFolded:
			'Folded to the current path (the whole tree is too big to draw): ● the queens standing, and per row the queens placed and squares refused so far; ✕ the squares refused in the row being tried.',
	},
};

/** "column 3" or "columns 1, 2". */
function columnsWord(columns: readonly number[]): string {
	return `${columns.length === 1 ? 'column' : 'columns'} ${columns.join(', ')}`;
}

export default en;

/** The trace player's words, in any language. */
export type TraceMessages = typeof en;
