import { expect, test } from 'vitest';
import { backtrack, permutationSearch } from '../../src/solver/search/index.ts';
import { countSolutionsFast, createChecker } from '../../src/solver/checks/index.ts';
import {
	checkInLimit,
	clampToLimit,
	type InputErrorCode,
	LIMITS,
	NQueensInputError,
	sizesIn,
	validateN,
} from '../../src/solver/input/index.ts';
import { LIMIT_REASONS } from '../../src/solver/words/index.ts';

/** The code of the input error `run` throws (fails the test if it throws anything else, or nothing). */
function codeOf(run: () => unknown): InputErrorCode {
	try {
		run();
	} catch (error) {
		expect(error).toBeInstanceOf(NQueensInputError);
		return (error as NQueensInputError).code;
	}
	throw new Error('expected an input error, but nothing was thrown');
}

test.each([
	[0, 'n-too-small', /at least 1/],
	[-3, 'n-too-small', /at least 1/],
	[2.5, 'not-whole', /whole number/],
	[Number.NaN, 'not-a-number', /must be a number/],
	['abc', 'not-a-number', /must be a number/],
	[null, 'not-a-number', /must be a number/],
	[17, 'n-too-large', /largest allowed is 16/],
])('backtrack({ n: %s }) throws %s with a readable sentence', (n, code, message) => {
	expect(codeOf(() => backtrack({ n: n as number }))).toBe(code);
	expect(() => backtrack({ n: n as number })).toThrow(message);
});

test('each method has its own ceiling, from the one table of limits', () => {
	expect(() => permutationSearch({ n: 11 })).toThrow(/largest allowed is 10/);
	expect(() => countSolutionsFast(28)).toThrow(/largest allowed is 27/);
	expect(codeOf(() => countSolutionsFast(28))).toBe('n-too-large');
});

test('numeric strings are accepted, as from a URL or a form, and echoed as typed', () => {
	expect(validateN('8', 27)).toBe(8);
	expect(codeOf(() => validateN('  ', 27))).toBe('not-a-number');
	// A double would print 9007199254740992: the message must show what the user typed.
	expect(() => validateN('9007199254740993', 27)).toThrow('n = 9007199254740993 is too large');
	expect(() => validateN('1'.repeat(400), 27)).toThrow(`n = ${'1'.repeat(400)} is too large`);
});

test('limits and checks are validated', () => {
	expect(codeOf(() => backtrack({ n: 8, limit: 0 }))).toBe('bad-limit');
	expect(codeOf(() => createChecker('nope' as never, 8))).toBe('unknown-check');
});

test('a limit gives its menu, clamps a hostile prop and refuses what it cannot take', () => {
	expect(sizesIn(LIMITS.gallery)).toEqual([4, 5, 6, 7, 8, 9, 10]);
	expect(clampToLimit('-3', LIMITS.playBoard, 8)).toBe(4);
	expect(clampToLimit('abc', LIMITS.playBoard, 8)).toBe(8);
	expect(clampToLimit(99, LIMITS.playBoard, 8)).toBe(12);
	expect(codeOf(() => checkInLimit(3, LIMITS.checkRace))).toBe('n-too-small');
	expect(() => checkInLimit(3, LIMITS.checkRace)).toThrow('n must be at least 4, but got 3.');
});

test.each(Object.entries(LIMITS))('limit %s has a range and a reason', (name, limit) => {
	expect(limit.min).toBeGreaterThanOrEqual(1);
	expect(limit.max).toBeGreaterThanOrEqual(limit.min);
	expect(LIMIT_REASONS[name as keyof typeof LIMITS].length).toBeGreaterThan(20);
});
