import { describe, expect, test } from 'vitest';
import { backtrackWithStack } from '../../src/solver/search/index.ts';
import { A002562, isValidSolution as isSolution } from './helpers.ts';
import {
	TRANSFORMS,
	canonicalForm,
	fundamentalSolutions,
	identity,
	isSelfSymmetric,
	mirrorLeftRight,
	mirrorTopBottom,
	reflectAntiDiagonal,
	reflectMainDiagonal,
	rotate180,
	rotate270,
	rotate90,
	symmetryClasses,
} from '../../src/solver/board/index.ts';
import { NQueensInputError } from '../../src/solver/input/index.ts';

/** Every solution of n queens, in search order (the stack search: same events, faster for n = 12). */
function allSolutions(n: number): number[][] {
	const found: number[][] = [];
	for (const event of backtrackWithStack({ n, check: 'bitmask' })) {
		if (event.type === 'solution') found.push([...event.columns]);
	}
	return found;
}

const EIGHT = [0, 4, 7, 5, 2, 6, 1, 3];

/** Dictionary order of two column lists, number by number (not as strings, where '10' < '9'). */
function compareColumns(a: readonly number[], b: readonly number[]): number {
	const i = a.findIndex((c, k) => c !== b[k]);
	return i < 0 ? 0 : a[i]! - b[i]!;
}

describe('the eight transforms', () => {
	// Worked out by hand on 4×4 from [1, 3, 0, 2] (queens at r0c1, r1c3, r2c0, r3c2): the quarter
	// turns leave it unchanged, the reflections give the other solution.
	test.each([
		['identity', identity, [1, 3, 0, 2]],
		['rotate90', rotate90, [1, 3, 0, 2]],
		['rotate180', rotate180, [1, 3, 0, 2]],
		['rotate270', rotate270, [1, 3, 0, 2]],
		['mirrorLeftRight', mirrorLeftRight, [2, 0, 3, 1]],
		['mirrorTopBottom', mirrorTopBottom, [2, 0, 3, 1]],
		['reflectMainDiagonal', reflectMainDiagonal, [2, 0, 3, 1]],
		['reflectAntiDiagonal', reflectAntiDiagonal, [2, 0, 3, 1]],
	])('%s maps the 4-queens solution 1302 correctly', (_name, transform, expected) => {
		expect(transform([1, 3, 0, 2])).toEqual(expected);
	});

	// A board that is not symmetric, so each transform is visible: queens at (0,0), (1,2), (2,1).
	test.each([
		['rotate90', rotate90, [2, 0, 1]], // (r, c) → (c, n−1−r): top-left corner goes to top-right
		['rotate180', rotate180, [1, 0, 2]],
		['rotate270', rotate270, [1, 2, 0]],
		['mirrorLeftRight', mirrorLeftRight, [2, 0, 1]],
		['mirrorTopBottom', mirrorTopBottom, [1, 2, 0]],
		['reflectMainDiagonal', reflectMainDiagonal, [0, 2, 1]],
		['reflectAntiDiagonal', reflectAntiDiagonal, [1, 0, 2]],
	])('%s moves the queens of [0, 2, 1] where expected', (_name, transform, expected) => {
		expect(transform([0, 2, 1])).toEqual(expected);
	});

	test('TRANSFORMS lists the eight transforms once each, each moving the queens as worked out by hand', () => {
		// The same hand-worked images of [0, 2, 1] as above, now reached through the table.
		expect(TRANSFORMS.map((t) => [t.name, t.apply([0, 2, 1])])).toEqual([
			['identity', [0, 2, 1]],
			['rotate90', [2, 0, 1]],
			['rotate180', [1, 0, 2]],
			['rotate270', [1, 2, 0]],
			['mirrorLeftRight', [2, 0, 1]],
			['mirrorTopBottom', [1, 2, 0]],
			['reflectMainDiagonal', [0, 2, 1]],
			['reflectAntiDiagonal', [1, 0, 2]],
		]);
		for (const t of TRANSFORMS) expect(t.label.trim(), t.name).not.toBe('');
	});

	test('four quarter turns, or any reflection twice, give the board back', () => {
		expect(rotate90(rotate90(rotate90(rotate90(EIGHT))))).toEqual(EIGHT);
		expect(rotate90(rotate270(EIGHT))).toEqual(EIGHT);
		for (const reflect of [
			mirrorLeftRight,
			mirrorTopBottom,
			reflectMainDiagonal,
			reflectAntiDiagonal,
		]) {
			expect(reflect(reflect(EIGHT))).toEqual(EIGHT);
		}
	});

	test.each([4, 5, 6, 7, 8])('every transform of every %i-queens solution is a solution', (n) => {
		const solutions = allSolutions(n);
		const set = new Set(solutions.map((s) => s.join(',')));
		for (const solution of solutions) {
			for (const t of TRANSFORMS) {
				const image = t.apply(solution);
				expect(isSolution(image), `${t.name} of ${solution.join('')}`).toBe(true);
				expect(set.has(image.join(','))).toBe(true);
			}
		}
	});

	test('the eight images of an asymmetric solution are all different', () => {
		expect(isSelfSymmetric(EIGHT)).toBe(false);
		const images = TRANSFORMS.map((t) => t.apply(EIGHT).join(','));
		expect(new Set(images).size).toBe(8);
	});

	test('a board without one queen per column is refused with a readable error', () => {
		expect(() => rotate90([0, 0, 1])).toThrow(NQueensInputError);
		expect(() => rotate90([0, 3, 1])).toThrow(/one queen in every row and every column/);
	});
});

