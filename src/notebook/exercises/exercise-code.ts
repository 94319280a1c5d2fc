import { CHALLENGE_FACTOR } from './checks-challenge.ts';

/*
 * The TypeScript of the exercise cells: what the editor starts with and the worked solutions.
 * Cell code has isSafe, printBoard, board and console in scope (helpers.ts) and imports nothing.
 * The solutions are tested: compiled with sucrase and run through the runner, every check passes.
 */

/** The exercises, by id. */
export type ExerciseId =
	| 'first-solution'
	| 'permutations'
	| 'count-12'
	| 'chess-notation'
	| 'occupancy-check'
	| 'count-13';

/** Keys of the exercises, for the records below. */
type Id = ExerciseId;

/** What the editor starts with, per exercise. */
export const STARTERS: Record<Id, string> = {
	'first-solution': `// This search finds every solution of n queens and returns the last one it met. Change it
// to stop at the first solution and return that (columns[row], counting from 0), or null
// when there is none. isSafe(columns, row, col) tells whether a square is free.
function firstSolution(n: number): number[] | null {
	const columns: number[] = [];
	let found: number[] | null = null;
	function placeRow(row: number): void {
		if (row === n) {
			found = [...columns];
			return;
		}
		for (let col = 0; col < n; col++) {
			if (isSafe(columns, row, col)) {
				columns.push(col);
				placeRow(row + 1);
				columns.pop();
			}
		}
	}
	placeRow(0);
	return found;
}

const solution = firstSolution(8);
console.log('First solution:', solution);
if (solution) printBoard(solution);
`,
	permutations: `// Generate every permutation of the columns 0 … n − 1 (n! of them) and keep the ones where
// no two queens attack each other, in dictionary order.
function permutationSolutions(n: number): { candidates: number; solutions: number[][] } {
	let candidates = 0;
	const solutions: number[][] = [];
	// Your code here.
	return { candidates, solutions };
}

const result = permutationSolutions(8);
console.log(result.candidates, 'permutations,', result.solutions.length, 'solutions');
`,
	'count-12': `// Count the solutions for n queens without printing them.
function countSolutions(n: number): number {
	let count = 0;
	// Your code here: the full search, adding one where it would print a board.
	return count;
}

console.time('n = 12');
console.log(countSolutions(12));
console.timeEnd('n = 12');
`,
	'chess-notation': `// Name the queens by their chess squares, file by file from a: [0, 4, 7, 5, 2, 6, 1, 3]
// (columns[row], row 0 at the top) is "a8 b2 c4 d1 e7 f5 g3 h6".
function toChess(columns: number[]): string {
	const n = columns.length;
	const squares: string[] = [];
	// Your code here.
	return squares.join(' ');
}

console.log(toChess([0, 4, 7, 5, 2, 6, 1, 3]));
`,
	'occupancy-check': `// A safety check with one entry per column and per diagonal, each saying whether a queen
// stands on that line: place marks three entries, remove clears them, isSafe looks up three.
function createOccupancyCheck(n: number) {
	const cols: boolean[] = new Array(n).fill(false);
	// Your arrays for the \\ and / diagonals here.
	return {
		isSafe(row: number, col: number): boolean {
			return !cols[col];
		},
		place(row: number, col: number): void {
			cols[col] = true;
		},
		remove(row: number, col: number): void {
			cols[col] = false;
		},
	};
}

const check = createOccupancyCheck(8);
check.place(0, 0);
console.log(check.isSafe(1, 1)); // false: the \\ diagonal of the queen on (0, 0)
`,
	'count-13': `// Count the solutions of n queens, fast. The checks count 1 to 13 queens (73,712 for 13),
// then time your count of 12 beside the book's plain search, on your device: yours must be
// at least ${CHALLENGE_FACTOR} times as fast.
function countSolutions(n: number): number {
	let count = 0;
	// Your fastest search here.
	return count;
}

console.time('n = 13');
console.log(countSolutions(13));
console.timeEnd('n = 13');
`,
};

/** The worked solution of exercise 3: the full search, counting instead of printing. */
const COUNT_WITH_IS_SAFE = `function countSolutions(n: number): number {
	const columns: number[] = [];
	let count = 0;
	function placeRow(row: number): void {
		if (row === n) {
			count++; // where the full search would print a board
			return;
		}
		for (let col = 0; col < n; col++) {
			if (!isSafe(columns, row, col)) continue;
			columns.push(col);
			placeRow(row + 1);
			columns.pop();
		}
	}
	placeRow(0);
	return count;
}

console.log(countSolutions(12));
`;

