import { describe, expect, test } from 'vitest';
import {
	chessNotationReport,
	firstSolutionReport,
	formatDuration,
	getRecipe,
	occupancyReport,
	permutationsReport,
	RECIPES,
	runRecipe,
	runToEnd,
} from '../../src/solver/recipes.ts';
import { backtrack } from '../../src/solver/search.ts';
import { permutationSearch } from '../../src/solver/permutations.ts';
import { solverRegion } from '../../src/site/solver-sources.ts';

// The figures chapter 8 quotes, straight from the solver.
describe('the numbers the exercises quote', () => {
	test('8 queens: 876 checks to the first solution, 15,720 to all 92', () => {
		expect(runToEnd(backtrack({ n: 8, first: true })).stats.checks).toBe(876);
		const all = runToEnd(backtrack({ n: 8 }));
		expect([all.stats.checks, all.stats.solutions]).toEqual([15720, 92]);
	});

	test('generate-and-test: 8! = 40,320 permutations, 92 kept, 140,756 checks', () => {
		const { stats } = runToEnd(permutationSearch({ n: 8 }));
		expect([stats.generated, stats.solutions, stats.checks]).toEqual([40320, 92, 140756]);
	});
});

describe('recipe output', () => {
	test('first-solution', () => {
		expect(firstSolutionReport(8)).toContain(
			'Stopping at the first did 5.6% of the work: 17.9 times fewer checks.',
		);
		expect(firstSolutionReport(4)).toContain('First solution, columns 1 to 4 by row: 2 4 1 3');
	});

	test('permutations', () => {
		expect(permutationsReport(8)).toContain(
			'Backtracking asked 2.6 times fewer questions than there are permutations',
		);
		expect(permutationsReport(4)).toContain('24 permutations generated (4! = 24), 2 kept.');
	});

	test('chess notation follows seed 000: file by file, rank 8 at the top', () => {
		const text = chessNotationReport(8);
		expect(text.split('\n')[0]).toBe('8 X - - - - - - -');
		expect(text).toContain('  a b c d e f g h');
		expect(text).toContain('The solution is: a8 b2 c4 d1 e7 f5 g3 h6');
		expect(chessNotationReport(4)).toContain('The solution is: a2 b4 c1 d3');
	});

	test('occupancy', () => {
		expect(occupancyReport(8)).toContain(
			'Occupancy arrays: 92 solutions (✓ matches the published 92).',
		);
		expect(occupancyReport(6)).toContain('4 solutions (✓ matches the published 4)');
	});

	test.each(Object.keys(RECIPES))('%s runs by name and is timed', (name) => {
		if (RECIPES[name as keyof typeof RECIPES].heavy) return; // count-12 is covered by the component test
		const message = runRecipe({ recipe: name });
		expect(message.type).toBe('result');
		if (message.type === 'result') expect(message.result.ms).toBeGreaterThanOrEqual(0);
	});

	test('an unknown name is a readable error', () => {
		expect(runRecipe({ recipe: 'nope' })).toMatchObject({
			type: 'error',
			code: 'unknown-recipe',
			message: expect.stringMatching(/^Unknown recipe "nope"; choose one of first-solution/),
		});
		expect(() => getRecipe('nope')).toThrow(/Unknown recipe/);
	});

	test.each([
		[0.4, '< 1 ms'],
		[18.2, '18 ms'],
		[1140, '1.14 s'],
		[35_200, '35.2 s'],
	])('%f ms reads %s', (ms, text) => {
		expect(formatDuration(ms)).toBe(text);
	});
});

test.each([
	'recipe-first-solution',
	'recipe-permutations',
	'recipe-count-12',
	'recipe-chess-notation',
	'recipe-occupancy',
])('chapter 8 can show region %s', (region) => {
	expect(solverRegion(region).code).toMatch(/export function \w+Report/);
});
