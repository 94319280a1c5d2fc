import type { Rule } from '../events/events.ts';
import { lineBetween } from './board.ts';
import { NQueensInputError, validateN } from '../input/errors.ts';
import { LIMITS } from '../input/limits.ts';

/** One square of the board, 0-based: row 0 is the top row, column 0 the left column. */
export interface Square {
	row: number;
	col: number;
}

/** A queen that attacks a square, and the line it attacks along. */
export interface Attack {
	queen: Square;
	rule: Rule;
}

/** Two queens that attack each other; `first` comes before `second` in reading order. */
export interface QueenPair {
	first: Square;
	second: Square;
	rule: Rule;
}

/** Everything a board drawn by hand needs to know about a set of queens. */
export interface Position {
	n: number;
	/** The queens, each square once, in reading order (top row first, left to right). */
	queens: Square[];
	/** `attacks[row][col]`: the queens attacking that square, in reading order. A queen never attacks its own square. */
	attacks: Attack[][][];
	/** Every pair of queens sharing a row, column or diagonal. */
	pairs: QueenPair[];
	/** `conflicted[row][col]`: a queen stands there and at least one other queen attacks it. */
	conflicted: boolean[][];
	/** n queens and no pair attacking each other. */
	solved: boolean;
}

/** Whether a square lies on the n×n board. */
export function isOnBoard(n: number, square: Square): boolean {
	const { row, col } = square;
	return (
		Number.isInteger(row) && Number.isInteger(col) && row >= 0 && col >= 0 && row < n && col < n
	);
}

/** The queens of `queens` in reading order, each square once; throws for a square off the board. */
export function normaliseQueens(n: number, queens: readonly Square[]): Square[] {
	const seen = new Set<number>();
	const result: Square[] = [];
	for (const queen of queens) {
		if (!isOnBoard(n, queen)) {
			throw new NQueensInputError(
				'bad-board',
				`A queen at row ${queen.row}, column ${queen.col} is off the ${n}×${n} board.`,
			);
		}
		const key = queen.row * n + queen.col;
		if (seen.has(key)) continue;
		seen.add(key);
		result.push({ row: queen.row, col: queen.col });
	}
	return result.sort((a, b) => a.row - b.row || a.col - b.col);
}

/**
 * The queens that attack (row, col), each with its line. Queens attack along whole lines, as the
 * puzzle defines it: a queen standing in between does not shield the square.
 */
export function attackersOf(queens: readonly Square[], row: number, col: number): Attack[] {
	const result: Attack[] = [];
	for (const queen of queens) {
		if (queen.row === row && queen.col === col) continue;
		const rule = lineBetween(queen.row, queen.col, row, col);
		if (rule) result.push({ queen, rule });
	}
	return result;
}

/** Every pair of queens that attack each other, in reading order of the first queen, then the second. */
export function conflictingPairs(queens: readonly Square[]): QueenPair[] {
	const pairs: QueenPair[] = [];
	for (let i = 0; i < queens.length; i++) {
		for (let j = i + 1; j < queens.length; j++) {
			const [first, second] = [queens[i]!, queens[j]!];
			const rule = lineBetween(first.row, first.col, second.row, second.col);
			if (rule) pairs.push({ first, second, rule });
		}
	}
	return pairs;
}

/** Attacks, conflicts and whether it is solved, for any queens placed by hand on an n×n board. */
export function analysePosition(n: number, queens: readonly Square[]): Position {
	// The largest board anything draws is a notebook cell's (a widget's board stops at LIMITS.search).
	validateN(n, LIMITS.cellBoard.max, 'The board size n');
	const placed = normaliseQueens(n, queens);
	const attacks = Array.from({ length: n }, (_, row) =>
		Array.from({ length: n }, (_, col) => attackersOf(placed, row, col)),
	);
	const pairs = conflictingPairs(placed);
	const conflicted = Array.from({ length: n }, () => Array.from({ length: n }, () => false));
	for (const { first, second } of pairs) {
		conflicted[first.row]![first.col] = true;
		conflicted[second.row]![second.col] = true;
	}
	return {
		n,
		queens: placed,
		attacks,
		pairs,
		conflicted,
		solved: placed.length === n && pairs.length === 0,
	};
}

/** Whether the queens are a solution: exactly n of them on the board and no two attacking each other. */
export function isSolution(n: number, queens: readonly Square[]): boolean {
	const placed = normaliseQueens(n, queens);
	return placed.length === n && conflictingPairs(placed).length === 0;
}

/** The squares a single queen attacks on an n×n board (not its own). */
export function squaresAttackedBy(n: number, queen: Square): Square[] {
	const result: Square[] = [];
	for (let row = 0; row < n; row++) {
		for (let col = 0; col < n; col++) {
			if ((row !== queen.row || col !== queen.col) && lineBetween(queen.row, queen.col, row, col)) {
				result.push({ row, col });
			}
		}
	}
	return result;
}

/** Whether a queen more can go on the board: n queens fill every row, and a queen more would share one. */
export function hasRoomForQueen(n: number, queens: readonly Square[]): boolean {
	return normaliseQueens(n, queens).length < n;
}

/** The queens with one at `square` added, or taken away if one stands there already. */
export function toggleQueen(queens: readonly Square[], square: Square): Square[] {
	const without = queens.filter((q) => q.row !== square.row || q.col !== square.col);
	return without.length < queens.length
		? without
		: [...queens, { row: square.row, col: square.col }];
}

/** The queens of a solver column list (`columns[row]` = column, negative or missing for an empty row). */
export function squaresFromColumns(columns: readonly (number | undefined)[]): Square[] {
	const result: Square[] = [];
	columns.forEach((col, row) => {
		if (col !== undefined && col >= 0) result.push({ row, col });
	});
	return result;
}
