import type { StartersMessages } from '../../i18n/en/starters.ts';
import { startersIn } from '../../i18n/starters.ts';
import type { Locale } from '../../i18n/locales.ts';
import { CHALLENGE_FACTOR } from '../../solver/count/index.ts';
import { quoted } from './printed-text.ts';

/*
 * The TypeScript of the exercise cells: what the editor starts with and the worked solutions.
 * Cell code has isSafe, printBoard, board and console in scope (helpers.ts) and imports nothing.
 * The solutions are tested: compiled with sucrase and run through the runner, every check passes.
 * The comments and the words they print are the page's language's (src/i18n/<locale>/starters.ts);
 * the code is the same in every one.
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

/** Exercise 2's last line: "40320 permutations, 92 solutions", in the words `p`. */
const printPermutations = (p: StartersMessages['prints']) =>
	`console.log(result.candidates, ${quoted(p.permutations)}, result.solutions.length, ${quoted(p.solutions)});`;

/** What the editor starts with, per exercise, with the comments `c` and the printed words `p`. */
function startersWith({ starters: c, prints: p }: StartersMessages): Record<Id, string> {
	return {
		'first-solution': `${c.firstSolution}
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
console.log(${quoted(p.firstSolution)}, solution);
if (solution) printBoard(solution);
`,
		permutations: `${c.permutations}
function permutationSolutions(n: number): { candidates: number; solutions: number[][] } {
	let candidates = 0;
	const solutions: number[][] = [];
	${c.yourCode}
	return { candidates, solutions };
}

const result = permutationSolutions(8);
${printPermutations(p)}
`,
		'count-12': `${c.count12}
function countSolutions(n: number): number {
	let count = 0;
	${c.count12Here}
	return count;
}

console.time('n = 12');
console.log(countSolutions(12));
console.timeEnd('n = 12');
`,
		'chess-notation': `${c.chess}
function toChess(columns: number[]): string {
	const n = columns.length;
	const squares: string[] = [];
	${c.yourCode}
	return squares.join(' ');
}

console.log(toChess([0, 4, 7, 5, 2, 6, 1, 3]));
`,
		'occupancy-check': `${c.occupancy}
function createOccupancyCheck(n: number) {
	const cols: boolean[] = new Array(n).fill(false);
	${c.occupancyHere}
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
console.log(check.isSafe(1, 1)); ${c.occupancyExample}
`,
		'count-13': `${c.count13(CHALLENGE_FACTOR)}
function countSolutions(n: number): number {
	let count = 0;
	${c.count13Here}
	return count;
}

console.time('n = 13');
console.log(countSolutions(13));
console.timeEnd('n = 13');
`,
	};
}

/** The worked solution of exercise 3: the full search, counting instead of printing. */
const countWithIsSafe = (
	c: StartersMessages['solutions'],
) => `function countSolutions(n: number): number {
	const columns: number[] = [];
	let count = 0;
	function placeRow(row: number): void {
		if (row === n) {
			count++; ${c.countInstead}
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

/** The worked solutions, per exercise, with the comments `c` and the printed words `p`. */
function solutionsWith({ solutions: c, prints: p }: StartersMessages): Record<Id, string> {
	return {
		'first-solution': `function firstSolution(n: number): number[] | null {
	const columns: number[] = [];
	${c.firstSolutionFilled}
	function placeRow(row: number): boolean {
		if (row === n) return true;
		for (let col = 0; col < n; col++) {
			if (!isSafe(columns, row, col)) continue;
			columns.push(col);
			if (placeRow(row + 1)) return true; ${c.firstSolutionFound}
			columns.pop();
		}
		return false;
	}
	return placeRow(0) ? columns : null;
}

printBoard(firstSolution(8)!);
`,
		permutations: `function permutationSolutions(n: number): { candidates: number; solutions: number[][] } {
	const columns = Array.from({ length: n }, (_, i) => i); ${c.permutationsFirst}
	let candidates = 0;
	const solutions: number[][] = [];
	${c.permutationsNext}
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
${printPermutations(p)}
`,
		'count-12': countWithIsSafe(c),
		'chess-notation': `function toChess(columns: number[]): string {
	const n = columns.length;
	const squares: string[] = [];
	for (let file = 0; file < n; file++) {
		const row = columns.indexOf(file); ${c.chessRow}
		squares.push(String.fromCharCode(97 + file) + (n - row));
	}
	return squares.join(' ');
}

console.log(toChess([0, 4, 7, 5, 2, 6, 1, 3]));
`,
		'occupancy-check': `function createOccupancyCheck(n: number) {
	const cols: boolean[] = new Array(n).fill(false);
	const down: boolean[] = new Array(2 * n - 1).fill(false); ${c.occupancyDown}
	const up: boolean[] = new Array(2 * n - 1).fill(false); ${c.occupancyUp}
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
		'count-13': `${c.bitMasks}
function countSolutions(n: number): number {
	const all = (1 << n) - 1; ${c.bitPerColumn}
	function placeRow(cols: number, down: number, up: number): number {
		if (cols === all) return 1; ${c.bitAllPlaced}
		let count = 0;
		let free = all & ~(cols | down | up);
		while (free !== 0) {
			const bit = free & -free; ${c.bitLowest}
			free ^= bit;
			${c.bitShift}
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
}

/** What the editor starts with, per exercise, in English. */
const STARTERS: Record<Id, string> = startersWith(startersIn('en'));

/** The worked solutions, per exercise, in English. */
export const SOLUTIONS: Record<Id, string> = solutionsWith(startersIn('en'));

/** What an exercise's editor starts with, its comments in `locale` (English unless told). */
export function exerciseStarter(id: ExerciseId, locale: Locale = 'en'): string {
	return locale === 'en' ? STARTERS[id] : startersWith(startersIn(locale))[id];
}

/** An exercise's worked solution, its comments in `locale` (English unless told). */
export function exerciseSolution(id: ExerciseId, locale: Locale = 'en'): string {
	return locale === 'en' ? SOLUTIONS[id] : solutionsWith(startersIn(locale))[id];
}
