/*
 * The "try it" cells of chapters 2 to 5: free cells (no hidden checks) whose starter drives the
 * traced board, so "Show on the board" replays it, and whose comment invites one change. Each
 * starter and each change it invites are run in test/unit/chapter-cells.test.ts against the solver.
 */

/** One free cell of a chapter. */
export interface ChapterCell {
	/** The cell's id, for saving the learner's edits. */
	id: string;
	/** The cell's name on the page (its region's accessible name). */
	label: string;
	/** TypeScript the cell starts with. */
	starter: string;
	/** Hints towards the change the cell invites, when it takes some writing. */
	hints?: readonly string[];
	/** That change made, shown after the last hint (tested: it prints what the starter prints). */
	worked?: string;
}

/**
 * The chapters' recursive search on the traced board, stopping at the first solution, with a
 * counter of the squares it tries: chapter 2 changes its loop, chapter 5 turns it into a loop.
 */
function firstSolutionSearch(intro: string, n: number, counter: string, ending: string): string {
	return `${intro}
const n = ${n};
board.start(n);
let ${counter} = 0;

function placeRow(row: number): boolean {
	if (row === n) {
		board.solution();
		return true;
	}
	for (let col = 0; col < n; col++) {
		${counter}++;
		if (board.isSafe(row, col)) {
			board.place(row, col);
			if (placeRow(row + 1)) return true;
			board.remove(row, col);
		}
	}
	return false;
}

placeRow(0);
${ending}
`;
}

/** Chapter 2: the search to the first solution, with the loop's column order to change. */
const COLUMN_ORDER = firstSolutionSearch(
	`// This chapter's search on the traced board, stopping at the first solution. Run it, then
// press "Show on the board" to step through it. Then change the order the loop tries the
// columns: from the right (col = n - 1; col >= 0; col--), or from the middle. Which solution
// comes first now, and how many squares does the search try to reach it?`,
	8,
	'tried',
	`console.log('First solution:', board.columns.join(''), 'after trying', tried, 'squares');
printBoard([...board.columns]);`,
);

/** Chapter 3: an array of columns, turned into a grid and put on the board row by row. */
const ARRAY_TO_BOARD = `// A board stored the chapter's way: columns[row] is the column of that row's queen, both
// counted from 0. The code draws the grid the array stands for, then puts the queens on the
// traced board one row at a time, asking first whether each square is safe. This array is not a
// solution: change one or two values until it is, try two queens in one column, or flip it
// (each c becomes n - 1 - c). Then press "Show on the board".
const columns = [0, 2, 4, 1, 3, 5];
const n = columns.length;

// The grid: n rows of n squares, true where a queen stands.
const grid = columns.map((c) => Array.from({ length: n }, (_, col) => col === c));
console.log(grid.map((row) => row.map((queen) => (queen ? 'Q' : '.')).join(' ')).join('\\n'));

board.start(n);
let attacked = 0;
for (let row = 0; row < n; row++) {
	const col = columns[row];
	if (!board.isSafe(row, col)) {
		attacked++;
		console.log(\`columns[\${row}] = \${col}: a queen above attacks this square\`);
	}
	board.place(row, col);
}
if (attacked === 0) {
	board.solution();
	console.log('A solution: no queen attacks another.');
} else {
	console.log(\`\${attacked} of \${n} queens are attacked.\`);
}
`;

