import { countOf, formatCount, withArticle } from '../../solver/format/index.ts';
import durations from './durations.ts';

/*
 * What the notebook's exercises say to a learner, in English: the hidden checks' names and
 * verdicts (src/notebook/exercises/checks-*.ts), the words they share for answers and boards, the
 * exercises' titles and hints, and the chapters' free cells' names and hints. Numbers arrive
 * already formatted (formatCount) unless an entry needs the number itself for its grammar.
 */

/**
 * The code a message names, as the learner's language writes it (the same in every locale):
 * JavaScript's or Python's, from src/notebook/exercises/code-names.ts. A message that names the
 * learner's code takes these rather than spelling a name, so one sentence serves both languages.
 */
export interface CodeNames {
	/** The language itself, for a word that differs with it (an object in JavaScript, a dict in Python). */
	language: 'js' | 'python' | 'lua';
	/** The helper that tests a square: isSafe, is_safe, isplaceok. */
	isSafe: string;
	/** Its parameters, as a message names them: (columns, row, col), or Lua's (a, n, c). */
	isSafeParameters: string;
	/** The number of the first row and column in the learner's code: 0, or 1 in Lua. */
	firstIndex: 0 | 1;
	/** The function exercise 3 and the challenge ask for: countSolutions, count_solutions. */
	countSolutions: string;
	/** No answer: null, None. */
	none: string;
	/** Returning at once when the call for the next row found a solution, as one line of code. */
	returnWhenFound: string;
	/** What exercise 2's function returns, written as code: { candidates, solutions }. */
	permutationsAnswer: string;
	/** The loop over a row's columns, as written right: col < n, range(n). */
	columnLoop: string;
	/** The same loop one step too far: col <= n, range(n + 1). */
	columnLoopPast: string;
	/** Its start, as written right: let col = 0, range(n). */
	columnLoopFromZero: string;
	/** The equality test of a stop: ===, ==. */
	equals: string;
	/** The letter of file c, as code: String.fromCharCode(97 + c), chr(ord('a') + c). */
	fileLetter: string;
}

/** "a 4×4 board", "an 8×8 board": the article as the number is said. */
const aBoard = (n: number) => `${withArticle(n)}×${n} board`;

/** Whether the learner writes Python. */
const python = (code: CodeNames) => code.language === 'python';

/** Whether the learner writes Lua. */
const lua = (code: CodeNames) => code.language === 'lua';

/** What the learner's language calls a sequence of values: an array in JavaScript, a list in Python, a table in Lua. */
const array = (code: CodeNames) => (python(code) ? 'list' : lua(code) ? 'table' : 'array');

/** The same, with its article: "an array", "a list". */
const anArray = (code: CodeNames) => (python(code) ? 'a list' : lua(code) ? 'a table' : 'an array');

/** What it calls named values: an object in JavaScript, a dict in Python. */
const anObject = (code: CodeNames) =>
	python(code) ? 'a dict' : lua(code) ? 'a table' : 'an object';

/** "row 3, column 5", counted from 1. */
const square = (row: number, col: number) => `row ${row}, column ${col}`;

