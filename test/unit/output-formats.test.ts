import { describe, expect, test } from 'vitest';
import { isValidSolution as isSolution } from './helpers.ts';
import { NQueensInputError } from '../../src/solver/input/index.ts';
import {
	BOARD_STYLES,
	FORMATS,
	chessSquare,
	formatChess,
	formatColumns,
	formatDigits,
	formatGrid01,
	formatQ0,
	formatSquares,
	formatX,
	getFormat,
	parseChess,
	parseColumns,
	parseDigits,
} from '../../src/solver/format/index.ts';
import { backtrack } from '../../src/solver/search/index.ts';

const EIGHT = [0, 4, 7, 5, 2, 6, 1, 3];

function firstSolution(n: number): number[] {
	for (const event of backtrack({ n, first: true, check: 'bitmask' })) {
		if (event.type === 'solution') return [...event.columns];
	}
	throw new Error(`no solution for n = ${n}`);
}

describe('board pictures as the seeds print them', () => {
	test('seed 001: filled and empty squares, the first 4-queens board', () => {
		expect(formatSquares([1, 3, 0, 2])).toBe('□ ■ □ □\n□ □ □ ■\n■ □ □ □\n□ □ ■ □');
	});

	test("seed 003: X and -, the Lua program's 8-queens board", () => {
		// The board the article shows, 1-based columns 8 4 1 3 6 2 7 5.
		expect(formatX([7, 3, 0, 2, 5, 1, 6, 4])).toBe(
			[
				'- - - - - - - X',
				'- - - X - - - -',
				'X - - - - - - -',
				'- - X - - - - -',
				'- - - - - X - -',
				'- X - - - - - -',
				'- - - - - - X -',
				'- - - - X - - -',
			].join('\n'),
		);
	});

	test("seed 004's printResult: Q and 0 without spaces", () => {
		expect(formatQ0([2, 0, 3, 1])).toBe('00Q0\nQ000\n000Q\n0Q00');
	});

	test('the 0/1 grid', () => {
		expect(formatGrid01([1, 3, 0, 2])).toBe('0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0');
	});

	test.each([1, 5, 11, 16])(
		'a picture of n = %i has n lines of n squares and one queen per line',
		(n) => {
			const cols = firstSolution(n);
			for (const style of BOARD_STYLES) {
				const lines = getFormat(style).format(cols).split('\n');
				expect(lines).toHaveLength(n);
				lines.forEach((line, row) => {
					const cells = style === 'q0' ? [...line] : line.split(' ');
					expect(cells).toHaveLength(n);
					const queen = { squares: '■', x: 'X', q0: 'Q', grid01: '1' }[style];
					expect(cells.indexOf(queen)).toBe(cols[row]);
					expect(cells.filter((c) => c === queen)).toHaveLength(1);
				});
			}
		},
	);

	test('a row without a queen (−1) is drawn empty, so a search in progress can be shown', () => {
		expect(formatX([1, -1, -1, -1])).toBe('- X - -\n- - - -\n- - - -\n- - - -');
	});
});

