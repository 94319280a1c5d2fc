import { describe, expect, test } from 'vitest';
import {
	boardStatus,
	describeAttacks,
	describeConflict,
	describeEvent,
	describeSquare,
	ENGLISH_BOARD_WORDS,
	ENGLISH_EVENT_PHRASES,
	fullBoardSentence,
	nameSquare,
} from '../../src/solver/words/index.ts';
import { backtrack, permutationSearch } from '../../src/solver/search/index.ts';
import { emptyStats, type SearchEvent } from '../../src/solver/events/index.ts';
import { buggySearch } from '../../src/solver/bugs/index.ts';
import { analysePosition, squaresFromColumns } from '../../src/solver/board/index.ts';

const stats = { ...emptyStats(8), solutions: 92, checks: 15720 };

describe('one sentence per event, rows and columns counted from 1', () => {
	test.each<[SearchEvent, string]>([
		[{ type: 'try', row: 1, col: 0 }, 'row 2, column 1: try this square'],
		[
			{ type: 'check', row: 1, col: 2, safe: true, comparisons: 1 },
			'row 2, column 3: safe, no queen attacks it',
		],
		[
			{
				type: 'check',
				row: 1,
				col: 0,
				safe: false,
				comparisons: 1,
				conflict: { rule: 'column', queenRow: 0, queenCol: 0 },
			},
			'row 2, column 1: attacked by the queen in row 1, column 1 along the column',
		],
		[
			{
				type: 'check',
				row: 1,
				col: 1,
				safe: false,
				comparisons: 1,
				conflict: { rule: 'diagonal', queenRow: 0, queenCol: 0 },
			},
			'row 2, column 2: attacked by the queen in row 1, column 1 along the \\ diagonal',
		],
		[
			{
				type: 'check',
				row: 2,
				col: 1,
				safe: false,
				comparisons: 2,
				conflict: { rule: 'antiDiagonal', queenRow: 1, queenCol: 2 },
			},
			'row 3, column 2: attacked by the queen in row 2, column 3 along the / diagonal',
		],
		[
			{
				type: 'check',
				row: 0,
				col: 3,
				safe: false,
				comparisons: 4,
				conflict: { rule: 'row', queenRow: 0, queenCol: 1 },
			},
			'row 1, column 4: attacked by the queen in row 1, column 2, which already stands in this row',
		],
		[{ type: 'place', row: 0, col: 0 }, 'row 1, column 1: place a queen'],
		[{ type: 'remove', row: 2, col: 3 }, 'row 3, column 4: take the queen back (backtrack)'],
		[{ type: 'candidate', columns: [0, 1, 2, 3] }, 'candidate columns 1 2 3 4: test it'],
		[
			{ type: 'reject', columns: [0, 1, 2, 3] },
			'candidate columns 1 2 3 4: rejected, two queens attack each other',
		],
		[{ type: 'solution', columns: [1, 3, 0, 2], index: 1 }, 'solution 1: columns 2 4 1 3'],
		[{ type: 'done', stats, complete: true }, 'search complete: 92 solutions, 15,720 checks'],
		[
			{ type: 'done', stats: { ...stats, solutions: 1 }, complete: false },
			'search stopped early: 1 solution, 15,720 checks',
		],
	])('%o is told as the expected sentence', (event, sentence) => {
		expect(describeEvent(event, 1, ENGLISH_EVENT_PHRASES)).toBe(sentence);
	});
});

test("base 0 counts as the solver and seed 004's Java trace do", () => {
	expect(describeEvent({ type: 'place', row: 0, col: 2 }, 0, ENGLISH_EVENT_PHRASES)).toBe(
		'row 0, column 2: place a queen',
	);
	expect(
		describeEvent({ type: 'solution', columns: [1, 3, 0, 2], index: 1 }, 0, ENGLISH_EVENT_PHRASES),
	).toBe('solution 1: columns 1 3 0 2');
	expect(describeSquare(3, 4, 0, ENGLISH_EVENT_PHRASES)).toBe('row 3, column 4');
	expect(
		describeConflict({ rule: 'column', queenRow: 0, queenCol: 4 }, 0, ENGLISH_EVENT_PHRASES),
	).toBe('attacked by the queen in row 0, column 4 along the column');
});

