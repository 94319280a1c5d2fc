import { expect, test } from 'vitest';
import { backtrack, permutationSearch } from '../../src/solver/search/index.ts';
import { A000170, A319235, drain } from './helpers.ts';

const sizes = [1, 2, 3, 4, 5, 6, 7, 8, 9];

test.each(sizes)('n = %i: the counters agree with the events and with each other', (n) => {
	const { events, stats } = drain(backtrack({ n }));
	const count = (type: string) => events.filter((e) => e.type === type).length;
	expect(stats.checks).toBe(count('check'));
	expect(stats.placements).toBe(count('place'));
	expect(stats.removals).toBe(count('remove'));
	expect(stats.solutions).toBe(A000170[n - 1]);
	// Every queen placed is one node of the search tree at its row's depth.
	expect(stats.nodesPerLevel.reduce((a, b) => a + b, 0)).toBe(stats.placements);
	// Queens standing in the last row are exactly the solutions.
	expect(stats.nodesPerLevel[n - 1]).toBe(stats.solutions);
	// Each queen not in the last row, and the empty board, has its n children tried.
	expect(stats.checks).toBe(n * (1 + stats.placements - stats.solutions));
	// A full search lifts every queen it puts down.
	expect(stats.removals).toBe(stats.placements);
});

test('n = 8: the search tree has 2056 nodes below the root and 15720 checks', () => {
	const { stats } = drain(backtrack({ n: 8 }));
	// OEIS A319235 (Knuth's profile of the 8-queens backtrack tree), without its root.
	expect(stats.nodesPerLevel).toEqual(A319235.slice(1));
	// 8 tries at each of the 2057 − 92 nodes that are not solutions.
	expect(stats.checks).toBe(15720);
});

test.each([4, 5, 6, 7, 8])(
	'n = %i: generate-and-test makes n! permutations and tests each one',
	(n) => {
		const { stats } = drain(permutationSearch({ n }));
		const factorial = Array.from({ length: n }, (_, i) => i + 1).reduce((a, b) => a * b, 1);
		expect(stats.generated).toBe(factorial);
		expect(stats.tested).toBe(factorial);
		expect(stats.solutions).toBe(A000170[n - 1]);
	},
);