describe('one-line forms', () => {
	test("seed 004's digit strings for the two 4-queens solutions", () => {
		expect(formatDigits([1, 3, 0, 2])).toBe('1302');
		expect(formatDigits([2, 0, 3, 1])).toBe('2031');
	});

	test('digits run together up to n = 10 and take commas from n = 11', () => {
		expect(formatDigits(firstSolution(10))).toMatch(/^\d{10}$/);
		const eleven = firstSolution(11);
		expect(formatDigits(eleven)).toBe(eleven.join(','));
		expect(formatDigits(firstSolution(12))).toBe('0,2,4,7,9,11,5,10,1,6,8,3');
	});

	test('columns are 1-based and separated by spaces', () => {
		expect(formatColumns(EIGHT)).toBe('1 5 8 6 3 7 2 4');
	});

	test("chess notation follows seed 000's loop: file by file, rank n at the top row", () => {
		// File a holds the row-0 queen (rank 8); file b the row-6 queen (rank 2); and so on.
		expect(formatChess(EIGHT)).toBe('a8 b2 c4 d1 e7 f5 g3 h6');
		expect(formatChess([1, 3, 0, 2])).toBe('a2 b4 c1 d3');
		expect(chessSquare(8, 7, 0)).toBe('a1');
		expect(chessSquare(12, 0, 11)).toBe('l12');
	});

	test.each([1, 4, 5, 8, 10, 11, 12, 16])('round trip of every one-line form for n = %i', (n) => {
		const cols = firstSolution(n);
		expect(parseDigits(formatDigits(cols))).toEqual(cols);
		expect(parseColumns(formatColumns(cols))).toEqual(cols);
		expect(parseChess(formatChess(cols))).toEqual(cols);
		for (const f of FORMATS) if (f.parse) expect(f.parse(f.format(cols))).toEqual(cols);
	});

	test('round trip for every 8-queens solution, through chess and back to a valid solution', () => {
		let count = 0;
		for (const event of backtrack({ n: 8 })) {
			if (event.type !== 'solution') continue;
			count++;
			const back = parseChess(formatChess(event.columns));
			expect(back).toEqual(event.columns);
			expect(isSolution(back)).toBe(true);
		}
		expect(count).toBe(92);
	});

	test('parsers accept friendly variations', () => {
		expect(parseDigits(' 1302\n')).toEqual([1, 3, 0, 2]);
		expect(parseDigits('[1, 3, 0, 2]')).toEqual([1, 3, 0, 2]);
		expect(parseColumns('2,4,1,3')).toEqual([1, 3, 0, 2]);
		expect(parseChess('D3 a2 c1 b4')).toEqual([1, 3, 0, 2]); // any order, any case
	});
});

describe('bad input gives a readable NQueensInputError', () => {
	test.each([
		['digits: a letter', () => parseDigits('13a2'), /not a whole number/],
		['digits: column off the board', () => parseDigits('1304'), /columns 0 to 3/],
		['digits: 11 digits run together', () => parseDigits('01234567891'), /commas/],
		['digits: empty', () => parseDigits('  '), /empty/],
		['columns: 0 is not a 1-based column', () => parseColumns('0 1 2 3'), /columns 1 to 4/],
		['columns: a fraction', () => parseColumns('1 2.5 3'), /not a whole number/],
		['chess: not a square', () => parseChess('a8 b2 c4 d1 e7 f5 g3 hh'), /not a chess square/],
		['chess: off the board', () => parseChess('a2 b4 c1 e3'), /off a 4×4 board/],
		[
			'chess: off an 8×8 board (an, as "eight" is read)',
			() => parseChess('a1 b5 c8 d6 e3 f7 g2 i4'),
			/i4 is off an 8×8 board/,
		],
		['chess: two queens on one rank', () => parseChess('a2 b2 c1 d3'), /rank 2/],
		[
			'chess: more than 26 squares',
			() => parseChess(Array.from({ length: 27 }, () => 'a1').join(' ')),
			/up to 26/,
		],
		['chess: n > 26', () => formatChess(Array.from({ length: 27 }, (_, i) => i)), /up to 26×26/],
		['format: column outside the board', () => formatDigits([0, 4, 1, 2]), /columns 0 to 3/],
		['format: empty board', () => formatSquares([]), /at least one row/],
		['format: one-line forms need every row', () => formatColumns([1, -1]), /Row 2/],
		[
			'unknown format name',
			() => getFormat('fancy'),
			/choose one of squares, x, q0, grid01, digits, columns, chess/,
		],
	])('%s', (_what, run, message) => {
		expect(run).toThrow(NQueensInputError);
		expect(run).toThrow(message);
	});
});

test('FORMATS lists every form once with a label, and one-line forms can be parsed', () => {
	expect(FORMATS.map((f) => f.name)).toEqual([
		'squares',
		'x',
		'q0',
		'grid01',
		'digits',
		'columns',
		'chess',
	]);
	for (const f of FORMATS) {
		expect(f.label).not.toBe('');
		expect(f.multiline).toBe(BOARD_STYLES.includes(f.name as never));
		expect(f.parse === undefined).toBe(f.multiline);
	}
});
