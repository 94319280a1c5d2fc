/*
 * The words inside the notebook's code, in English: the exercises' starters and worked solutions
 * (src/notebook/exercises/exercise-code.ts) and the chapters' free cells (chapter-cells.ts). A
 * comment's entry is the whole comment, its `//` included, one line per line of code; a printed
 * string's entry is its text (`prints`). The code around them is the same in every language
 * (test/unit/starters-same-program.test.ts).
 */

/** The English comments of the notebook's code: the shape of every language's. */
const en = {
	/** What the exercises' editors start with. */
	starters: {
		firstSolution: `// This search finds every solution of n queens and returns the last
// one it met. Change it to stop at the first solution and return
// that (columns[row], counting from 0), or null when there is none.
// isSafe(columns, row, col) tells whether a square is free.`,
		permutations: `// Generate every permutation of the columns 0 … n − 1
// (n! of them) and keep the ones where no two queens attack
// each other, in dictionary order.`,
		yourCode: '// Your code here.',
		count12: '// Count the solutions for n queens without printing them.',
		count12Here: '// Your code: the full search, counting each board it would print.',
		chess: `// Name the queens by their chess squares, file by file from a:
// [0, 4, 7, 5, 2, 6, 1, 3] (columns[row], row 0 at the top) is
// "a8 b2 c4 d1 e7 f5 g3 h6".`,
		occupancy: `// A safety check with one entry per column and per diagonal,
// each saying whether a queen stands on that line: place marks
// three entries, remove clears them, isSafe looks up three.`,
		occupancyHere: '// Your arrays for the \\ and / diagonals here.',
		occupancyExample: '// false: the \\ diagonal of the queen on (0, 0)',
		count13: (factor: number) => `// Count the solutions of n queens, fast. The checks count 1
// to 13 queens (73,712 for 13), then time your count of 12
// beside the book's plain search, on your device: yours must
// be at least ${factor} times as fast.`,
		count13Here: '// Your fastest search here.',
	},
	/** The Python starters' comments (src/notebook/exercises/python-code.ts), `#` included. */
	python: {
		firstSolution: `# This search finds every solution of n queens and returns the last
# one it met. Change it to stop at the first solution and return
# that (columns[row], counting from 0), or None when there is none.
# is_safe(columns, row, col) tells whether a square is free.`,
		permutations: `# Generate every permutation of the columns 0 … n − 1
# (n! of them) and keep the ones where no two queens attack each
# other, in dictionary order (itertools.permutations may help).`,
		yourCode: '# Your code here.',
		chess: `# Name the queens by their chess squares, file by file from a:
# [0, 4, 7, 5, 2, 6, 1, 3] (columns[row], row 0 at the top) is
# "a8 b2 c4 d1 e7 f5 g3 h6".`,
		occupancy: `# A safety check with one entry per column and per diagonal,
# each saying whether a queen stands on that line: place marks
# three entries, remove clears them, is_safe looks up three.`,
		occupancyHere: '# Your lists for the \\ and / diagonals here.',
		occupancyExample: '# False: the \\ diagonal of the queen on (0, 0)',
	},
	/** The Lua starters' comments (src/notebook/exercises/lua-code.ts), `--` included. */
	lua: {
		firstSolution: `-- This search finds every solution of N queens and returns the last
-- one it met. Change it to stop at the first solution and return
-- that table (a[n] is the column of row n, counting from 1), or nil
-- when there is none. isplaceok(a, n, c) tells whether row n,
-- column c is free of the queens in rows 1 to n - 1.`,
		permutations: `-- Generate every permutation of the columns 1 … N (N! of them) and
-- keep, in dictionary order, the ones where no two queens attack
-- each other. isplaceok(a, n, c) tests row n against the rows above.`,
		yourCode: '-- Your code here.',
	},
	/** The Lua chapter cells' comments (src/notebook/exercises/lua-chapter-cells.ts), `--` included. */
	luaChapters: {
		arrayToBoard: `-- A board stored the article's way: columns[row] is the column of
-- that row's queen, both counted from 1. The code draws the grid the
-- table stands for, then puts the queens on the traced board one row
-- at a time, asking first whether each square is safe. This table is
-- not a solution: change one or two values until it is, try two
-- queens in one column, or flip it (each c becomes n + 1 - c). Then
-- press "Show on the board".`,
		theGrid: '-- The grid: n rows of n squares, Q where a queen stands.',
		swapTheCheck: `-- Two of this chapter's checks, written out with a counter of
-- comparisons (one for each queen looked at). The search finds every
-- solution of 8 queens asking \`check\`, and the traced board asks the
-- same questions, so a check that answers wrong stops the run. Swap
-- check for formulaup, or write a check of your own, and compare the
-- comparisons. Then "Show on the board".`,
		formula: '-- Every queen above, top row first.',
		formulaUp: '-- The same test, nearest row first.',
		grouped: '-- 15720 written 15,720: the digits in threes from the right.',
	},
	/** The Lua worked solutions' comments, `--` included. */
	luaSolutions: {
		firstSolutionFilled: '-- true when rows n … N could be filled: the queens stay put.',
		firstSolutionFound: '-- found below: stop, leave the queens standing',
		permutationsAll: '-- every order of the columns, in dictionary order',
		permutationsTested: '-- each row against the rows above it, stopping at the first clash',
	},
	/** The Python worked solutions' comments, `#` included. */
	pythonSolutions: {
		firstSolutionFilled: '# True when rows row … n − 1 could be filled: the queens stay put.',
		firstSolutionFound: '# found below: stop, leave the queens standing',
		permutationsAll: '# every order of the columns, in dictionary order',
		permutationsDiagonals: '# rows and columns differ already: only the diagonals can clash',
		chessRow: '# the row whose queen stands in this file',
		occupancyDown: '# \\ diagonals: row − col + n − 1',
		occupancyUp: '# / diagonals: row + col',
	},
	/** The worked solutions' comments. */
	solutions: {
		firstSolutionFilled: '// True when rows row … n − 1 could be filled: the queens stay put.',
		firstSolutionFound: '// found below: stop, leave the queens standing',
		permutationsFirst: '// 0, 1, …, n − 1: the first permutation',
		permutationsNext: '// Turns a into the next permutation; false after the last one.',
		countInstead: '// where the full search would print a board',
		chessRow: '// the row whose queen stands in this file',
		occupancyDown: '// \\ diagonals: row − col + n − 1',
		occupancyUp: '// / diagonals: row + col',
		bitMasks: `// Bit masks: bit c of cols is set when column c holds a
// queen; down and up mark the squares of this row that the
// queens above attack along the two diagonals.`,
		bitPerColumn: '// one bit per column',
		bitAllPlaced: '// every column holds a queen: one solution',
		bitLowest: '// the lowest free column',
		bitShift: '// One row further down, the diagonals move one column over.',
	},
	/** The free cells of chapters 2 to 5, and chapter 5's worked loop. */
	chapters: {
		columnOrder: `// This chapter's search on the traced board, stopping at the
// first solution. Run it, then press "Show on the board" to
// step through it. Then change the order the loop tries the
// columns: from the right (col = n - 1; col >= 0; col--), or
// from the middle. Which solution comes first now, and how
// many squares does the search try to reach it?`,
		arrayToBoard: `// A board stored the chapter's way: columns[row] is the column
// of that row's queen, both counted from 0. The code draws the
// grid the array stands for, then puts the queens on the traced
// board one row at a time, asking first whether each square is
// safe. This array is not a solution: change one or two values
// until it is, try two queens in one column, or flip it
// (each c becomes n - 1 - c). Then press "Show on the board".`,
		theGrid: '// The grid: n rows of n squares, true where a queen stands.',
		swapTheCheck: `// Two of this chapter's checks, written out with a counter of
// comparisons (one for each queen looked at). The search finds
// every solution of 8 queens asking \`check\`, and the traced board
// asks the same questions, so a check that answers wrong stops
// the run. Swap check for formulaUp, or write a check of your
// own, and compare the comparisons. Then "Show on the board".`,
		formula: '/** Every queen above, top row first. */',
		formulaUp: '/** The same test, nearest row first. */',
		recursionToLoop: `// The recursive search on 6 × 6, stopping at the first solution.
// Rewrite it as a loop that keeps the columns in an array \`stack\` of
// its own: push a column when a queen goes down, pop it to go back, and
// carry on from the popped column + 1. When your loop prints the same
// solution after the same number of checks, press "Show on the board":
// the steps should match the recursive search's one for one.`,
		loop: `// The same search as a loop: stack[row] is the column of row's
// queen, and col is the next column to try in the row being filled.`,
		loopPlace: '// Place, and start the next row from its first column.',
		loopNoSolution: '// the top row has run out of columns: no solution',
		loopRetreat: '// Retreat: take the last queen back; try the column after it.',
	},
	/**
	 * The Python chapter cells' comments (src/notebook/exercises/python-chapter-cells.ts), `#`
	 * included; the loop's other comments are the TypeScript ones (\`chapters\`), with `#`.
	 */
	pythonChapters: {
		columnOrder: `# This chapter's search on the traced board, stopping at the first
# solution. Run it, then press "Show on the board" to step through it.
# Then change the order the loop tries the columns: from the right
# (range(n - 1, -1, -1)), or from the middle. Which solution comes
# first now, and how many squares does the search try to reach it?`,
		arrayToBoard: `# A board stored the chapter's way: columns[row] is the column
# of that row's queen, both counted from 0. The code draws the
# grid the list stands for, then puts the queens on the traced
# board one row at a time, asking first whether each square is
# safe. This list is not a solution: change one or two values
# until it is, try two queens in one column, or flip it
# (each c becomes n - 1 - c). Then press "Show on the board".`,
		theGrid: '# The grid: n rows of n squares, True where a queen stands.',
		swapTheCheck: `# Two of this chapter's checks, written out with a counter of
# comparisons (one for each queen looked at). The search finds
# every solution of 8 queens asking \`check\`, and the traced board
# asks the same questions, so a check that answers wrong stops
# the run. Swap check for formula_up, or write a check of your
# own, and compare the comparisons. Then "Show on the board".`,
		formula: '"""Every queen above, top row first."""',
		formulaUp: '"""The same test, nearest row first."""',
		recursionToLoop: `# The recursive search on 6 × 6, stopping at the first solution.
# Rewrite it as a loop that keeps the columns in a list \`stack\` of its
# own: append a column when a queen goes down, pop it to go back, and
# carry on from the popped column + 1. When your loop prints the same
# solution after the same number of checks, press "Show on the board":
# the steps should match the recursive search's one for one.`,
	},
	/**
	 * What the code prints for its reader: the text of a string in console.log or an Error. A
	 * function is a template literal: its arguments are the code's `${…}` slots, in the code's
	 * order (the code fills them; a language may move the words around them, not the slots).
	 * console.log puts a space between its arguments, so a text beside one ends in a word.
	 */
	prints: {
		/** Exercise 1's starter: "First solution: [0, 4, 7, 5, 2, 6, 1, 3]". */
		firstSolution: 'First solution:',
		/** Exercise 2: "40320 permutations, 92 solutions". */
		permutations: 'permutations,',
		solutions: 'solutions',
		/** Chapters 2 and 5: "First solution: 04752613 after trying 876 squares". */
		chapterFirst: 'First solution:',
		afterTrying: 'after trying',
		squares: 'squares',
		/** Chapter 5: "First solution: 024135 after 78 checks". */
		after: 'after',
		checks: 'checks',
		/** Chapter 3: a queen placed on a square that one above attacks. */
		attackedSquare: (row: string, col: string) =>
			`columns[${row}] = ${col}: a queen above attacks this square`,
		isSolution: 'A solution: no queen attacks another.',
		/** "Queens attacked: 1 of 6.": right for one queen and for many (the count is the code's). */
		attackedCount: (attacked: string, n: string) => `Queens attacked: ${attacked} of ${n}.`,
		/** Chapter 4: a check that answers otherwise than the traced board, and the tally. */
		checkSays: (name: string, safe: string, row: string, col: string) =>
			`${name} says ${safe} for columns[${row}] = ${col}`,
		boardSays: (says: string, boardSafe: string) => `${says}, the board says ${boardSafe}`,
		tally: (name: string, solutions: string, comparisons: string) =>
			`${name}: ${solutions} solutions, ${comparisons} comparisons`,
	},
	/**
	 * The first comments of exercise 3's and the challenge's Python starters
	 * (src/notebook/exercises/python-count-code.ts), `#` included: their checks stop at smaller
	 * boards than JavaScript's. Their other comments are the TypeScript code's, with `#`.
	 */
	pythonCount: {
		count12: (
			n: number,
			count: string,
		) => `# Count the solutions for n queens without printing them.
# Python is slower than JavaScript, so in Python the checks
# count 1 to ${n} queens (${count} for ${n}) and time your count of ${n}.`,
		count13: (
			factor: number,
			timed: number,
			last: number,
			count: string,
		) => `# Count the solutions of n queens, fast. Python is slower than
# JavaScript, so the checks count 1 to ${last} queens (${count} for ${last}), then
# time your count of ${timed} beside the book's plain search in Python,
# on your device: yours must be at least ${factor} times as fast.`,
	},
};

export default en;

/** The comments and printed words of the notebook's code, in any language. */
export type StartersMessages = typeof en;
