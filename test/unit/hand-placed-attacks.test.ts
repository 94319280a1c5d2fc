import { describe, expect, test } from 'vitest';
import {
	analysePosition,
	attackersOf,
	conflictingPairs,
	isSolution,
	normaliseQueens,
	squaresAttackedBy,
	squaresFromColumns,
	toggleQueen,
	type Square,
} from '../../src/solver/board/index.ts';
import { NQueensInputError } from '../../src/solver/input/index.ts';

const sq = (row: number, col: number): Square => ({ row, col });

/** Every way to put k queens on k of the n² squares (any squares, several per row allowed). */
function* placements(n: number, k: number, start = 0, chosen: Square[] = []): Generator<Square[]> {
	if (chosen.length === k) {
		yield chosen;
		return;
	}
	for (let i = start; i < n * n; i++) {
		yield* placements(n, k, i + 1, [...chosen, sq(Math.floor(i / n), i % n)]);
	}
}

describe('squares a single queen attacks', () => {
	test.each([
		{ n: 1, queen: sq(0, 0), count: 0 },
		{ n: 4, queen: sq(0, 0), count: 9 }, // 3 in the row, 3 in the column, 3 on the \ diagonal
		{ n: 4, queen: sq(3, 3), count: 9 },
		{ n: 4, queen: sq(1, 1), count: 11 }, // 3 + 3 + 3 on \ + 2 on /
		{ n: 8, queen: sq(0, 0), count: 21 },
		{ n: 8, queen: sq(3, 3), count: 27 }, // 7 + 7 + 7 + 6
		{ n: 8, queen: sq(0, 3), count: 21 },
		{ n: 16, queen: sq(7, 7), count: 15 + 15 + 15 + 14 },
	])(
		'a queen at ($queen.row, $queen.col) on $n×$n attacks $count squares',
		({ n, queen, count }) => {
			const squares = squaresAttackedBy(n, queen);
			expect(squares).toHaveLength(count);
			expect(squares).not.toContainEqual(queen);
			// The same count through the full analysis of a board holding only that queen.
			const { attacks } = analysePosition(n, [queen]);
			expect(attacks.flat().filter((a) => a.length > 0)).toHaveLength(count);
		},
	);
});

describe('the line each attack runs along', () => {
	test.each([
		{ queen: sq(0, 0), target: sq(0, 3), rule: 'row' },
		{ queen: sq(0, 0), target: sq(3, 0), rule: 'column' },
		{ queen: sq(0, 0), target: sq(2, 2), rule: 'diagonal' },
		{ queen: sq(3, 3), target: sq(1, 1), rule: 'diagonal' },
		{ queen: sq(0, 3), target: sq(3, 0), rule: 'antiDiagonal' },
		{ queen: sq(2, 1), target: sq(1, 2), rule: 'antiDiagonal' },
	] as const)(
		'$queen.row,$queen.col → $target.row,$target.col along $rule',
		({ queen, target, rule }) => {
			expect(attackersOf([queen], target.row, target.col)).toEqual([{ queen, rule }]);
		},
	);

	test('a square out of every line of the queen is not attacked', () => {
		expect(attackersOf([sq(0, 0)], 1, 2)).toEqual([]);
	});

	test('a queen does not attack its own square, and a queen in between does not shield', () => {
		const queens = [sq(0, 0), sq(0, 1)];
		expect(attackersOf(queens, 0, 0)).toEqual([{ queen: sq(0, 1), rule: 'row' }]);
		expect(attackersOf(queens, 0, 3)).toEqual([
			{ queen: sq(0, 0), rule: 'row' },
			{ queen: sq(0, 1), rule: 'row' },
		]);
	});

	test('one square attacked by several queens along different lines lists them all', () => {
		const { attacks } = analysePosition(4, [sq(0, 1), sq(3, 3), sq(2, 0)]);
		expect(attacks[2]![1]).toEqual([
			{ queen: sq(0, 1), rule: 'column' },
			{ queen: sq(2, 0), rule: 'row' },
		]);
		expect(attacks[1]![1]).toEqual([
			{ queen: sq(0, 1), rule: 'column' },
			{ queen: sq(2, 0), rule: 'antiDiagonal' },
			{ queen: sq(3, 3), rule: 'diagonal' },
		]);
	});
});