/** The English words of the exercises: the shape of every language's. */
const en = {
	/** Words every check shares: where a message starts, joining, safe or attacked. */
	common: {
		/** Where a message about one size starts: "for n = 8". */
		forN: (n: number) => `for n = ${n}`,
		/** Where a message about several sizes starts: "for n = 1 to 8". */
		forSizes: (sizes: string) => `for ${sizes}`,
		/** Sizes in words: "n = 1 to 8". */
		sizesRun: (from: number, to: number) => `n = ${from} to ${to}`,
		/** Sizes in words: "n = 4, 8 and 10" (the sizes listed). */
		sizesListed: (listed: string) => `n = ${listed}`,
		/** Words joined as a sentence lists them: "a", "a and b", "a, b and c". */
		listed: (words: readonly string[]) =>
			words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`,
		/** Between the verdicts of several sizes in one check's message. */
		verdictsJoin: '; ',
		/** A square in words, counted from 1: "row 3, column 5". */
		square,
		/** What an isSafe answered. */
		safe: 'safe',
		attacked: 'attacked',
		/** The lines a queen attacks along, as the messages name them. */
		rules: { row: 'row', column: 'column', diagonal: '\\ diagonal', antiDiagonal: '/ diagonal' },
	},
	/** The check kit: the learner's code threw or returned what cannot be copied; the tally. */
	kit: {
		notCopyable: (label: string) =>
			`${label} your code returned something that cannot be copied as plain data (numbers, strings, arrays, objects and functions are fine)`,
		threw: (label: string, what: string) => `${label} your code threw ${what}`,
		/** The same error a check above already told in full. */
		threwAgain: (label: string, check: string) =>
			`${label} your code threw the same error as in the check “${check}” above`,
		/** A thrown value that is not an Error: "the value 42". */
		thrownValue: (text: string) => `the value ${text}`,
		/** "3 of 5 checks passed". */
		summary: (passed: number, total: number) =>
			`${passed} of ${total} ${total === 1 ? 'check' : 'checks'} passed`,
	},
	/** Words about a learner's answer: capped values, what a value is, what is wrong with a board. */
	answer: {
		/** A long string cut: `"abc…"… and 20 more characters`. */
		moreCharacters: (text: string, more: string) => `${text}… and ${more} more characters`,
		/** A long list cut: "… and 88 more". */
		/** What a function returned that returned no value (JavaScript's undefined). */
		nothing: 'nothing',
		moreItems: (more: string) => `… and ${more} more`,
		/** What a value is when it is not an array: "an object" (Python's "a dict"), "a number". */
		kind: (type: string, code: CodeNames) => (type === 'object' ? anObject(code) : `a ${type}`),
		/** The phrases that follow "you returned" or "you kept", naming what is wrong with a board. */
		aString: (code: CodeNames) =>
			`a string, not ${anArray(code)} of numbers: write the columns as numbers in ${anArray(code)}, one per row, not as text`,
		notAnArray: (kind: string, code: CodeNames) =>
			`${kind}, not ${anArray(code)} of columns, one per row`,
		listOfBoards: (boards: number, n: number, code: CodeNames) =>
			`a list of ${countOf(boards, 'board')}, not one board: the answer is a single ${array(code)} of ${countOf(n, 'column')}, one per row`,
		stringColumns: (code: CodeNames) =>
			lua(code)
				? 'columns written as strings, not numbers: {"1", "3"} should read {1, 3}'
				: `columns written as strings, not numbers: ${python(code) ? "['1', '3']" : '["1", "3"]'} should read [1, 3]`,
		wrongLength: (length: number, n: number, _code: CodeNames) =>
			`${countOf(length, 'column')}, but a board of ${countOf(n, 'row')} needs ${n}, one per row`,
		countedFromOne: (n: number) =>
			`columns counted from 1, but they count from 0 (0 to ${n - 1} on ${aBoard(n)}): subtract 1 from each`,
		/** A Lua board counted from 0: Lua's tables, as the article writes boards, count from 1. */
		countedFromZero: (n: number) =>
			`columns counted from 0, but a Lua board counts them from 1, as the article's tables do (1 to ${n} on ${aBoard(n)}): add 1 to each`,
		/** `first` is the board's first column: 0 in JavaScript and Python, 1 in Lua. */
		outOfRange: (value: string, row: number, n: number, first = 0) =>
			`${value} in row ${row}, but the columns of ${aBoard(n)} go from ${first} to ${n - 1 + first}`,
		shareColumn: (row: number, later: number) =>
			`a board whose queens in rows ${row} and ${later} share a column`,
		shareLine: (row: number, later: number, line: string) =>
			`a board whose queens in rows ${row} and ${later} share a ${line}: a square is safe only when its column and both its diagonals are free`,
		/** Queens in words, counted from 1: "an empty board", "a queen on row 1, column 1". */
		emptyBoard: 'an empty board',
		queens: (squares: readonly string[]) =>
			squares.length === 1
				? `a queen on ${squares[0]!}`
				: `queens on ${squares.slice(0, -1).join('; ')} and ${squares.at(-1)!}`,
	},
	/** Exercise 1: stop at the first solution. */
	firstSolution: {
		name: (sizes: string, orNull: boolean, code: CodeNames) =>
			`${sizes}: the first solution${orNull ? `, or ${code.none}` : ''}`,
		stopsName: (sizes: string) => `${sizes}: stops at the first solution`,
		nullRight: (label: string, n: number, code: CodeNames) =>
			`${label} you returned ${code.none}: ${n} queens have no solution`,
		nullWanted: (label: string, value: string, n: number, code: CodeNames) =>
			`${label} you returned ${value}, but ${n} queens have no solution: return ${code.none}`,
		noBoard: (label: string, value: string, n: number, solutions: string) =>
			`${label} you returned ${value}, but ${n === 1 ? 'one queen has' : `${n} queens have`} ${solutions} ${solutions === '1' ? 'solution' : 'solutions'}`,
		problem: (label: string, problem: string, value: string) =>
			`${label} you returned ${problem}. Your answer: ${value}`,
		notFirst: (label: string, yours: string, first: string) =>
			`${label} you returned a solution, but not the first one the search meets: try the columns from 0 up in every row, and stop at the first solution. Yours is ${yours}; the first is ${first}`,
		right: (label: string, value: string) => `${label} you returned ${value}, the first solution`,
		exact: (label: string, calls: string, solutions: string, all: string, code: CodeNames) =>
			`${label} you called ${code.isSafe} ${calls} times, exactly what the search needs to reach its first solution (all ${solutions} solutions take ${all})`,
		never: (label: string, code: CodeNames) =>
			`${label} you never called ${code.isSafe}, so the work cannot be measured: test each square with ${code.isSafe}${code.isSafeParameters}`,
		allOfThem: (
			label: string,
			calls: string,
			exact: string,
			solutions: string,
			all: string,
			code: CodeNames,
		) =>
			`${label} you called ${code.isSafe} ${calls} times; stopping at the first solution needs only ${exact} (all ${solutions} solutions take ${all})`,
		tooMany: (label: string, calls: string, extra: string, exact: string, code: CodeNames) =>
			`${label} you called ${code.isSafe} ${calls} times, ${extra} more than the ${exact} the search needs to reach its first solution: stop as soon as the last row holds its queen, and call ${code.isSafe} only while searching`,
		tooFew: (label: string, calls: string, exact: string, n: number, code: CodeNames) =>
			`${label} you called ${code.isSafe} ${calls} times, but the search needs ${exact} to reach its first solution, trying the columns from 0 up in every row: yours stopped before it got there. A solution has a queen in each of the ${n} rows, so stop only when the row number reaches n`,
	},
	/** Mistakes any search exercise can make, named as themselves (not by their symptom). */
	mistakes: {
		/** A queen never taken back: isSafe was handed more queens than the board has rows. */
		neverUndone: (label: string, held: number, n: number, code: CodeNames) =>
			`${label} ${code.isSafe} was handed a columns ${array(code)} of ${held} queens for ${n} rows: a queen placed in a row is never taken back. When the call for the next row returns without a solution, remove this row's queen (columns.pop()) before you try the next column`,
		/** A search that returned after a dead end instead of going back a row. */
		gaveUp: (label: string, call: string, row: number, code: CodeNames) =>
			`${label} your search stopped after ${call}, where row ${row + code.firstIndex} had no safe column left: there the search goes back to row ${row - 1 + code.firstIndex} and tries its next column. Return straight away only when the call below found a solution (${code.returnWhenFound}), and otherwise go on with the loop`,
		/** A count that returned after a dead end instead of adding and going on. */
		gaveUpCounting: (label: string, call: string, row: number) =>
			`${label} your search stopped after ${call}, where row ${row} had no safe column left: there the search goes back to row ${row - 1} and tries its next column. Add what each call for the next row counted and go on with the loop; return the total only after the last column`,
		/** What an off-by-one search gave, to start its sentence: "you returned [0, 2]". */
		youReturned: (value: string) => `you returned ${value}`,
		/** The same for a count: "you counted 2". */
		youCounted: (value: string) => `you counted ${value}`,
		/** The column loop runs to n itself (col <= n). */
		pastLastColumn: (label: string, said: string, n: number, code: CodeNames) =>
			`${label} ${said}: your loop over the columns goes one step too far, to column ${n + code.firstIndex}, which is off the board (its columns go from ${code.firstIndex} to ${n - 1 + code.firstIndex}). Loop with ${code.columnLoop}, not ${code.columnLoopPast}`,
		/** The column loop starts at 1, so column 0 is never tried. */
		startsAtOne: (label: string, said: string, n: number, code: CodeNames) =>
			`${label} ${said}: your loop over the columns starts at 1, so column 0 is never tried (the columns of ${aBoard(n)} go from 0 to ${n - 1}). Start it at 0: ${code.columnLoopFromZero}`,
		/** The search stops when the row number reaches n − 1. */
		stopRowEarly: (label: string, said: string, n: number, code: CodeNames) =>
			`${label} ${said}: your search stops one row early, when the row number reaches n − 1, so a board it keeps has only ${countOf(n - 1, 'queen')}. The rows go from 0 to n − 1 and each holds a queen: stop when row ${code.equals} n`,
		/** The search stops when the row number reaches n + 1. */
		stopRowLate: (label: string, said: string, code: CodeNames) =>
			`${label} ${said}: your search stops one row late, when the row number reaches n + 1, so it looks for a queen in row n, which the board does not have, and never finds a solution. The rows go from 0 to n − 1: stop when row ${code.equals} n`,
		/** A search that never goes back a row: a row without a safe column is left empty. */
		neverGoesBack: (label: string, said: string) =>
			`${label} ${said}: your search never goes back. When a row has no safe column left, return to the row above, take its queen back and try that row's next column; a board is found only when every row holds a queen`,
		/** A count one more than the solutions: it started at 1, or counted a board not yet full. */
		countedEmptyBoard: (label: string, said: string, expected: number) =>
			`${label} ${said}, one more than the ${countOf(expected, 'solution')}: your count starts at 1, or counts a board that is not full (the empty board, say). Start the count at 0 and add one only when the row number reaches n`,
		/** Calls that are not the search's: the first one that differs from the book's, in order. */
		notTheSearch: (label: string, index: number, yours: string, book: string) =>
			`${label} your call number ${index} was ${yours}, where the book's search makes ${book}: the check compares each call, in order, with the search's own (the row, the column and the queens placed so far), so calls that do not come from this search, such as a table of answers with calls added to make up the number, do not pass`,
	},
	/** Exercise 2: every permutation. */
	permutations: {
		candidatesName: (sizes: string, count: string | undefined) =>
			`${sizes}: all ${count ?? 'n!'} permutations`,
		notARecord: (label: string, value: string, code: CodeNames) =>
			`${label} you returned ${value}; return ${anObject(code)} ${code.permutationsAnswer}: the number of permutations you generated and the ${array(code)} of valid ones`,
		wrongCandidates: (label: string, counted: string, n: number, all: string) =>
			`${label} you counted ${counted} candidates; ${n === 1 ? 'there is 1! = 1 permutation of 1 column' : `there are ${n}! = ${all} permutations of ${n} columns`}`,
		generated: (label: string, all: string) => `${label} you generated all ${all} permutations`,
		solutionsName: (sizes: string, count: string | undefined) =>
			`${sizes}: ${count ? `the ${count} solutions` : 'every solution'} in dictionary order`,
		notASolution: (label: string, index: number, problem: string, board: string) =>
			`${label} solution ${index} is not one: you kept ${problem}. It is ${board}`,
		sameBoard: (label: string, index: number, board: string) =>
			`${label} solutions ${index} and ${index + 1} are the same board, ${board}`,
		outOfOrder: (label: string, index: number, board: string, before: string) =>
			`${label} solution ${index + 1}, ${board}, comes before solution ${index}, ${before}, in dictionary order`,
		wrongCount: (label: string, kept: string, expected: number, missing: boolean) =>
			`${label} you kept ${kept} solutions; ${expected === 1 ? 'there is 1' : `there are ${formatCount(expected)}`} (OEIS A000170)${missing ? ': some are missing' : ''}`,
		keptThem: (label: string, count: string, first: string) =>
			`${label} you kept all ${count}, in order, starting with ${first}`,
		keptEvery: (label: string, kept: string) =>
			`${label} you kept ${kept} solutions: every one, each once, in order`,
		workName: (n: number, code: CodeNames) => `n = ${n}: ${code.isSafe} calls against backtracking`,
		waits: (label: string, perms: string, solutions: string, counted: string, kept: string) =>
			`${label} the comparison waits for the answer: generate all ${perms} permutations and keep the ${solutions} solutions first (you counted ${counted} and kept ${kept})`,
		withoutIsSafe: (label: string, tree: string, perms: string, code: CodeNames) =>
			`${label} you tested the diagonals without ${code.isSafe}; backtracking calls ${code.isSafe} ${tree} times, against ${perms} permutations`,
		/** How backtracking's calls compare with the learner's: "36.2 times fewer". */
		fewer: (times: string) => `${times} times fewer`,
		more: (times: string) => `${times} times more`,
		work: (
			label: string,
			calls: string,
			solver: string,
			tree: string,
			ratio: string,
			perms: string,
			permsTimes: string,
			code: CodeNames,
		) =>
			`${label} you called ${code.isSafe} ${calls} times (the solver's generate-and-test: ${solver}); backtracking calls it ${tree} times, ${ratio}. The article's comparison: ${perms} permutations against the ${tree} ${code.isSafe} calls of backtracking, ${permsTimes} times as many`,
	},
	/** Exercise 3 and the challenge: counts, and whether they were searched for. */
	count: {
		/** "an array of 92 entries". */
		arrayOf: (length: number, count: string, code: CodeNames) =>
			`${anArray(code)} of ${count} ${length === 1 ? 'entry' : 'entries'}`,
		lessThanAMillisecond: 'less than 1 ms',
		/** The units a check writes a time with ("2.6 ms", "1.4 s"). */
		units: durations.units,
		lookedUp: (
			label: string,
			mine: string,
			book: string,
			factor: string,
			count: string,
			code: CodeNames,
			how?: string,
		) =>
			`${label} your ${code.countSolutions} answered in ${mine}, while the book's plain search took ${book} on this device, just now${how ? ` (${how})` : ''}: more than ${factor} times as fast. ` +
			`No search counts ${count} solutions that quickly, so your code seems to look the answer up instead of counting it. Count by searching, afresh on every call`,
		notANumber: (label: string, value: string) =>
			`${label} you returned ${value}; return the number of solutions`,
		wrong: (label: string, value: string, expected: string) =>
			`${label} you returned ${value}; the published count (OEIS A000170) is ${expected}`,
		countName: (n: number, count: string) => `n = ${n}: ${count} solutions`,
		counted: (label: string, count: string) => `${label} you counted ${count}, the published count`,
		countsName: (sizes: string) => `${sizes}: the published counts`,
		countedAll: (label: string, counts: string) =>
			`${label} you counted ${counts}, the published counts`,
		searchedName: (n: number) => `n = ${n}: counted by a search, not written in`,
		notYet: (label: string, expected: string, value: string) =>
			`${label} the count is not ${expected} yet (you returned ${value}); this check looks at how the count is made once it is right`,
		/** How exercise 3 timed both searches: "median of 3 runs each, after a warm-up on n = 10". */
		measured: (runs: number, warmUp: number) =>
			`${runs === 1 ? 'one run each' : `median of ${runs} runs each`}, after a warm-up on n = ${warmUp}`,
		searched: (label: string, mine: string, book: string, how: string) =>
			`${label} your count took ${mine} and the book's plain search ${book} (${how}): the time of a real search`,
	},
	/** The open challenge: faster than the book's plain search, on the learner's own device. */
	challenge: {
		speedName: (n: number, factor: number) =>
			`n = ${n}: at least ${factor} times as fast as the book's plain search`,
		notYet: (label: string, expected: string, value: string) =>
			`${label} the count is not ${expected} yet (you returned ${value}); the time counts once the count is right`,
		notAfresh: (label: string, expected: string, again: string, code: CodeNames) =>
			`${label} your ${code.countSolutions} returned ${expected} the first time and ${again} when called again: it must count afresh on every call`,
		clockStill: (label: string) =>
			`${label} this page's clock did not move while the book's search ran, so the two cannot be compared: run the cell again`,
		times: (mine: string, book: string) =>
			`your count took ${mine} at best, the book's plain search ${book}, on this device, just now`,
		/** "yours is 15.6 times as fast as the book's", "yours is 1.8 times as slow as the book's". */
		yours: (faster: boolean, times: string) =>
			`yours is ${times} times as ${faster ? 'fast' : 'slow'} as the book's`,
		tooSlow: (label: string, times: string, yours: string, factor: number, advice: string) =>
			`${label} ${times}: ${yours}, and the challenge asks for at least ${factor} times as fast. ${advice}`,
		/** What to change, from what the failed count did. */
		advice: {
			/** It called isSafe, which compares the square with every queen above it. */
			isSafe: (code: CodeNames) =>
				`Your count calls ${code.isSafe}, which compares each square with every queen above it: keep occupancy ${array(code)}s instead (a column and both diagonals answered with three look-ups), or bit masks`,
			/** Its own check is already cheaper than the book's, as occupancy arrays are. */
			cheaper: (code: CodeNames) =>
				`Your check is already cheaper than a scan, as occupancy ${array(code)}s are, but the search still tries every square of a row one by one. Bit masks go further: three integers mark the attacked columns and diagonals, one AND gives the whole row's free squares, and the search visits only those`,
			/** Its own check costs as much as a scan. */
			scan: (code: CodeNames) =>
				`Your check costs about as much as a scan of the rows above: occupancy ${array(code)}s answer with three look-ups, and bit masks give a whole row's free squares with one AND`,
		},
		fastEnough: (label: string, times: string, yours: string, factor: number) =>
			`${label} ${times}: ${yours} (the challenge asks for ${factor} times)`,
	},
	/** Exercise 4: chess notation. */
	chess: {
		name: (n: number) => `n = ${n}: the first solution in chess notation`,
		forColumns: (columns: string) => `for ${columns}`,
		notAString: (label: string, isArray: boolean, value: string, code: CodeNames) =>
			`${label} you returned ${isArray ? anArray(code) : value}, not a string: return the squares as one string, joined by spaces, like "a8 b2". Your answer: ${value}`,
		right: (label: string, expected: string) => `${label} you returned "${expected}"`,
		byRow: (label: string, value: string) =>
			`${label} your squares are right, but listed row by row: the QBASIC article's program lists them file by file, from a. Your answer: ${value}`,
		fromTheTop: (label: string, n: number, value: string) =>
			`${label} your ranks count from the top, rank 1 for the top row, but chess counts them from the bottom: the top row is rank ${n}, so row r (from 0) is rank n − r, not r + 1. Your answer: ${value}`,
		fromZero: (label: string, n: number, value: string) =>
			`${label} your ranks go from 0 to ${n - 1}, but chess ranks go from 1 to ${n}: row r (from 0) is rank n − r, not n − r − 1. Your answer: ${value}`,
		filesShifted: (label: string, value: string, code: CodeNames) =>
			`${label} your files are one letter off: column 0 is file a, so column c is file ${code.fileLetter}. Your answer: ${value}`,
		swapped: (label: string, value: string) =>
			`${label} your files and ranks are swapped: the file (the letter) comes from the queen's column, and the rank (the number) from its row, n − r. Your answer: ${value}`,
		otherOrder: (label: string, expected: string, value: string) =>
			`${label} your squares are right, but in another order: list them file by file, ${expected}. Your answer: ${value}`,
		wrong: (label: string, expected: string, value: string) =>
			`${label} the chess squares are "${expected}". Your answer: ${value}`,
	},
	/** Exercise 5: the occupancy-array check. */
	occupancy: {
		missing: (label: string, value: string, names: readonly string[]) =>
			`${label} you returned ${value}, which has no ${names.join(', ')}; return { isSafe, place, remove }`,
		/** A square as the learner's place and isSafe calls name it, counted from 0: "(2, 4)". */
		at: (row: number, col: number) => `(${row}, ${col})`,
		/** The queens of the search so far, each as at() names it. */
		queensAt: (squares: readonly string[]) =>
			squares.length === 0
				? 'no queen on the board'
				: squares.length === 1
					? `a queen at ${squares[0]!}`
					: `queens at ${squares.slice(0, -1).join(', ')} and ${squares.at(-1)!}`,
		/** An isSafe that still refuses a square along a line of a queen taken back. */
		stillBlocked: (
			label: string,
			queens: string,
			call: string,
			square: string,
			removed: string,
			line: string,
		) =>
			`${label}, with ${queens}, your ${call} said attacked, but no queen attacks ${square}: the queen taken back from ${removed} still blocks its ${line}. remove must clear all three entries that place set (the bug of chapter 6)`,
		/** The same, for Python's OccupancyCheck(n): the methods it lacks, in snake_case. */
		missingPython: (label: string, names: readonly string[]) =>
			`${label} your OccupancyCheck has no method ${names.join(', ')}: give the class the methods is_safe(self, row, col), place(self, row, col) and remove(self, row, col)`,
		attacker: (square: string, line: string) =>
			`the queen at ${square} attacks it along the ${line}`,
		rulesName: (sizes: string) => `every square the search asks about, ${sizes}`,
		disagrees: (
			label: string,
			queens: string,
			call: string,
			said: string,
			why: string | undefined,
			square: string,
		) =>
			`${label}, with ${queens}, your ${call} said ${said}, but ${why ?? `no queen attacks ${square}`}`,
		rulesAgree: (asked: string, code: CodeNames) =>
			`your ${code.isSafe} answered ${asked} questions as the rules do`,
		diagonalsName: 'one queen: each diagonal on its own',
		afterPlace: (row: number, col: number) => `after place(${row}, ${col}) on an empty 8×8 board`,
		said: (label: string, call: string, said: string) => `${label}, your ${call} said ${said}`,
		missesLine: (line: string, said: string, queen: string, square: string, code: CodeNames) =>
			`your check misses the ${line}: place must mark it and ${code.isSafe} look it up. ${said[0]!.toUpperCase()}${said.slice(1)}, but the queen at ${queen} attacks ${square} along the ${line} alone`,
		offItsLines: (said: string, square: string, queen: string) =>
			`${said}, but ${square} shares no column and no diagonal with the queen at ${queen}: check the index of each diagonal`,
		diagonalsRight:
			'a queen’s \\ and / diagonals are each refused on their own, near and far, and squares off its lines are free',
		removeName: 'remove clears what place marked',
		notMarked: (line: string, row: number, col: number, call: string) =>
			`your check misses the ${line}: place must mark that line before remove can clear it. After place(${row}, ${col}) on an empty 8×8 board, your ${call} said safe, but the queen attacks it along the ${line}`,
		afterRemove: (row: number, col: number) =>
			`after place(${row}, ${col}) and remove(${row}, ${col}) on an empty 8×8 board`,
		notCleared: (label: string, call: string, line: string) =>
			`${label}, your ${call} still said attacked: remove must clear the ${line} that place marked (the bug of chapter 6)`,
		removeRight: 'a queen blocks its column and both diagonals, and no longer once taken back',
		searchName: (n: number, count: string) => `n = ${n}: the search finds ${count}`,
		runaway: (label: string, most: string, want: string) =>
			`${label} the search with your check asked more than ${most} questions; a correct check needs ${want}: it must be letting attacked squares through`,
		searchWrong: (
			label: string,
			solutions: string,
			checks: string,
			expected: string,
			want: string,
		) =>
			`${label} the search with your check found ${solutions} solutions with ${checks} checks; every correct check finds ${expected} with ${want}`,
		searchRight: (label: string, expected: string, checks: string) =>
			`${label} the search with your check found ${expected} solutions with ${checks} checks, like every other check`,
	},
	/** The exercises of chapter 8: how the page names one, their titles and hints. */
	exercises: {
		/** "Exercise 2: every permutation". */
		label: (number: number, title: string) =>
			`Exercise ${number}: ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
		titles: {
			'first-solution': 'Stop at the first solution',
			permutations: 'Every permutation',
			'count-12': 'Count 12 queens',
			'chess-notation': 'Chess notation',
			'occupancy-check': 'The occupancy-array check',
			'count-13': 'Challenge: count 13 queens, fast',
		},
		hints: {
			'first-solution': [
				'The search knows it has a solution in exactly one place: when the row number reaches n. That is where the stopping starts.',
				'Returning from the innermost call is not enough: the calls above it are still inside their loops. Let each call say whether it found a solution, and return straight away, without taking the queen back, when the call below did.',
				'The checks count your calls of isSafe, on boards of 4 to 10 queens: stopping at the first solution takes exactly as many as the search makes to get there, trying the columns from 0 up in every row; no fewer, and no more.',
			],
			permutations: [
				'Start from 0, 1, …, n − 1 in order. A function that rearranges an array into the next permutation in dictionary order gives you all n! of them, each exactly once.',
				'Rows and columns are already distinct in a permutation, so only the diagonals need testing. Or reuse isSafe row by row, stopping at the first clash.',
				'Count the permutations you generate. The checks try every board from 1 to 8 queens, and count your calls of isSafe to compare them with backtracking’s.',
			],
			'count-12': [
				'You have everything already: run the full search and, where it would print a board, add one to a counter instead.',
				'Leave the printing out: 14,200 boards of 12 lines each would be 170,400 lines of output.',
				'To go faster, make each check cheaper (occupancy arrays or bit masks, chapter 4). Every check answers the same questions, so the search itself does not shrink.',
				'The checks try every board from 1 to 8 queens, then 10 and 12, and time your count of 12 beside the book’s own search: a count written in from a table answers far too quickly to be a search.',
			],
			'chess-notation': [
				'Counting rows and columns from 0, with row 0 at the top, square (r, c) is file `a` + c and rank n − r.',
				'The list runs by file, not by row. Loop over the files; for each one, find the row whose queen stands in that column.',
				'String.fromCharCode(97 + c) is the letter of file c: 97 is the code of a.',
			],
			'occupancy-check': [
				'An n × n board has n columns and 2n − 1 diagonals each way. Counting from 0, square (r, c) lies on \\ diagonal r − c + n − 1 and on / diagonal r + c.',
				'Placing writes three entries and removing clears the same three. Forget the clearing and you get the bug of chapter 6: squares stay blocked by queens that are gone.',
				'The checks start with one queen and squares that only its \\ diagonal, or only its / diagonal, attacks. Then they compare your answers with the rules on every square a search asks about, and run the full search for 8 queens with your check: 92 solutions, 15,720 checks.',
			],
			'count-13': (factor: number) => [
				`The search of exercise 3 is right; it only has to get faster. The checks count 1 to 13 queens, then time your countSolutions(12) beside the book’s plain search (a scan of the rows above, as isSafe does) in this page, on your device: at least ${factor} times as fast passes, on a slow phone or a fast laptop alike.`,
				'isSafe walks all the rows above. Occupancy arrays (exercise 5) answer with three look-ups, which about doubles the speed; bit masks answer with one AND and find every free square of a row at once, which is what gets past the bar.',
				'With bit masks, the free squares of a whole row are one number: all & ~(cols | down | up). Take its lowest bit (free & -free) for the next queen, and shift the diagonal masks by one for the row below.',
			],
		},
		/**
		 * The hints of a cell written in Lua (exercises 1 and 2, the article's): the same ladder,
		 * in the article's names (addqueen, isplaceok) and its tables counted from 1.
		 */
		luaHints: {
			'first-solution': [
				'The search knows it has a solution in exactly one place: when n passes N. That is where the stopping starts.',
				'Returning from the innermost call is not enough: the calls above it are still inside their loops. Let addqueen return true when it found a solution, and return straight away when the call below did: `if addqueen(n + 1) then return true end`.',
				'The checks count your calls of isplaceok, on boards of 4 to 10 queens: stopping at the first solution takes exactly as many as the search makes to get there, trying the columns from 1 up in every row; no fewer, and no more.',
			],
			permutations: [
				'Fill a[1] … a[N] row by row, with a table `used` of the columns taken: try a column only while it is free, and free it again on the way back. Trying the columns from 1 up gives all N! permutations in dictionary order, each once.',
				'A permutation holds every column once already, so only the diagonals can clash: `isplaceok(a, n, a[n])` for n = 2 … N tests each row against the rows above; stop at the first false.',
				'Count every permutation in `candidates`, and keep a copy of each valid one (`table.move(a, 1, N, 1, {})`), since a goes on changing. The checks try every board from 1 to 8 queens, and set your calls of isplaceok beside backtracking’s, as the article’s exercise 2.2 asks.',
			],
		},
		/**
		 * The hints of a cell written in Python (exercises 1, 2, 4 and 5): the same ladder, in
		 * Python's names (is_safe, itertools.permutations, chr, a class).
		 */
		pythonHints: {
			'first-solution': [
				'The search knows it has a solution in exactly one place: when the row number reaches n. That is where the stopping starts.',
				'Returning from the innermost call is not enough: the calls above it are still inside their loops. Let place_row return True when it found a solution, and return straight away, without taking the queen back (no `columns.pop()`), when the call below did.',
				'The checks count your calls of is_safe, on boards of 4 to 10 queens: stopping at the first solution takes exactly as many as the search makes to get there, trying the columns from 0 up in every row; no fewer, and no more.',
			],
			permutations: [
				'`itertools.permutations(range(n))` gives all n! orders of the columns, each exactly once, in dictionary order: each one is a tuple, columns[row] as always.',
				'Rows and columns are already distinct in a permutation, so only the diagonals need testing. Or reuse is_safe row by row (it takes a tuple too), stopping at the first clash: `all()` stops there for you.',
				'Count the permutations you generate, and append each solution as a list. The checks try every board from 1 to 8 queens, and count your calls of is_safe to compare them with backtracking’s.',
			],
			'chess-notation': [
				'Counting rows and columns from 0, with row 0 at the top, square (r, c) is file `a` + c and rank n − r.',
				'The list runs by file, not by row. Loop over the files; for each one, `columns.index(file)` is the row whose queen stands in that column.',
				"`chr(ord('a') + c)` is the letter of file c, and `str(n - r)` its rank; `' '.join(squares)` puts the spaces between them.",
			],
			'occupancy-check': [
				'An n × n board has n columns and 2n − 1 diagonals each way. Counting from 0, square (r, c) lies on \\ diagonal r − c + n − 1 and on / diagonal r + c: keep three lists in `__init__`, such as `[False] * (2 * n - 1)`.',
				'place sets three entries and remove clears the same three. Forget the clearing and you get the bug of chapter 6: squares stay blocked by queens that are gone.',
				'The checks make an OccupancyCheck(n) and call its methods, is_safe(row, col), place(row, col) and remove(row, col): first one queen and squares that only its \\ diagonal, or only its / diagonal, attacks; then every square a search asks about; then the full search for 8 queens with your check: 92 solutions, 15,720 checks.',
			],
			'count-12': (timed: number) => [
				'You have everything already: run the full search and, where it would print a board, add one to a counter instead.',
				'Leave the printing out: a count prints one number, not thousands of boards.',
				'To go faster, make each check cheaper (occupancy lists or bit masks, chapter 4). Every check answers the same questions, so the search itself does not shrink.',
				`Python takes far longer over this search than JavaScript does (12 queens would outlast the cell's time limit), so in Python the checks try every board from 1 to ${timed} queens and time your count of ${timed} beside the book’s own search written in Python: a count written in from a table answers far too quickly to be a search.`,
			],
			'count-13': (factor: number, timed: number, last: number) => [
				`The count of exercise 3 is right; it only has to get faster. In Python the checks count 1 to ${last} queens and time your count_solutions(${timed}) beside the book’s plain search written in Python, in this page, on your device: at least ${factor} times as fast passes.`,
				'is_safe walks all the rows above, and every call of a Python function costs time of its own. Occupancy lists (exercise 5) answer with three look-ups inside the loop, with no call, and that alone gets past the bar in Python; bit masks go further.',
				'With bit masks, the free squares of a whole row are one number: full & ~(cols | down | up), with full = (1 << n) - 1. Take its lowest bit (free & -free) for the next queen, and shift the diagonal masks by one for the row below.',
			],
		},
	},
	/** The free cells of chapters 2 to 5: their names on the page, and hints where they have some. */
	chapterCells: {
		labels: {
			columnOrder: 'Try it: the order of the columns',
			arrayToBoard: 'Try it: from an array to a board',
			swapTheCheck: 'Try it: swap the check',
			recursionToLoop: 'Try it: from recursion to a loop',
		},
		recursionToLoopHints: [
			'The loop needs to know two things the calls kept for it: the row being filled (the length of `stack`) and the next column to try in it (a variable `col`).',
			'Each turn of the loop either places a queen (push, then `col = 0` for the next row) or retreats (pop the last column `back`, remove that queen, and go on from `back + 1`).',
			'The loop ends when the stack is full (a solution) or when it must retreat from the top row with nothing to pop (no solution).',
		],
		pythonRecursionToLoopHints: [
			'The loop needs to know two things the calls kept for it: the row being filled (`len(stack)`) and the next column to try in it (a variable `col`).',
			'Each turn of the loop either places a queen (`stack.append(col)`, then `col = 0` for the next row) or retreats (`back = stack.pop()`, remove that queen, and go on from `back + 1`).',
			'The loop ends when the stack is full (a solution) or when it must retreat from the top row with nothing to pop (no solution).',
		],
	},
};

export default en;

/** The exercises' words, in any language. */
export type ExercisesMessages = typeof en;