/** Chapter 4: two checks written out with a comparison counter, one of them used by the search. */
const SWAP_THE_CHECK = `// Two of this chapter's checks, written out with a counter of comparisons (one for each queen
// looked at). The search finds every solution of 8 queens asking \`check\`, and the traced board
// asks the same questions, so a check that answers wrong stops the run. Swap check for
// formulaUp, or write a check of your own, and compare the comparisons. Then "Show on the board".
let comparisons = 0;

/** Every queen above, top row first. */
function formula(columns: number[], row: number, col: number): boolean {
	for (let r = 0; r < row; r++) {
		comparisons++;
		const c = columns[r];
		if (c === col || Math.abs(c - col) === row - r) return false;
	}
	return true;
}

/** The same test, nearest row first. */
function formulaUp(columns: number[], row: number, col: number): boolean {
	for (let r = row - 1; r >= 0; r--) {
		comparisons++;
		const c = columns[r];
		if (c === col || Math.abs(c - col) === row - r) return false;
	}
	return true;
}

const check = formula;
const n = 8;
board.start(n);
const columns: number[] = [];
let solutions = 0;

function placeRow(row: number): void {
	if (row === n) {
		solutions++;
		board.solution();
		return;
	}
	for (let col = 0; col < n; col++) {
		const safe = check(columns, row, col);
		if (safe !== board.isSafe(row, col)) {
			const says = \`\${check.name} says \${safe} for columns[\${row}] = \${col}\`;
			throw new Error(\`\${says}, the board says \${!safe}\`);
		}
		if (safe) {
			columns.push(col);
			board.place(row, col);
			placeRow(row + 1);
			board.remove(row, col);
			columns.pop();
		}
	}
}

placeRow(0);
console.log(\`\${check.name}: \${solutions} solutions, \${comparisons} comparisons\`);
`;

/**
 * Chapter 5's board: 6 × 6, whose first solution needs retreats on the way (5 × 5 reaches its
 * first with none), so a loop whose retreat is wrong prints another answer than the recursion.
 */
export const LOOP_CELL_N = 6;

/** Chapter 5: the recursive search, to be rewritten as a loop with a stack of its own. */
const RECURSION_TO_LOOP = firstSolutionSearch(
	`// The recursive search on 6 × 6, stopping at the first solution. Rewrite it as a loop that
// keeps the columns in an array \`stack\` of its own: push a column when a queen goes down, pop
// it to go back, and carry on from the popped column + 1. When your loop prints the same
// solution after the same number of checks, press "Show on the board": the steps should match
// the recursive search's one for one.`,
	LOOP_CELL_N,
	'checks',
	"console.log('First solution:', board.columns.join(''), 'after', checks, 'checks');",
);

/** Chapter 5's search as the loop its cell asks for: the same steps, in the same order. */
const RECURSION_AS_LOOP = `// The same search as a loop: stack[row] is the column of row's queen, and col is the next
// column to try in the row being filled.
const n = ${LOOP_CELL_N};
board.start(n);
let checks = 0;
const stack: number[] = [];
let col = 0;

while (stack.length < n) {
	const row = stack.length;
	while (col < n) {
		checks++;
		if (board.isSafe(row, col)) break;
		col++;
	}
	if (col < n) {
		// Place, and start the next row from its first column.
		board.place(row, col);
		stack.push(col);
		col = 0;
	} else if (stack.length === 0) {
		break; // the top row has run out of columns: no solution
	} else {
		// Retreat: take the last queen back and go on from the column after it.
		const back = stack.pop()!;
		board.remove(stack.length, back);
		col = back + 1;
	}
}

if (stack.length === n) board.solution();
console.log('First solution:', board.columns.join(''), 'after', checks, 'checks');
`;

/** The free cells of chapters 2 to 5, by the name the chapter uses. */
export const CHAPTER_CELLS = {
	columnOrder: {
		id: 'ch2-column-order',
		label: 'Try it: the order of the columns',
		starter: COLUMN_ORDER,
	},
	arrayToBoard: {
		id: 'ch3-array-to-board',
		label: 'Try it: from an array to a board',
		starter: ARRAY_TO_BOARD,
	},
	swapTheCheck: {
		id: 'ch4-swap-the-check',
		label: 'Try it: swap the check',
		starter: SWAP_THE_CHECK,
	},
	recursionToLoop: {
		id: 'ch5-recursion-to-loop',
		label: 'Try it: from recursion to a loop',
		starter: RECURSION_TO_LOOP,
		hints: [
			'The loop needs to know two things the calls kept for it: the row being filled (the length of `stack`) and the next column to try in it (a variable `col`).',
			'Each turn of the loop either places a queen (push, then `col = 0` for the next row) or retreats (pop the last column `back`, remove that queen, and go on from `back + 1`).',
			'The loop ends when the stack is full (a solution) or when it must retreat from the top row with nothing to pop (no solution).',
		],
		worked: RECURSION_AS_LOOP,
	},
} as const satisfies Record<string, ChapterCell>;
