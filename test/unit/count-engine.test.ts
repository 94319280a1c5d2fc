import { describe, expect, test } from 'vitest';
import {
	countAll,
	countSubproblem,
	planSubproblems,
	type Subproblem,
} from '../../src/solver/count/index.ts';
import { backtrack } from '../../src/solver/search/index.ts';
import { allImages, compareColumns } from '../../src/solver/board/index.ts';
import { A000170, A002562 } from './helpers.ts';

// n = 16 and 17 are checked outside the unit gate: `node_modules/.bin/node scripts/bench/verify-counts.ts 16 17`.
const sizes = Array.from({ length: 15 }, (_, i) => i + 1);

describe('the full-symmetry count', () => {
	test.each(sizes)('n = %i gives the published count (OEIS A000170)', (n) => {
		expect(countAll(n).solutions).toBe(BigInt(A000170[n - 1]!));
	});

	test.each(sizes.slice(0, 14))('n = %i finds each symmetry class once (OEIS A002562)', (n) => {
		expect(countAll(n).classes).toBe(A002562[n - 1]);
	});

	test('progress counts the sub-problems up to the last one, with running totals', () => {
		const seen: [number, number, bigint][] = [];
		const result = countAll(8, (p) => seen.push([p.done, p.total, p.solutions]));
		expect(seen).toHaveLength(planSubproblems(8).length);
		expect(seen.at(-1)).toEqual([seen.length, seen.length, 92n]);
		expect(seen.map(([done]) => done)).toEqual(seen.map((_, i) => i + 1));
		expect(result).toMatchObject({ n: 8, solutions: 92n, classes: 12 });
	});

	test('bad sizes and malformed sub-problems are refused', () => {
		expect(() => planSubproblems(28)).toThrow(/too large|at most/i);
		expect(() => planSubproblems(0)).toThrow();
		expect(() => countSubproblem({ n: 2.5, family: 'corner', bound: 2, prefix: [0] })).toThrow();
		const bad = { n: 8, family: 'edge', bound: 2, prefix: [0] } as unknown as Subproblem;
		expect(() => countSubproblem(bad)).toThrow(/Not a sub-problem of 8 queens/);
		expect(() => countSubproblem({ n: 8, family: 'border', bound: 1, prefix: [9] })).toThrow();
	});

	test.each([4, 6, 8, 10, 11, 12])(
		'n = %i: the stack and recursive kernels agree on every sub-problem',
		(n) => {
			for (const sp of planSubproblems(n)) {
				expect(countSubproblem(sp, 'stack')).toEqual(countSubproblem(sp, 'recursive'));
			}
		},
	);
});

describe('sub-problems', () => {
	test('survive a JSON round trip (what a worker receives) and count the same', () => {
		const plan = planSubproblems(10);
		const copied = JSON.parse(JSON.stringify(plan)) as Subproblem[];
		expect(copied).toEqual(plan);
		const total = copied.reduce((sum, sp) => sum + countSubproblem(sp).solutions, 0n);
		expect(total).toBe(724n);
	});

	test('n = 16 is cut into enough pieces to share out, with distinct prefixes', () => {
		const plan = planSubproblems(16);
		expect(plan.length).toBeGreaterThan(500);
		expect(new Set(plan.map((sp) => `${sp.family}:${sp.prefix}`)).size).toBe(plan.length);
	});

	/** Whether a board belongs to a sub-problem, from the family rules written out square by square. */
	const belongs = (cols: number[], sp: Subproblem): boolean => {
		const last = cols.length - 1;
		if (sp.prefix.some((c, row) => cols[row] !== c)) return false;
		const rowOf = (col: number) => cols.indexOf(col);
		if (sp.family === 'corner') return cols[0] === 0 && cols[1]! < rowOf(1);
		const b = sp.bound;
		const inBand = (i: number) => i >= b && i <= last - b;
		return cols[0] === b && inBand(cols[last]!) && inBand(rowOf(0)) && inBand(rowOf(last));
	};

	// Plain counting on the same sub-problem: every board of the plain search that belongs to it,
	// kept if no rotation is smaller, weighted by the number of distinct images (symmetry.ts).
	test.each([4, 5, 6, 7, 8, 9])(
		'n = %i: each sub-problem equals the plain search filtered to it, weighted by class size',
		(n) => {
			const all = [...backtrack({ n })].flatMap((e) =>
				e.type === 'solution' ? [[...e.columns]] : [],
			);
			for (const sp of planSubproblems(n)) {
				let expected = 0n;
				for (const cols of all.filter((c) => belongs(c, sp))) {
					const images = allImages(cols).map((i) => i.columns);
					const rotations = images.slice(1, 4);
					if (rotations.some((r) => compareColumns(r, cols) < 0)) continue;
					expected += BigInt(new Set(images.map((i) => i.join(','))).size);
				}
				expect(countSubproblem(sp).solutions, JSON.stringify(sp)).toBe(expected);
			}
		},
	);
});
