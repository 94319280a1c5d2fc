import { expect, test } from 'vitest';
import { antiDiagonalIndex, diagonalCount, diagonalIndex } from '../../src/solver/board/index.ts';

// Seed 000 numbers rows, columns and diagonals from 1 on the 8×8 board: a queen in row 2,
// column 3 sits on main diagonal S(8 + 2 − 3) = S(7) and anti-diagonal M(2 + 3 − 1) = M(4).
test('seed 000 worked example: row 2, column 3 of 8×8 is on diagonals 7 and 4 (1-based)', () => {
	expect(diagonalIndex(8, 2, 3, 1)).toBe(7);
	expect(antiDiagonalIndex(2, 3, 1)).toBe(4);
	// The same square counted from 0 is row 1, column 2.
	expect(diagonalIndex(8, 1, 2, 0)).toBe(6);
	expect(antiDiagonalIndex(1, 2, 0)).toBe(3);
});

test.each([1, 4, 8, 12])(
	'n = %i: as many diagonals as the board has, numbered without gaps',
	(n) => {
		for (const base of [0, 1] as const) {
			const squares = Array.from({ length: n * n }, (_, i) => [
				Math.floor(i / n) + base,
				(i % n) + base,
			]);
			const diags = new Set(squares.map(([r, c]) => diagonalIndex(n, r!, c!, base)));
			const antis = new Set(squares.map(([r, c]) => antiDiagonalIndex(r!, c!, base)));
			// Squares share a \ diagonal when row − column agrees, a / diagonal when row + column does.
			const lines = new Set(squares.map(([r, c]) => r! - c!)).size;
			expect(new Set(squares.map(([r, c]) => r! + c!)).size).toBe(lines);
			expect(diagonalCount(n)).toBe(lines);
			const expected = Array.from({ length: lines }, (_, i) => i + base);
			expect([...diags].sort((a, b) => a - b)).toEqual(expected);
			expect([...antis].sort((a, b) => a - b)).toEqual(expected);
		}
	},
);

// Worked out on a drawn 8×8 board (0-based rows and columns).
test.each([
	{ a: [0, 0], b: [0, 0], sameDiag: true, sameAnti: true }, // the same square
	{ a: [0, 5], b: [3, 5], sameDiag: false, sameAnti: false }, // same column only
	{ a: [7, 7], b: [2, 6], sameDiag: false, sameAnti: false },
	{ a: [3, 1], b: [6, 4], sameDiag: true, sameAnti: false }, // three steps down and right
	{ a: [0, 7], b: [7, 0], sameDiag: false, sameAnti: true }, // corner to corner along /
	{ a: [2, 3], b: [4, 1], sameDiag: false, sameAnti: true }, // two steps down and left
])(
	'n = 8: squares $a and $b share a \\ diagonal: $sameDiag, a / diagonal: $sameAnti',
	({ a, b, sameDiag, sameAnti }) => {
		const [r1, c1] = a as [number, number];
		const [r2, c2] = b as [number, number];
		expect(diagonalIndex(8, r1, c1) === diagonalIndex(8, r2, c2)).toBe(sameDiag);
		expect(antiDiagonalIndex(r1, c1) === antiDiagonalIndex(r2, c2)).toBe(sameAnti);
	},
);
