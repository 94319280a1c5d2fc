import { formatCount, formatDuration } from '../../solver/format/index.ts';

/*
 * The words of a notebook code cell (components/code-cell/), in English: the shape of every language's.
 * The runner's own sentences (what the worker says about the learner's code) are src/i18n/runtime.
 */

/** "(line 4, column 12)", "(line 4)" or nothing: where an error is. */
const where = (line?: number, column?: number): string =>
	line === undefined
		? ''
		: column === undefined
			? ` (line ${line})`
			: ` (line ${line}, column ${column})`;

/** "columns 1 5 8 6 3 7 2 4": a board's queens, counted from 1; "–" for an empty row. */
const columns = (list: string): string => `columns ${list}`;

/** A code cell's words in English. */
const en = {
	/** A duration as the cell says it: "5 s", "120 ms". */
	duration: (ms: number): string => formatDuration(ms),
	/** Between two sentences, or a label and its text: a space in English, nothing in Chinese. */
	space: ' ',
	/**
	 * Drawn where a run of combining marks on one character was cut short
	 * (src/notebook/runtime/stacked-marks.ts); the text itself keeps them.
	 */
	marksLeftOut: (count: number): string =>
		`[${formatCount(count)} more combining ${count === 1 ? 'mark' : 'marks'} not drawn]`,
	cell: {
		/** The name of a cell that was given none. */
		defaultLabel: 'Code cell',
		/** The run in the worker's failure sentences: "The code stopped: …". */
		jobName: 'code',
		/** The line under the code that says how to run it. */
		keys: (limit: string) =>
			`Shift+Enter or Ctrl+Enter runs the code (for at most ${limit}). In the editor, Tab indents; press Escape, then Tab, to move on.`,
		/** The output region's name. */
		outputOf: (label: string) => `Output of ${label}`,
		/** The replay player's title. */
		replayLabel: 'Your code’s search on the board',
		editorFailed: (why: string) =>
			`The editor could not be loaded (${why}). Check the connection and press Edit again.`,
		outputFailed: (why: string) =>
			`The output could not be shown (${why}). Check the connection and run again.`,
		replayFailed: (why: string) => `The board could not be loaded: ${why}`,
	},
	code: {
		/** The editor's accessible name. */
		editor: (label: string) => `Code of ${label}`,
		/** CodeMirror's own words the editor can show or announce (its `phrases`), by their English. */
		editorPhrases: {
			'Control character': 'Control character',
			'Selection deleted': 'Selection deleted',
		},
		/** The read-only code's accessible name. */
		readOnly: (label: string, edited: boolean) =>
			`Code of ${label} (${edited ? 'your version' : 'starter'}, read only: press Edit to change it)`,
	},
	toolbar: {
		run: 'Run',
		stop: 'Stop',
		edit: 'Edit',
		loadingEditor: 'Loading the editor…',
		reset: 'Reset',
		confirmGroup: 'Confirm reset',
		confirmQuestion: 'Replace your code with the starter?',
		confirmYes: 'Yes, reset',
		keep: 'Keep my code',
		showOnBoard: 'Show on the board',
	},
	status: {
		running: 'Running…',
		errorAfter: (duration: string) => `Stopped with an error after ${duration}.`,
		finishedIn: (duration: string) => `Finished in ${duration}.`,
		stoppedAtLine: (line: number) =>
			`Stopped; it last printed from line ${line}. The next Run starts afresh.`,
		stopped: 'Stopped. The next Run starts afresh.',
	},
	errors: {
		where,
		syntax: (where: string, message: string) => `Syntax error${where}: ${message}`,
		/** `message` is the runner's "threw the value "nope"". */
		value: (where: string, message: string) => `Your code${where} ${message}.`,
		thrown: (where: string, message: string) => `Your code threw an error${where}: ${message}`,
		timeoutInChecks: (limit: string) =>
			`Your code ran for longer than ${limit} while the checks called it, and was stopped. The checks that finished are below. The next Run starts afresh.`,
		timeout: (limit: string, lastLine: number) =>
			`Your code ran for longer than ${limit} and was stopped (a loop that never ends?).${lastLine > 0 ? ` It last printed from line ${lastLine}.` : ''} The next Run starts afresh.`,
	},
	progress: {
		notYet: 'Not passed yet: Run checks your code.',
		passed: 'Passed: this browser remembers it.',
		passedBefore: (now: string) => `You passed this before; ${now}.`,
		stoppedBeforeChecks: 'this run was stopped before its checks finished',
		checksDidNotRun: 'this run’s checks did not run',
		passes: (passed: number, total: number) =>
			`this run passes ${formatCount(passed)} of ${formatCount(total)} ${total === 1 ? 'check' : 'checks'}`,
	},
	live: {
		/** Ends "… was still running when ___". */
		stoppedByLimit: 'the time limit stopped the run',
		stoppedByStop: 'the run was stopped',
		noneFinished: 'No check finished',
		finished: (done: number) => `${formatCount(done)} ${done === 1 ? 'check' : 'checks'} finished`,
		nowChecking: (finished: string, name: string) => `${finished}; now checking “${name}”…`,
		passedOfFinished: (passed: number) => ` (${formatCount(passed)} passed)`,
		stillRunning: (name: string, stoppedBy: string) =>
			`; “${name}” was still running when ${stoppedBy}`,
	},
	notices: {
		starterChanged:
			'This cell’s starter code has changed since you edited it. Your version is kept; Reset replaces it with the new starter.',
		/** After the storage's problem: edits are not lost yet. */
		editsStay: 'Your edits stay until you leave the page.',
	},
	output: {
		warnPrefix: 'warning: ',
		errorPrefix: 'error: ',
		empty: 'The code printed nothing.',
		/** Between the columns of a board in its name ("columns 1 5 8"). */
		columnSep: ' ',
		printedBoard: (index: number, list: string) => `Printed board ${index}: ${columns(list)}`,
		returnedBoard: (list: string) => `Returned board: ${columns(list)}`,
		/** Around what the code returned, shown as code. */
		returnedBefore: 'The code returned ',
		returnedAfter: '.',
	},
	checks: {
		/** After the summary when every check passed. */
		solved: ': well done, the exercise is solved.',
		/** After the summary otherwise. */
		summaryEnd: '.',
		passed: 'passed:',
		failed: 'failed:',
		/** Between a check's name and its message. */
		nameEnd: '. ',
		/**
		 * A check's message as it reads after the name's full stop: a new sentence, so its first
		 * word takes a capital ("for n = 8 you …" → "For n = 8 you …"), unless it names code.
		 */
		message: (message: string) =>
			/^[a-z]+(?=[\s,;:])/.test(message) ? message[0]!.toUpperCase() + message.slice(1) : message,
	},
	replay: {
		cut: (kept: number) =>
			`Your code made more steps than the board keeps: the replay shows the first ${formatCount(kept)}, and the counters all of them.`,
		/** A Python search with is_safe and a list of columns, not on `board`: how its replay was made. */
		derived:
			'Replayed from your is_safe calls and the list of columns you gave it: a queen appears at the line that changed the list.',
		/** The same replay, cut: the counters count only the steps kept. */
		cutDerived: (kept: number) =>
			`Your code made more steps than the board keeps: the replay shows the first ${formatCount(kept)}, and the counters count those.`,
		yourCode: 'Your code',
		lineMadeStep: (line: number) => `Your code: line ${line} made this step`,
		codeLabel: 'Your code, with the line that made the current step marked',
	},
	hints: {
		/** What the hints ladder names the cell: "Hints for the code cell (…)". */
		about: (label: string) => `the code cell (${label})`,
		/** The worked solution's code. */
		solution: (label: string) => `Worked solution of ${label}`,
	},
};

export default en;

/** A code cell's words, in any language. */
export type CellMessages = typeof en;
