import { describe, expect, test } from 'vitest';
import { backtrack, backtrackWithStack, permutationSearch } from '../../src/solver/search/index.ts';
import { countSolutionsFast, halfColumns } from '../../src/solver/checks/index.ts';
import { CHECK_NAMES } from '../../src/solver/board/index.ts';
import { A000170, drain, isValidSolution } from './helpers.ts';

const upTo = (max: number) => A000170.slice(0, max).map((count, i) => [i + 1, count] as const);

describe('backtracking finds the published number of solutions (OEIS A000170)', () => {
	test.each(upTo(10))('n = %i: %i solutions with the formula check', (n, count) => {
		const { events, stats } = drain(backtrack({ n }));
		const solutions = events.filter((e) => e.type === 'solution');
		expect(stats.solutions).toBe(count);
		expect(solutions).toHaveLength(count);
		for (const s of solutions) expect(isValidSolution(s.columns)).toBe(true);
		expect(new Set(solutions.map((s) => s.columns.join())).size).toBe(count);
	});

	test.each(CHECK_NAMES.flatMap((check) => upTo(8).map(([n, c]) => [check, n, c] as const)))(
		'%s check, n = %i: %i solutions',
		(check, n, count) => {
			expect(drain(backtrack({ n, check })).stats.solutions).toBe(count);
		},
	);

	test.each(upTo(9))('explicit stack, n = %i: %i solutions', (n, count) => {
		expect(drain(backtrackWithStack({ n, check: 'occupancy' })).stats.solutions).toBe(count);
	});

	test.each(upTo(8))('generate-and-test over permutations, n = %i: %i solutions', (n, count) => {
		expect(drain(permutationSearch({ n })).stats.solutions).toBe(count);
	});
});

describe('the fast bitmask counter', () => {
	// n = 16 walks over half a billion nodes: seconds, not milliseconds, on a shared machine.
	test.each(upTo(16))('n = %i: %i solutions', (n, count) => {
		expect(countSolutionsFast(n).solutions).toBe(BigInt(count));
	});

	test.each([9, 10, 11])('n = %i: shares of the first row add up to the published count', (n) => {
		const shares = halfColumns(n).map((c) => countSolutionsFast(n, [c]).solutions);
		expect(shares.reduce((a, b) => a + b, 0n)).toBe(BigInt(A000170[n - 1]!));
	});

	test('returns an exact BigInt', () => {
		expect(typeof countSolutionsFast(8).solutions).toBe('bigint');
	});
});
