import { expect, test } from 'vitest';
import { backtrack } from '../../src/solver/search/index.ts';
import { buggySearch } from '../../src/solver/bugs/index.ts';
import { isInputError } from '../../src/solver/input/index.ts';
import { createTracedBoard, type TracedBoard } from '../../src/notebook/runtime/traced-board.ts';
import { drain } from './helpers.ts';

/** A learner's correct backtracking, written against the traced board only. */
function learnerSearch(board: TracedBoard, row = 0): void {
	if (row === board.n) {
		board.solution();
		return;
	}
	for (let col = 0; col < board.n; col++) {
		if (!board.isSafe(row, col)) continue;
		board.place(row, col);
		learnerSearch(board, row + 1);
		board.remove(row, col);
	}
}

/** The same search with chapter 6's bug: the queen is never taken back. */
function forgetfulSearch(board: TracedBoard, row = 0): void {
	if (row === board.n) {
		board.solution();
		return;
	}
	for (let col = 0; col < board.n; col++) {
		if (!board.isSafe(row, col)) continue;
		board.place(row, col);
		forgetfulSearch(board, row + 1);
	}
}

test.each([1, 4, 5, 8])('a correct learner search on %i×%i records backtrack’s events', (n) => {
	const { board, finish } = createTracedBoard(n);
	learnerSearch(board);
	const trace = finish();
	expect(trace.events).toEqual(drain(backtrack({ n })).events);
	expect(trace.cut).toBe(false);
	expect(trace.lines).toHaveLength(trace.events.length);
});

test.each([
	// OEIS A000170 and the hand counts of chapters 2 and 7: 15,720 checks for all 92 of 8 queens.
	[4, 2],
	[8, 92],
])('the counters of the learner search for n = %i find %i solutions', (n, solutions) => {
	const { board, finish } = createTracedBoard(n);
	learnerSearch(board);
	expect(finish().stats.solutions).toBe(solutions);
	if (n === 8) expect(finish().stats.checks).toBe(15_720);
});

test('the forgetful search finds 0 boards, as seed 002’s first program printed', () => {
	const { board, finish } = createTracedBoard(8);
	forgetfulSearch(board);
	const { events, stats } = finish();
	expect(stats.solutions).toBe(0);
	expect(stats.removals).toBe(0);
	// Hand count: greedy placement gets 0,2,4,1,3 in rows 1 to 5 and row 6 has no free square.
	expect(events.filter((e) => e.type === 'place').map((e) => e.type === 'place' && e.col)).toEqual([
		0, 2, 4, 1, 3,
	]);
	// Back in row 5, column 8 (0-based 7) is attacked by no queen above (hand-checked against
	// columns 0, 2, 4, 1): only the stale queen of row 5 refuses it, along the row.
	const refusal = events.find((e) => e.type === 'check' && e.row === 4 && e.col === 7);
	expect(refusal).toMatchObject({
		safe: false,
		conflict: { rule: 'row', queenRow: 4, queenCol: 3 },
	});
	// Seed 002's no-undo program places the same queens in the same order and prints no board.
	const seed = drain(buggySearch('no-undo', 8)).events.filter((e) => e.type === 'place');
	expect(events.filter((e) => e.type === 'place')).toEqual(seed);
});

test('placing over a queen keeps both; isSafe names the stale one and columns shows the newer', () => {
	const { board, finish } = createTracedBoard(4);
	board.place(0, 1);
	board.place(0, 3); // the queen on column 1 was never taken back
	expect(board.columns).toEqual([3, -1, -1, -1]);
	// (1, 0) is attacked by the stale queen (0, 1) along the / diagonal, scanned first.
	expect(board.isSafe(1, 0)).toBe(false);
	const check = finish().events.at(-2);
	expect(check).toMatchObject({
		type: 'check',
		conflict: { rule: 'antiDiagonal', queenRow: 0, queenCol: 1 },
	});
	expect(finish().events.map((e) => e.type)).toEqual(['place', 'place', 'try', 'check', 'done']);
});