describe('canonical forms and classes', () => {
	test('the canonical form is the smallest image and the same for the whole class', () => {
		const canon = canonicalForm(EIGHT);
		for (const t of TRANSFORMS) {
			const image = t.apply(EIGHT);
			expect(canonicalForm(image)).toEqual(canon);
			expect(compareColumns(canon, image)).toBeLessThanOrEqual(0);
		}
	});

	// OEIS A002562: fundamental solutions for n = 1 … 12; n = 12 groups all 14200 boards.
	test.each(A002562.slice(0, 12).map((classes, i) => [i + 1, classes]))(
		'n = %i has %i fundamental classes (A002562)',
		(n, classes) => {
			const solutions = allSolutions(n);
			const groups = symmetryClasses(solutions);
			expect(groups).toHaveLength(classes);
			expect(fundamentalSolutions(solutions)).toHaveLength(classes);
			// Classes split the solutions: sizes add up to A000170, and each class holds all its images.
			expect(groups.reduce((sum, g) => sum + g.size, 0)).toBe(solutions.length);
			for (const g of groups) {
				expect(g.members).toHaveLength(g.size);
				expect([1, 2, 4, 8]).toContain(g.size);
				expect(g.size * g.symmetries.length).toBe(8);
				expect(g.symmetries).toContain('identity');
				// With every solution given, the representative is the class's smallest member,
				// comparing column lists number by number.
				expect(g.members).toContainEqual(g.representative);
				for (const m of g.members)
					expect(compareColumns(g.representative, m)).toBeLessThanOrEqual(0);
			}
		},
	);

	test('n = 8: 12 classes, exactly one of size 4 and eleven of size 8', () => {
		const groups = symmetryClasses(allSolutions(8));
		expect(groups).toHaveLength(12);
		const small = groups.filter((g) => g.size === 4);
		expect(small).toHaveLength(1);
		expect(groups.filter((g) => g.size === 8)).toHaveLength(11);
		// The symmetric one is fixed by the half turn only.
		expect(small[0]!.symmetries).toEqual(['identity', 'rotate180']);
		expect(isSelfSymmetric(small[0]!.representative)).toBe(true);
		expect(small[0]!.representative).toEqual([2, 4, 1, 7, 0, 6, 3, 5]);
	});

	test('n = 1 is fixed by all eight symmetries; n = 4 is one class of two fixed by quarter turns', () => {
		expect(symmetryClasses([[0]])).toEqual([
			{ representative: [0], members: [[0]], symmetries: TRANSFORMS.map((t) => t.name), size: 1 },
		]);
		const [four] = symmetryClasses(allSolutions(4));
		expect(four).toEqual({
			representative: [1, 3, 0, 2],
			members: [
				[1, 3, 0, 2],
				[2, 0, 3, 1],
			],
			symmetries: ['identity', 'rotate90', 'rotate180', 'rotate270'],
			size: 2,
		});
	});

	test('classes of a partial list keep only the boards given, listed once, ordered by representative', () => {
		const mirror = mirrorLeftRight(EIGHT);
		const groups = symmetryClasses([mirror, EIGHT, EIGHT, [1, 3, 0, 2]]);
		// Dictionary order compares the first columns first: [0, 4, …] comes before [1, 3, 0, 2].
		expect(groups.map((g) => g.representative)).toEqual([canonicalForm(EIGHT), [1, 3, 0, 2]]);
		expect(groups[0]!.members).toEqual([mirror, EIGHT]);
		expect(groups[0]!.size).toBe(8);
		expect(groups[1]!.members).toEqual([[1, 3, 0, 2]]);
	});
});