/** The worked solutions, per exercise. */
export const SOLUTIONS: Record<Id, string> = {
	'first-solution': `function firstSolution(n: number): number[] | null {
	const columns: number[] = [];
	// True when rows row … n − 1 could be filled: then the queens stay where they are.
	function placeRow(row: number): boolean {
		if (row === n) return true;
		for (let col = 0; col < n; col++) {
			if (!isSafe(columns, row, col)) continue;
			columns.push(col);
			if (placeRow(row + 1)) return true; // found below: stop, leave the queens standing
			columns.pop();
		}
		return false;
	}
	return placeRow(0) ? columns : null;
}

printBoard(firstSolution(8)!);
`,
	permutations: `function permutationSolutions(n: number): { candidates: number; solutions: number[][] } {
	const columns = Array.from({ length: n }, (_, i) => i); // 0, 1, …, n − 1: the first permutation
	let candidates = 0;
	const solutions: number[][] = [];
	// Rearranges a into the next permutation in dictionary order; false after the last one.
	function next(a: number[]): boolean {
		let i = a.length - 2;
		while (i >= 0 && a[i] >= a[i + 1]) i--;
		if (i < 0) return false;
		let j = a.length - 1;
		while (a[j] <= a[i]) j--;
		[a[i], a[j]] = [a[j], a[i]];
		for (let l = i + 1, r = a.length - 1; l < r; l++, r--) [a[l], a[r]] = [a[r], a[l]];
		return true;
	}
	do {
		candidates++;
		let valid = true;
		for (let row = 0; row < n && valid; row++) valid = isSafe(columns, row, columns[row]);
		if (valid) solutions.push([...columns]);
	} while (next(columns));
	return { candidates, solutions };
}

const result = permutationSolutions(8);
console.log(result.candidates, 'permutations,', result.solutions.length, 'solutions');
`,
	'count-12': COUNT_WITH_IS_SAFE,
	'chess-notation': `function toChess(columns: number[]): string {
	const n = columns.length;
	const squares: string[] = [];
	for (let file = 0; file < n; file++) {
		const row = columns.indexOf(file); // the row whose queen stands in this file
		squares.push(String.fromCharCode(97 + file) + (n - row));
	}
	return squares.join(' ');
}

console.log(toChess([0, 4, 7, 5, 2, 6, 1, 3]));
`,
	'occupancy-check': `function createOccupancyCheck(n: number) {
	const cols: boolean[] = new Array(n).fill(false);
	const down: boolean[] = new Array(2 * n - 1).fill(false); // \\ diagonals: row − col + n − 1
	const up: boolean[] = new Array(2 * n - 1).fill(false); // / diagonals: row + col
	const mark = (row: number, col: number, value: boolean) => {
		cols[col] = value;
		down[row - col + n - 1] = value;
		up[row + col] = value;
	};
	return {
		isSafe: (row: number, col: number) => !cols[col] && !down[row - col + n - 1] && !up[row + col],
		place: (row: number, col: number) => mark(row, col, true),
		remove: (row: number, col: number) => mark(row, col, false),
	};
}

const check = createOccupancyCheck(8);
check.place(0, 0);
console.log(check.isSafe(1, 1));
`,
	'count-13': `// Bit masks: bit c of cols is set when column c holds a queen; down and up mark the squares
// of this row that the queens above attack along the two diagonals.
function countSolutions(n: number): number {
	const all = (1 << n) - 1; // one bit per column
	function placeRow(cols: number, down: number, up: number): number {
		if (cols === all) return 1; // every column holds a queen: one solution
		let count = 0;
		let free = all & ~(cols | down | up);
		while (free !== 0) {
			const bit = free & -free; // the lowest free column
			free ^= bit;
			// One row further down, the diagonals move one column over.
			count += placeRow(cols | bit, ((down | bit) << 1) & all, (up | bit) >> 1);
		}
		return count;
	}
	return placeRow(0, 0, 0);
}

console.time('n = 13');
console.log(countSolutions(13));
console.timeEnd('n = 13');
`,
};
