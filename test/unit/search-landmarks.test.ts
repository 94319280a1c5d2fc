import { describe, expect, test } from 'vitest';
import type { SearchEvent } from '../../src/solver/events/index.ts';
import {
	backtrack,
	backtrackWithStack,
	landmarkStep,
	LANDMARKS,
} from '../../src/solver/search/index.ts';
import { attackersAbove, drain, isValidSolution } from './helpers.ts';

/*
 * The moments a "try this" button jumps to (issue 40), each held to the event stream by the rules
 * alone: the board is replayed from the events here, and what the step shows is judged by
 * `attackersAbove` and `isValidSolution`, never by the code under test.
 */

/** The queens standing after the first `step` events, column per row. */
function boardAfter(events: readonly SearchEvent[], step: number): number[] {
	const columns: number[] = [];
	for (const event of events.slice(0, step)) {
		if (event.type === 'place') columns[event.row] = event.col;
		if (event.type === 'remove') columns.length = event.row;
	}
	return columns;
}

/** Whether the board after `step` events is a dead end: a row with every square attacked. */
function deadEndAt(events: readonly SearchEvent[], step: number, n: number): boolean {
	const columns = boardAfter(events, step);
	const row = columns.length;
	return (
		row < n &&
		Array.from({ length: n }, (_, col) => col).every(
			(col) => attackersAbove(columns, row, col).length > 0,
		)
	);
}

/** What each landmark's step must show, and that no earlier step shows it. */
const HOLDS: Record<
	(typeof LANDMARKS)[number],
	(events: SearchEvent[], step: number, n: number) => boolean
> = {
	'first-solution': (events, step) => {
		const event = events[step - 1];
		return event?.type === 'solution' && isValidSolution(event.columns);
	},
	// The board of a row with no safe square, all of it refused, before the take-back.
	'first-dead-end': (events, step, n) =>
		deadEndAt(events, step, n) &&
		events[step - 1]?.type === 'check' &&
		events[step]?.type === 'remove',
	// The take-back itself: a queen fewer than the step before.
	'first-retreat': (events, step) =>
		events[step - 1]?.type === 'remove' &&
		boardAfter(events, step).length === boardAfter(events, step - 1).length - 1,
	end: (events, step) => step === events.length && events[step - 1]?.type === 'done',
};

const SEARCHES = [
	['recursive', backtrack],
	['stack', backtrackWithStack],
] as const;

describe.each(SEARCHES)('the %s search', (_name, search) => {
	test.each(
		[4, 5, 6, 8].flatMap((n) =>
			[true, false].flatMap((first) => LANDMARKS.map((landmark) => [landmark, n, first] as const)),
		),
	)('%s of n = %i (first only: %s) is the first step that shows it', (landmark, n, first) => {
		const { events } = drain(search({ n, check: 'formula', first }));
		const step = landmarkStep(events, landmark);
		const holds = HOLDS[landmark];
		const earliest = events.findIndex((_, i) => holds(events, i + 1, n)) + 1;
		expect(step).toBe(earliest === 0 ? -1 : earliest);
	});
});

test('on 5 queens, whose first try is a solution, the first retreat is the step after it', () => {
	const { events } = drain(backtrack({ n: 5, check: 'formula' }));
	expect(landmarkStep(events, 'first-retreat')).toBe(landmarkStep(events, 'first-solution') + 1);
	expect(landmarkStep(events, 'first-dead-end')).toBeGreaterThan(
		landmarkStep(events, 'first-retreat'),
	);
});

test('on 8 queens the first dead end stands on five queens, in columns 1, 3, 5, 2 and 4', () => {
	const { events } = drain(backtrack({ n: 8, check: 'formula', first: true }));
	const step = landmarkStep(events, 'first-dead-end');
	expect(boardAfter(events, step).map((col) => col + 1)).toEqual([1, 3, 5, 2, 4]);
	expect(events[step]?.type).toBe('remove');
});

test('a stream read only in part has no landmark it has not reached', () => {
	const { events } = drain(backtrack({ n: 6, check: 'formula' }));
	const solution = landmarkStep(events, 'first-solution');
	expect(landmarkStep(events.slice(0, solution - 1), 'first-solution')).toBe(-1);
	expect(landmarkStep(events.slice(0, -1), 'end')).toBe(-1);
});
