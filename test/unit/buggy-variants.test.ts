import { expect, test } from 'vitest';
import { BUGGY_VARIANTS, buggySearch } from '../../src/solver/bugs/index.ts';
import { drain, isValidSolution } from './helpers.ts';

// Seed 002's debugging story: the article's program printed 0, 0, 1 and finally 92 boards.
test.each([
	['no-undo', 0],
	['half-fix', 0],
	['clear-on-exit', 1],
	['fixed', 92],
] as const)('the %s version prints %i boards on 8×8', (variant, boards) => {
	const { events, stats } = drain(buggySearch(variant));
	expect(stats.solutions).toBe(boards);
	for (const e of events) if (e.type === 'solution') expect(isValidSolution(e.columns)).toBe(true);
});

test('the variants are listed in the order of the story', () => {
	expect(BUGGY_VARIANTS).toEqual(['no-undo', 'half-fix', 'clear-on-exit', 'fixed']);
});

test('without undo, no queen is ever lifted', () => {
	// Where a queen left behind first refuses a square is in buggy-analysis.test.ts.
	const { events } = drain(buggySearch('no-undo'));
	expect(events.some((e) => e.type === 'remove')).toBe(false);
});

test('the fixed version lifts every queen it puts down', () => {
	const { stats } = drain(buggySearch('fixed'));
	expect(stats.removals).toBe(stats.placements);
});