test('removing the newer queen leaves the older one standing and checked', () => {
	const { board } = createTracedBoard(4);
	board.place(0, 1);
	board.place(0, 3);
	board.remove(0, 3);
	expect(board.columns).toEqual([1, -1, -1, -1]);
	expect(board.isSafe(1, 2)).toBe(false); // (0, 1) attacks (1, 2) along the \ diagonal
	expect(board.isSafe(1, 3)).toBe(true);
});

test('removing from an empty square records nothing', () => {
	const { board, finish } = createTracedBoard(4);
	board.remove(2, 2);
	expect(finish().events.map((e) => e.type)).toEqual(['done']);
});

test('events beyond the cap are counted but not kept, and the trace says it was cut', () => {
	const { board, finish } = createTracedBoard(8, { maxEvents: 100 });
	learnerSearch(board);
	const trace = finish();
	expect(trace.cut).toBe(true);
	// At most 100 kept (a try and its check travel together), then the done event with all counters.
	const kept = trace.events.slice(0, -1);
	expect(kept.length).toBeGreaterThanOrEqual(99);
	expect(kept.length).toBeLessThanOrEqual(100);
	expect(kept.at(-1)?.type).not.toBe('try');
	expect(trace.events.at(-1)).toMatchObject({
		type: 'done',
		stats: { solutions: 92, checks: 15_720 },
	});
	expect(kept).toEqual(drain(backtrack({ n: 8 })).events.slice(0, kept.length));
});

test('each event carries the line the caller reported', () => {
	let line = 7;
	const { board, finish } = createTracedBoard(4, { lineOf: () => line });
	board.isSafe(0, 0);
	line = 9;
	board.place(0, 0);
	expect(finish().lines).toEqual([7, 7, 9, 0]);
});

test.each([
	[
		'place',
		(b: TracedBoard) => b.place(4, 0),
		'board.place(4, 0): rows and columns of this 4×4 board',
	],
	['isSafe', (b: TracedBoard) => b.isSafe(0, 1.5), 'board.isSafe(0, 1.5)'],
	['solution', (b: TracedBoard) => b.solution(), 'board.solution(): row 0 has no queen yet'],
])('a wrong %s call throws a coded error that says what was wrong', (_, call, message) => {
	const { board } = createTracedBoard(4);
	let caught: unknown;
	try {
		call(board);
	} catch (error) {
		caught = error;
	}
	expect(isInputError(caught, 'bad-board')).toBe(true);
	expect((caught as Error).message).toContain(message);
});

test('columns is read-only', () => {
	const { board } = createTracedBoard(4);
	board.place(0, 2);
	expect(() => (board.columns as number[]).push(1)).toThrow(TypeError);
	expect(board.columns).toEqual([2, -1, -1, -1]);
});

test('start(n) gives a fresh board of that size and records the search from there', () => {
	const { board, finish } = createTracedBoard(8);
	board.place(0, 3);
	board.start(4);
	expect(board.n).toBe(4);
	expect(board.columns).toEqual([-1, -1, -1, -1]);
	learnerSearch(board);
	const trace = finish();
	expect(trace.n).toBe(4);
	expect(trace.events).toEqual(drain(backtrack({ n: 4 })).events);
});

test('start(n) takes the sizes the player replays, with a coded error otherwise', () => {
	const { board } = createTracedBoard(8);
	expect(() => board.start(13)).toThrow(/board\.start\(n\): the board size/);
	expect(() => board.start(0)).toThrow(/at least 1/);
	let caught: unknown;
	try {
		board.start(2.5);
	} catch (error) {
		caught = error;
	}
	expect(isInputError(caught)).toBe(true);
	expect(board.n).toBe(8);
});

test('after the trace is finished, start resets the board but not the trace (the checks run on)', () => {
	const { board, finish } = createTracedBoard(4);
	board.place(0, 1);
	const trace = finish();
	board.start(5);
	board.place(0, 0);
	board.isSafe(1, 0);
	expect(board.n).toBe(5);
	expect(board.columns).toEqual([0, -1, -1, -1, -1]);
	expect(finish()).toBe(trace);
	expect(trace).toMatchObject({ n: 4 });
	expect(trace.events.map((e) => e.type)).toEqual(['place', 'done']);
});
