/*
 * The English titles and hints of chapter 8's exercises and of the chapters' free cells: part of
 * the exercises' English catalog (en.ts), kept apart so each file stays short.
 */

/** The exercises' and free cells' names, titles and hints, in English. */
const titles = {
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
			'count-13': 'Challenge: count 13 queens in time',
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
	},
};

export default titles;
