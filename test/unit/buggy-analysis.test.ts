import { describe, expect, test } from 'vitest';
import { analyseBug, isStaleRefusal, staleQueens } from '../../src/solver/bugs/index.ts';
import type { SearchEvent } from '../../src/solver/events/index.ts';

// Seed 002: the four versions of the program printed 0, 0, 1 and 92 boards.
test.each([
	['no-undo', 0],
	['half-fix', 0],
	['clear-on-exit', 1],
	['fixed', 92],
] as const)('%s prints %i boards on 8×8', (variant, boards) => {
	expect(analyseBug(variant).stats.solutions).toBe(boards);
});

/*
 * Where each version goes wrong, checked by hand on the 8×8 board (0-based rows and columns).
 * All versions start down the same path: columns 0, 2, 4, 1, 3 in rows 0–4, after which row 5 has
 * no safe square (seed 002: "after the fifth row's queen, the sixth row has no place").
 * - no-undo: back in row 4, the row check refuses column 4 because row 4's own queen (4,3) was
 *   never lifted (seed 002: "that row has a queen, so no later square can take one"). Column 4 is
 *   attacked by (2,4) anyway, and 5 and 6 by (1,2) and (2,4); column 7 is attacked by none of
 *   (0,0), (1,2), (2,4), (3,1): the first square the correct program would take and this one refuses.
 * - half-fix: row 4 moves its queen to column 7, row 5 again has no square, and row 4's queen is
 *   not lifted on the way back. Row 3 then tries column 6: (0,0), (1,2) and (2,4) leave it free,
 *   but (4,7) is on its \ diagonal (seed 002: the fifth row's queen, not cleared, sways the fourth).
 * - clear-on-exit: the first board 1 5 8 6 3 7 2 4 is printed and its last queen (7,3) stays.
 *   Row 6 tries column 3: (7,3) is on its column, but so is (2,7) on its / diagonal. Rows 6 and 5
 *   find nothing more; row 4 then tries column 3, which (0,0), (1,4), (2,7) and (3,5) leave free.
 */
type Where = { row: number; col: number; rule: string; queenRow: number; queenCol: number };
const refusal = (where: Where) => ({
	type: 'check',
	safe: false,
	row: where.row,
	col: where.col,
	conflict: { rule: where.rule, queenRow: where.queenRow, queenCol: where.queenCol },
});

test.each([
	[
		'no-undo',
		{ row: 4, col: 4, rule: 'row', queenRow: 4, queenCol: 3 },
		{ row: 4, col: 7, rule: 'row', queenRow: 4, queenCol: 3 },
		'own-row',
	],
	[
		'half-fix',
		{ row: 3, col: 6, rule: 'diagonal', queenRow: 4, queenCol: 7 },
		{ row: 3, col: 6, rule: 'diagonal', queenRow: 4, queenCol: 7 },
		'row-below',
	],
	[
		'clear-on-exit',
		{ row: 6, col: 3, rule: 'column', queenRow: 7, queenCol: 3 },
		{ row: 4, col: 3, rule: 'column', queenRow: 7, queenCol: 3 },
		'after-print',
	],
] as const)(
	'%s: the bug shows and the run parts where checked by hand',
	(variant, shows, parts, kind) => {
		const bug = analyseBug(variant);
		expect(bug.firstStale?.refusal).toMatchObject(refusal(shows));
		expect(bug.firstWrong?.refusal).toMatchObject(refusal(parts));
		expect(bug.firstStale?.kind).toBe(kind);
		expect(bug.events[bug.firstStale!.index]).toBe(bug.firstStale!.refusal);
		expect(bug.events[bug.firstWrong!.index]).toBe(bug.firstWrong!.refusal);
		// Every wrong refusal is a refusal by a left-over queen; not every such refusal is wrong.
		expect(bug.wrongRefusals).toBeGreaterThan(0);
		expect(bug.wrongRefusals).toBeLessThanOrEqual(bug.staleRefusals);
	},
);

