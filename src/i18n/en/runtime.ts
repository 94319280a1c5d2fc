import { formatCount } from '../../solver/format/index.ts';

/*
 * What the notebook's runner says (src/notebook/runtime/, in the cell worker), in English: the shape
 * of every language's. The worker is told the page's language with each run (src/jobs/cell.ts).
 */

/** The runner's words in English. */
const en = {
	/** "(line 4, column 12)", "(line 4)" or nothing: where an error is. */
	where: (line?: number, column?: number): string =>
		line === undefined
			? ''
			: column === undefined
				? ` (line ${line})`
				: ` (line ${line}, column ${column})`,
	run: {
		promiseReturned: 'The cell returned a Promise; cells run to their end without waiting for it.',
		/** `where` is `where(line)`. */
		checksAfterError: (where: string) =>
			`The checks did not run: the code stopped with an error${where}.`,
		noFunction: (name: string) =>
			`The checks did not run: define a function named ${name}, at the top level of the cell.`,
		returnedEarly: (name: string) =>
			`The checks did not run: the code returned at the top level before its end, where ${name} is looked for; take that return out.`,
	},
	output: {
		cut: (lines: number) => `… output cut after ${formatCount(lines)} lines`,
		/** console.timeEnd's line, "n = 12: 2.5 ms", as a browser's console prints it. */
		timer: (label: string, ms: string) => `${label}: ${ms} ms`,
	},
	values: {
		/** After the items shown of a long array, map or object. */
		more: (count: number) => `… ${formatCount(count)} more`,
		/** A value inside itself. */
		circular: '[circular]',
		/** A returned array too long to show: `first` is its first items, without the closing ]. */
		longArray: (length: number, shown: number, first: string) =>
			`an array of ${formatCount(length)} items; the first ${formatCount(shown)} are ${first}, …]`,
		/** A returned text too long to show. */
		longText: (text: string, length: number) =>
			`${text}… (${formatCount(length)} characters in all)`,
	},
	errors: {
		/** The type stripper's (sucrase's) syntax error, as the learner reads it: English as it is. */
		syntax: (message: string) => message,
		/** An error the JavaScript engine threw: "TypeError: x is not a function". */
		engine: (name: string, message: string) => `${name}: ${message}`,
		/** "threw the value 42": a thrown value that is not an Error. */
		threwValue: (shown: string) => `threw the value ${shown}`,
		importRefused:
			'cells cannot load code from elsewhere, so import( is refused (even in a comment or a string)',
		evalRefused:
			'cells refuse eval( (even in a comment or a string): write the code itself instead',
		htmlCommentRefused: 'cells refuse <!-- and --> (even in a comment or a string)',
	},
	/** What cell code reads when it touches a name a cell does not have. */
	locked: {
		page: (name: string) =>
			`${name} is not there in notebook cells: cell code runs away from the page. Print with console.log, or draw with printBoard.`,
		later: (name: string) =>
			`${name} is not there in notebook cells: a cell runs from top to bottom and ends, and nothing may run after it. Call the function directly.`,
		outside: (name: string) =>
			`${name} is switched off in notebook cells: cell code cannot reach the network, the site’s storage or the page.`,
	},
	/** Mistakes in calls of isSafe and printBoard; the call as written comes first. */
	helpers: {
		/** "isSafe(columns, 3, 2): why": the call as written, then what is wrong with it. */
		call: (call: string, why: string) => `${call}: ${why}`,
		columnsNotArray: 'columns must be an array of column numbers.',
		rowNotWhole: 'the row must be a whole number from 0 up.',
		columnNotWhole: 'the column must be a whole number from 0 up.',
		/** columns has `have` rows and the call asks about row `row`. */
		rowsMissing: (have: number, row: number) => {
			const listed = `${have} ${have === 1 ? 'row' : 'rows'}`;
			const missing = row - 1 === have ? `row ${have} has` : `rows ${have} to ${row - 1} have`;
			return `columns lists ${listed}, so ${missing} no queen to check against.`;
		},
		notAColumn: (row: number, value: string) => `columns[${row}] is ${value}, not a column.`,
		printNotArray: 'columns must be an array.',
		printNoRows: 'A board needs at least one row.',
		/** An array of more rows than a cell draws. */
		printTooLarge: (rows: number, max: number) =>
			`printBoard draws boards of 1 to ${max} rows, and this array has ${formatCount(rows)}.`,
		/**
		 * A column outside the board; `row` counted from 1. Said as the code holds it, index and
		 * value from 0 ("columns[1] is 2"), as notAColumn says it: "row 2 holds column 2" mixed
		 * a row counted from 1 with a column counted from 0.
		 */
		printBadColumn: (row: number, value: string, n: number) =>
			`columns[${row - 1}] is ${value}, but a board of ${n === 1 ? '1 row has only column 0' : `${n} rows has columns 0 to ${n - 1} only`}.`,
	},
	/** Mistakes in calls of the traced board. */
	board: {
		badSquare: (call: string, size: number) =>
			`${call}: rows and columns of this ${size}×${size} board are whole numbers from 0 to ${size - 1}.`,
		rowEmpty: (row: number, size: number) =>
			`board.solution(): row ${row} has no queen yet; a solution has a queen in each of the ${size} rows (0 to ${size - 1}).`,
		/** board.start(n) with a size it cannot take: English keeps the solver's own sentence. */
		badSize: (solverMessage: string, _shown: string, _max: number) => solverMessage,
		/** What board.start calls its argument in the solver's sentence. */
		sizeName: 'board.start(n): the board size',
	},
	/** What a Python cell (src/notebook/python/) says that a JavaScript cell does not. */
	python: {
		/** Why a module cannot be imported, by what it would reach. */
		refused: {
			javascript: (name: string) =>
				`${name} is not there in notebook cells: Python code runs on its own, away from the page and its JavaScript.`,
			network: (name: string) =>
				`${name} is switched off in notebook cells: Python code cannot reach the network, other programs, the site’s storage or the page.`,
			packages: (name: string) =>
				`${name} is not there in notebook cells: cells run Python and its standard library, and install nothing.`,
		},
		columnsNotList: 'columns must be a list of column numbers.',
		printNotList: 'columns must be a list.',
		/** A list of more rows than a cell draws. */
		printTooLarge: (rows: number, max: number) =>
			`print_board draws boards of 1 to ${max} rows, and this list has ${formatCount(rows)}.`,
		/** A returned list (or tuple) too long to show: `first` is its first items, and an ellipsis. */
		longList: (kind: 'list' | 'tuple', length: number, shown: number, first: string) =>
			`a ${kind} of ${formatCount(length)} items; the first ${formatCount(shown)} are ${first}`,
		/** The checks found no class of the exercise's name (exercise 5's OccupancyCheck). */
		noClass: (name: string) =>
			`The checks did not run: define a class named ${name}, at the top level of the cell.`,
		/** What a check's call returned that the checks cannot read (a set, an object, a function). */
		notPlain: (kind: string) =>
			`the function returned a ${kind}, which the checks cannot read: return numbers, strings, lists, tuples or dicts of them.`,
		/** Frames of a long traceback left out of its middle. */
		tracebackCut: (lines: number) => `  … ${formatCount(lines)} lines of the traceback left out …`,
		/** The interpreter itself failed, and why: `detail` is one of the sentences below, or its own words. */
		stopped: (detail: string) =>
			`The Python interpreter stopped: ${detail}. The next Run starts a new one.`,
		stackRanOut:
			'the recursion went deeper than its stack can hold (sys.setrecursionlimit let it go past the usual limit of 1,000 calls)',
		exited: (status: string) => `the code ended the interpreter itself (exit status ${status})`,
	},
	/** What a Lua cell (src/notebook/lua/) says that a JavaScript cell does not. */
	lua: {
		/** Why a part of Lua's standard library is not there, by what it would reach. */
		refused: {
			files: (name: string) =>
				`${name} is switched off in notebook cells: Lua code reads and writes no files; print shows values below the cell.`,
			system: (name: string) =>
				`${name} is switched off in notebook cells: Lua code cannot reach other programs, the machine, the network or the page.`,
			modules: (name: string) =>
				`${name} is not there in notebook cells: a cell is one chunk of Lua with its standard library, and loads no other file.`,
			debug: (name: string) =>
				`${name} is not there in notebook cells: the debug library reaches past the rules every cell keeps.`,
			bytecode: (name: string) =>
				`${name} is switched off in notebook cells: Lua code loads Lua source text only, never compiled chunks.`,
			/** `call` is the call as written: collectgarbage("stop"). */
			collector: (call: string) =>
				`${call} is switched off in notebook cells: collectgarbage's options "collect", "count" and "step" work.`,
		},
		/** isplaceok(a, n, c) called with what it cannot read. */
		isplaceokArgs: (max: number) =>
			`isplaceok(a, n, c) takes a table a of the queens’ columns (a[1] to a[n − 1]), a row n from 1 to ${max} and a whole number c, the column to try.`,
		/** An entry of a that isplaceok reads and is no column (`index` from 1, as Lua counts). */
		notAColumn: (index: number, value: string) =>
			`a[${index}] is ${value}, not a column: isplaceok(a, n, c) reads a[1] to a[n − 1], the columns of the queens in the rows above n.`,
		/** A square of the traced board that is none, as the Lua cell wrote the call. */
		boardSquare: (call: string, size: number) =>
			`${call}: rows and columns of this ${size}×${size} board are whole numbers from 1 to ${size}.`,
		/** board.solution() with a row still empty (`row` from 1). */
		boardRowEmpty: (row: number, size: number) =>
			`board.solution(): row ${row} has no queen yet; a solution has a queen in each of the ${size} rows (1 to ${size}).`,
		/** printsolution(a) called with no table. */
		printsolutionArgs:
			'printsolution(a) takes a table a of the queens’ columns, a[1] to a[n], counted from 1.',
		/** The runtime itself failed, and why (its own words). */
		stopped: (detail: string) =>
			`The Lua runtime stopped: ${detail}. The next Run starts a new one.`,
	},
	/** The helpers listed above a cell's code, by name. */
	docs: {
		isSafe:
			'true when no queen in rows 0 to row − 1 (columns[r] is the column of row r’s queen) attacks (row, col); each call is counted',
		printBoard:
			'draws the board below the cell as a chessboard with its queens; −1 leaves a row empty (when a run prints many boards, the later ones come out as text: X for a queen, - for an empty square)',
		board:
			'a board (8 × 8 until board.start(n) sets its size) whose every step is recorded and replayed after the run, with the line that made it; board.columns and board.n read it',
		'console.log':
			'prints values below the cell (also console.warn, console.error, console.time and timeEnd)',
		/** The list's title. */
		title: 'Helpers your code can call',
	},
	/** The same helpers as a Python cell has them, by Python's names. */
	pythonDocs: {
		is_safe:
			'True when no queen in rows 0 to row − 1 (columns[r] is the column of row r’s queen) attacks (row, col); each call is counted',
		print_board:
			'draws the board below the cell as a chessboard with its queens; −1 leaves a row empty (when a run prints many boards, the later ones come out as text: X for a queen, - for an empty square)',
		board:
			'a board (8 × 8 until board.start(n) sets its size) whose every step is recorded and replayed after the run, with the line that made it; board.columns and board.n read it',
		print: 'prints values below the cell, as Python writes them',
	},
	/** The helpers listed above a Lua cell's code, by name (src/notebook/lua/). */
	luaDocs: {
		isplaceok:
			'true when no queen of a[1] to a[n − 1] (a[i] is the column of row i’s queen, counted from 1) attacks row n, column c; each call is counted',
		printsolution: 'prints the board of a, one line a row: X for the queen, - for an empty square',
		board:
			'a board (8 × 8 until board.start(n) sets its size), rows and columns from 1, whose every step is recorded and replayed after the run, with the line that made it',
		print: 'prints its values below the cell, a tab between them, as Lua writes them',
	},
};

export default en;

/** The runner's words, in any language. */
export type RuntimeMessages = typeof en;
