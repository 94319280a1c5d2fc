import { describe, expect, test } from 'vitest';
import english from '../../src/i18n/en/exercises.ts';

/** Exercise 1's message when a size that has solutions got none: its nouns agree with the counts. */
describe('exercise 1 says how many solutions a board has in good English', () => {
	const code = { none: 'None' } as Parameters<typeof english.firstSolution.nullRight>[2];
	test.each([
		[1, '1', 'For n = 1 you returned None, but one queen has 1 solution'],
		[4, '2', 'For n = 4 you returned None, but 4 queens have 2 solutions'],
		[8, '92', 'For n = 8 you returned None, but 8 queens have 92 solutions'],
	])('n = %i with %s solutions', (n, solutions, said) => {
		expect(english.firstSolution.noBoard(`For n = ${n}`, code.none, n, solutions)).toBe(said);
	});
});