describe('queens that attack each other', () => {
	test.each([
		{
			name: 'two queens on a \\ diagonal',
			queens: [sq(1, 1), sq(3, 3)],
			pairs: [[sq(1, 1), sq(3, 3), 'diagonal']],
		},
		{
			name: 'two queens on a / diagonal',
			queens: [sq(0, 3), sq(2, 1)],
			pairs: [[sq(0, 3), sq(2, 1), 'antiDiagonal']],
		},
		{
			name: 'two queens in a row',
			queens: [sq(2, 0), sq(2, 3)],
			pairs: [[sq(2, 0), sq(2, 3), 'row']],
		},
		{
			name: 'two queens in a column',
			queens: [sq(3, 2), sq(0, 2)],
			pairs: [[sq(0, 2), sq(3, 2), 'column']],
		},
		{ name: 'a knight move apart', queens: [sq(0, 0), sq(1, 2)], pairs: [] },
		{
			name: 'three in a row make three pairs',
			queens: [sq(1, 0), sq(1, 1), sq(1, 3)],
			pairs: [
				[sq(1, 0), sq(1, 1), 'row'],
				[sq(1, 0), sq(1, 3), 'row'],
				[sq(1, 1), sq(1, 3), 'row'],
			],
		},
	] as const)('$name', ({ queens, pairs }) => {
		const position = analysePosition(4, queens);
		expect(position.pairs).toEqual(pairs.map(([first, second, rule]) => ({ first, second, rule })));
		const inConflict = position.conflicted.flatMap((cells, row) =>
			cells.flatMap((c, col) => (c ? [sq(row, col)] : [])),
		);
		const expected = pairs.length === 0 ? [] : normaliseQueens(4, queens);
		expect(inConflict).toEqual(expected);
		expect(position.solved).toBe(false);
	});

	test('only the queens in a pair are marked as conflicted', () => {
		const { conflicted, pairs } = analysePosition(4, [sq(0, 0), sq(3, 3), sq(1, 2)]);
		expect(pairs).toHaveLength(1);
		expect(conflicted[0]![0]).toBe(true);
		expect(conflicted[3]![3]).toBe(true);
		expect(conflicted[1]![2]).toBe(false);
	});
});

describe('solutions', () => {
	// Seed 004 prints the two 4×4 solutions as the digit strings 1302 and 2031.
	test.each([
		{ n: 1, columns: [0] },
		{ n: 4, columns: [1, 3, 0, 2] },
		{ n: 4, columns: [2, 0, 3, 1] },
		{ n: 5, columns: [0, 2, 4, 1, 3] },
		{ n: 8, columns: [0, 4, 7, 5, 2, 6, 1, 3] }, // the first of the 92 in lexicographic order
	])('$columns is a solution of the $n×$n board', ({ n, columns }) => {
		const queens = squaresFromColumns(columns);
		const position = analysePosition(n, queens);
		expect(position.pairs).toEqual([]);
		expect(position.solved).toBe(true);
		expect(isSolution(n, queens)).toBe(true);
	});

	test.each([
		{ name: 'too few queens', n: 4, queens: squaresFromColumns([1, 3, 0]) },
		{ name: 'a conflict', n: 4, queens: squaresFromColumns([0, 1, 2, 3]) },
		{
			name: 'two queens in one row, none in another',
			n: 4,
			queens: [sq(0, 1), sq(0, 3), sq(2, 0), sq(3, 2)],
		},
		{ name: 'the empty 2×2 board', n: 2, queens: [] },
	])('not solved with $name', ({ n, queens }) => {
		expect(analysePosition(n, queens).solved).toBe(false);
		expect(isSolution(n, queens)).toBe(false);
	});

	// OEIS A000170: 2 solutions for n = 4 and 10 for n = 5, here counted over every set of n
	// squares (C(16, 4) = 1820 and C(25, 5) = 53130 sets), not just one queen per row.
	test.each([
		{ n: 3, count: 0 },
		{ n: 4, count: 2 },
		{ n: 5, count: 10 },
	])('exactly $count of all sets of $n squares on $n×$n are solutions', ({ n, count }) => {
		let found = 0;
		for (const queens of placements(n, n)) if (isSolution(n, queens)) found++;
		expect(found).toBe(count);
	});
});

describe('bookkeeping', () => {
	test('toggleQueen adds a queen, and removes it the second time', () => {
		const one = toggleQueen([], sq(2, 1));
		expect(one).toEqual([sq(2, 1)]);
		expect(toggleQueen(one, sq(0, 0))).toEqual([sq(2, 1), sq(0, 0)]);
		expect(toggleQueen(one, sq(2, 1))).toEqual([]);
	});

	test('queens are put in reading order and a square given twice counts once', () => {
		expect(analysePosition(4, [sq(3, 0), sq(0, 2), sq(3, 0)]).queens).toEqual([sq(0, 2), sq(3, 0)]);
	});

	test('squaresFromColumns skips empty rows', () => {
		expect(squaresFromColumns([2, -1, 0])).toEqual([sq(0, 2), sq(2, 0)]);
	});

	test.each([
		{ n: 4, queens: [sq(4, 0)] },
		{ n: 4, queens: [sq(0, -1)] },
		{ n: 4, queens: [sq(1.5, 0)] },
	])('a queen off the board is a clear error: $queens', ({ n, queens }) => {
		expect(() => analysePosition(n, queens)).toThrow(NQueensInputError);
		expect(() => analysePosition(n, queens)).toThrow(/off the 4×4 board/);
	});

	// 26 is the largest board drawn anywhere (a notebook cell's printBoard, LIMITS.cellBoard).
	test.each([0, 27, 2.5])('a board size of %s is refused', (n) => {
		expect(() => analysePosition(n, [])).toThrow(NQueensInputError);
	});

	test('a 26×26 board is analysed: one queen in a corner attacks its row, column and diagonal', () => {
		const position = analysePosition(26, [sq(0, 0)]);
		const attacked = position.attacks.flat().filter((a) => a.length > 0).length;
		expect(attacked).toBe(3 * 25);
	});

	test('conflictingPairs of no queens or one queen is empty', () => {
		expect(conflictingPairs([])).toEqual([]);
		expect(conflictingPairs([sq(0, 0)])).toEqual([]);
	});
});
