import { describe, expect, test } from 'vitest';
import {
	GROWTH_MAX_N,
	GROWTH_MIN_N,
	growthRow,
	growthRows,
	type GrowthRow,
} from '../../src/site/growth.ts';
import { fact } from '../../src/site/book-facts.ts';
import { backtrack } from '../../src/solver/search/index.ts';
import { A000170, searchByRules } from './helpers.ts';

/*
 * Chapter 9's growth chart (src/site/growth.ts): solutions against OEIS, n! against an exact
 * product, and both node counts against searches that walk the tree event by event.
 */

const SIZES = Array.from({ length: GROWTH_MAX_N - GROWTH_MIN_N + 1 }, (_, i) => GROWTH_MIN_N + i);
const SMALL = SIZES.filter((n) => n <= 10);

/** n! as an exact BigInt product. */
const bigFactorial = (n: number): bigint => {
	let product = 1n;
	for (let k = 2n; k <= BigInt(n); k++) product *= k;
	return product;
};

/**
 * Queens the event search places, in all and under the first-row columns the mirrored counter
 * searches (left of the middle, and the middle itself when n is odd).
 */
function eventCounts(n: number): { placements: number; leftHalf: number } {
	let placements = 0;
	let leftHalf = 0;
	let firstColumn = -1;
	for (const event of backtrack({ n, check: 'occupancy' })) {
		if (event.type !== 'place') continue;
		if (event.row === 0) firstColumn = event.col;
		placements++;
		if (2 * firstColumn <= n - 1) leftHalf++;
	}
	return { placements, leftHalf };
}

describe('the growth chart’s figures', () => {
	test('covers n = 4 to 16 in order', () => {
		expect(growthRows().map((row) => row.n)).toEqual(SIZES);
		expect(SIZES).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
	});

	test.each(SIZES)('n = %i: solutions match OEIS A000170, n! an exact product', (n) => {
		const row = growthRow(n);
		expect(row.solutions).toBe(BigInt(A000170[n - 1]!));
		expect(BigInt(row.factorial)).toBe(bigFactorial(n));
	});

	test.each(SMALL)(
		'n = %i: the row-by-row nodes are the event search’s placements, and the rules’ tree',
		(n) => {
			const row = growthRow(n);
			expect(row.placements).toBe(eventCounts(n).placements);
			const profile = searchByRules(n).profile;
			expect(row.placements).toBe(profile.reduce((a, b) => a + b, 0));
		},
	);

	test.each(SMALL)(
		'n = %i: the bit-mask nodes are the event search’s queens under the searched half',
		(n) => {
			expect(growthRow(n).bitmask).toBe(eventCounts(n).leftHalf);
		},
	);

	test('the bit-mask counter places about half the queens: exactly half when n is even', () => {
		for (const row of growthRows()) {
			if (row.n % 2 === 0) expect(2 * row.bitmask, `n = ${row.n}`).toBe(row.placements);
			else expect(row.bitmask / row.placements, `n = ${row.n}`).toBeGreaterThan(0.5);
			expect(row.bitmask / row.placements, `n = ${row.n}`).toBeLessThan(0.7);
		}
	});

	test('from n = 8 the searches place far fewer queens than n!, and the gap widens', () => {
		const big = growthRows().filter((row) => row.n >= 8);
		for (const row of big) expect(row.placements / row.factorial, `n = ${row.n}`).toBeLessThan(0.1);
		const shares = big.map((row) => row.placements / row.factorial);
		expect(shares).toEqual([...shares].sort((a, b) => b - a));
		expect(shares.at(-1)!).toBeLessThan(0.001);
	});

	test('every series grows with n from n = 6 on (n = 6 has fewer solutions than n = 5)', () => {
		const series: (keyof GrowthRow)[] = ['factorial', 'placements', 'bitmask', 'solutions'];
		for (const key of series) {
			const values = growthRows().map((row) => Number(row[key]));
			for (let i = 1; i < values.length; i++) {
				if (key === 'solutions' && SIZES[i] === 6) continue;
				expect(values[i]!, `${key} at n = ${SIZES[i]}`).toBeGreaterThan(values[i - 1]!);
			}
		}
		expect(growthRow(6).solutions).toBeLessThan(growthRow(5).solutions);
	});

	test('there are always at least as many nodes as solutions, and no more than the sum of falling factorials', () => {
		for (const row of growthRows()) {
			expect(row.placements, `n = ${row.n}`).toBeGreaterThanOrEqual(Number(row.solutions));
			// n + n(n−1) + … + n!: every level of the tree with columns kept distinct and no diagonals.
			let falling = 1;
			let sum = 0;
			for (let k = 0; k < row.n; k++) sum += falling *= row.n - k;
			expect(row.placements, `n = ${row.n}`).toBeLessThan(sum);
			expect(sum / row.factorial).toBeLessThan(Math.E);
		}
	});

	test.each([
		['growth.12.placements', 856_188],
		['growth.8.bitmask', 1028],
		['growth.15.solutions', 2_279_184n],
		['growth.10.factorial', 3_628_800],
	] as const)('the fact %s is %s', (name, value) => {
		expect(fact(name)).toBe(value);
	});

	test.each(['growth.17.placements', 'growth.3.solutions', 'growth.8.nodes', 'growth.8'])(
		'the fact %s is refused',
		(name) => {
			expect(() => fact(name)).toThrow();
		},
	);
});
