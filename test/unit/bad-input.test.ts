import { expect, test } from 'vitest';
import { backtrack } from '../../src/solver/search.ts';
import { permutationSearch } from '../../src/solver/permutations.ts';
import { countSolutionsFast } from '../../src/solver/bitmask.ts';
import { createChecker } from '../../src/solver/checkers.ts';
import { NQueensInputError, validateN } from '../../src/solver/errors.ts';

test.each([
	[0, /at least 1/],
	[-3, /at least 1/],
	[2.5, /whole number/],
	[Number.NaN, /must be a number/],
	['abc', /must be a number/],
	[null, /must be a number/],
	[17, /too large/],
])('backtrack({ n: %s }) throws a readable NQueensInputError', (n, message) => {
	expect(() => backtrack({ n: n as number })).toThrow(NQueensInputError);
	expect(() => backtrack({ n: n as number })).toThrow(message);
});

test('each method has its own ceiling', () => {
	expect(() => permutationSearch({ n: 11 })).toThrow(/largest it accepts is 10/);
	expect(() => countSolutionsFast(28)).toThrow(/largest it accepts is 27/);
});

test('numeric strings are accepted, as from a URL or a form', () => {
	expect(validateN('8', 27)).toBe(8);
	expect(() => validateN('  ', 27)).toThrow(/must be a number/);
});

test('limits and checks are validated', () => {
	expect(() => backtrack({ n: 8, limit: 0 })).toThrow(/at least 1/);
	expect(() => createChecker('nope' as never, 8)).toThrow(/Unknown check "nope"/);
});