test('the start of the 4-queens search, as the trace log tells it', () => {
	const lines = [...backtrack({ n: 4 })]
		.slice(0, 14)
		.map((event) => describeEvent(event, 1, ENGLISH_EVENT_PHRASES));
	expect(lines).toEqual([
		'row 1, column 1: try this square',
		'row 1, column 1: safe, no queen attacks it',
		'row 1, column 1: place a queen',
		'row 2, column 1: try this square',
		'row 2, column 1: attacked by the queen in row 1, column 1 along the column',
		'row 2, column 2: try this square',
		'row 2, column 2: attacked by the queen in row 1, column 1 along the \\ diagonal',
		'row 2, column 3: try this square',
		'row 2, column 3: safe, no queen attacks it',
		'row 2, column 3: place a queen',
		'row 3, column 1: try this square',
		'row 3, column 1: attacked by the queen in row 1, column 1 along the column',
		'row 3, column 2: try this square',
		'row 3, column 2: attacked by the queen in row 2, column 3 along the / diagonal',
	]);
});

test.each([
	['backtrack', () => backtrack({ n: 5 })],
	['permutations', () => permutationSearch({ n: 4 })],
	['seed 002 no-undo', () => buggySearch('no-undo', 4)],
])('every event of %s gets a non-empty sentence with 1-based numbers', (_name, search) => {
	for (const event of search()) {
		const sentence = describeEvent(event, 1, ENGLISH_EVENT_PHRASES);
		expect(sentence).toMatch(
			/^(row [1-9]\d*, column [1-9]\d*: |candidate columns |solution \d+: |search )/,
		);
		expect(sentence).not.toMatch(/\b(row|column) 0\b/);
	}
});

describe('board words say a square and an attack as the trace log does', () => {
	test('a square in chess notation: row 1 of 8 is rank 8', () => {
		expect(nameSquare(8, { row: 0, col: 4 }, true, ENGLISH_BOARD_WORDS)).toBe(
			'Row 1, column 5 (e8)',
		);
		expect(nameSquare(8, { row: 7, col: 0 }, false, ENGLISH_BOARD_WORDS)).toBe('Row 8, column 1');
	});

	test('several attackers are listed with "and", each in the log’s own phrase', () => {
		const attacks = [
			{ queen: { row: 0, col: 1 }, rule: 'diagonal' },
			{ queen: { row: 1, col: 0 }, rule: 'row' },
			{ queen: { row: 3, col: 0 }, rule: 'antiDiagonal' },
		] as const;
		expect(describeAttacks(attacks, ENGLISH_BOARD_WORDS)).toBe(
			'attacked by the queen in row 1, column 2 along the \\ diagonal, the queen in row 2, column 1, which already stands in this row and the queen in row 4, column 1 along the / diagonal',
		);
		expect(describeAttacks([], ENGLISH_BOARD_WORDS)).toBe('not attacked');
	});

	test('a board of n peaceful queens is solved unless one is left over from an earlier step', () => {
		// 2 4 1 3: the 4×4 solution of seed 004 (1-based columns).
		const position = analysePosition(4, squaresFromColumns([1, 3, 0, 2]));
		expect(boardStatus(position, [], ENGLISH_BOARD_WORDS)).toEqual({
			solved: true,
			text: 'Solved! 4 queens and no two attack each other.',
		});
		expect(boardStatus(position, [{ row: 3, col: 2 }], ENGLISH_BOARD_WORDS).solved).toBe(false);
	});

	test('more queens than rows: at most n can stand (issue 11)', () => {
		// Nine queens on 8×8: the eight of 1 5 8 6 3 7 2 4 and one more on row 1, column 2.
		const queens = [...squaresFromColumns([0, 4, 7, 5, 2, 6, 1, 3]), { row: 0, col: 1 }];
		expect(boardStatus(analysePosition(8, queens), [], ENGLISH_BOARD_WORDS).text).toMatch(
			/^9 queens on the 8×8 board: at most 8 can stand without two attacking each other\./,
		);
		expect(fullBoardSentence(8, ENGLISH_BOARD_WORDS)).toMatch(
			/^The 8×8 board already holds 8 queens/,
		);
	});
});