test('clear-on-exit shows its bug four steps after printing its one board', () => {
	// Print, then row 6 tries column 2 (refused by (4,2)), then tries column 3: try, check.
	const bug = analyseBug('clear-on-exit');
	const printedAt = bug.events.findIndex((e) => e.type === 'solution');
	expect(bug.events[printedAt]).toMatchObject({ columns: [0, 4, 7, 5, 2, 6, 1, 3] });
	expect(bug.firstStale!.index).toBe(printedAt + 4);
});

test('the fixed version never refuses a square because of a left-over queen', () => {
	const bug = analyseBug('fixed');
	expect(bug).toMatchObject({ staleRefusals: 0, wrongRefusals: 0 });
	expect(bug.firstStale).toBeUndefined();
	expect(bug.firstWrong).toBeUndefined();
});

test('the fixed version places the queen that no-undo refuses, right after the same dead end', () => {
	// The correct program moves row 4's queen from column 3 to column 7 (see the table above).
	const places = analyseBug('fixed')
		.events.filter((e) => e.type === 'place')
		.slice(0, 6)
		.map((e) => [e.row, e.col]);
	expect(places).toEqual([
		[0, 0],
		[1, 2],
		[2, 4],
		[3, 1],
		[4, 3],
		[4, 7],
	]);
});

const refusedBy = (row: number, col: number, queenRow: number, queenCol: number): SearchEvent => ({
	type: 'check',
	row,
	col,
	safe: false,
	comparisons: 1,
	conflict: { rule: 'column', queenRow, queenCol },
});

describe('isStaleRefusal', () => {
	test.each([
		['a queen above', refusedBy(3, 2, 1, 2), false],
		['a queen in the same row', refusedBy(3, 2, 3, 0), true],
		['a queen below', refusedBy(3, 2, 6, 2), true],
		['a safe square', { type: 'check', row: 3, col: 2, safe: true, comparisons: 3 }, false],
		['a placement', { type: 'place', row: 3, col: 2 }, false],
		['no event', undefined, false],
	] as const)('refused by %s: %s', (_, event, stale) => {
		expect(isStaleRefusal(event)).toBe(stale);
	});
});

describe('staleQueens', () => {
	// The board of clear-on-exit after its one board, 1 5 8 6 3 7 2 4 (0-based columns).
	const printed = [0, 4, 7, 5, 2, 6, 1, 3];
	test.each([
		['the board just printed', { type: 'solution', columns: printed, index: 1 }, []],
		['row 6 trying its next column', { type: 'try', row: 6, col: 2 }, [{ row: 7, col: 3 }]],
		[
			'row 5 lifting its queen',
			{ type: 'remove', row: 5, col: 6 },
			[
				{ row: 6, col: 1 },
				{ row: 7, col: 3 },
			],
		],
	] as const)('%s', (_, event, stale) => {
		expect(staleQueens(printed, event)).toEqual(stale);
	});

	test('a row refusing its own later columns marks its own queen', () => {
		// no-undo's moment: row 4 tries column 7 and its own queen in column 3 refuses it.
		const board = [0, 2, 4, 1, 3, -1, -1, -1];
		const event: SearchEvent = {
			type: 'check',
			row: 4,
			col: 7,
			safe: false,
			comparisons: 4,
			conflict: { rule: 'row', queenRow: 4, queenCol: 3 },
		};
		expect(staleQueens(board, event)).toEqual([{ row: 4, col: 3 }]);
		expect(staleQueens(board, { type: 'try', row: 4, col: 7 })).toEqual([]);
	});

	test('once the search is over, every queen still standing is left over', () => {
		const board = [0, 2, -1, 1];
		const done = analyseBug('fixed', 4).events.at(-1);
		expect(staleQueens(board, done)).toEqual([
			{ row: 0, col: 0 },
			{ row: 1, col: 2 },
			{ row: 3, col: 1 },
		]);
	});
});
