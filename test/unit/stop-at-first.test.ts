import { expect, test } from 'vitest';
import { backtrack, permutationSearch } from '../../src/solver/search/index.ts';
import { drain, isValidSolution } from './helpers.ts';

test.each([4, 5, 6, 7, 8, 9, 10])(
	'n = %i: stopping at the first solution finds one, with less work',
	(n) => {
		const first = drain(backtrack({ n, first: true }));
		const all = drain(backtrack({ n }));
		const solutions = first.events.filter((e) => e.type === 'solution');
		expect(solutions).toHaveLength(1);
		expect(isValidSolution(solutions[0]!.type === 'solution' ? solutions[0]!.columns : [])).toBe(
			true,
		);
		expect(first.stats.checks).toBeLessThan(all.stats.checks);
		const done = first.events.at(-1);
		expect(done?.type === 'done' && done.complete).toBe(false);
	},
);

test('the first 8-queens solution in row order is 0 4 7 5 2 6 1 3, as seed 003 prints it', () => {
	const { events, stats } = drain(backtrack({ n: 8, first: true }));
	const solution = events.find((e) => e.type === 'solution');
	expect(solution?.type === 'solution' && solution.columns).toEqual([0, 4, 7, 5, 2, 6, 1, 3]);
	// Stopping leaves the 8 queens standing: every removal undid an earlier placement.
	expect(stats.placements - stats.removals).toBe(8);
	expect(stats.checks).toBe(events.filter((e) => e.type === 'try').length);
});

test('a full search reports complete; generate-and-test counts every permutation it made', () => {
	const full = drain(backtrack({ n: 6 }));
	const done = full.events.at(-1);
	expect(done?.type === 'done' && done.complete).toBe(true);
	const perms = drain(permutationSearch({ n: 6 }));
	expect(perms.stats.generated).toBe(720);
	expect(perms.stats.tested).toBe(720);
	expect(perms.stats.checks).toBeGreaterThan(full.stats.checks);
});
