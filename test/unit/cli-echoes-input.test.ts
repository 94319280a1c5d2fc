import { describe, expect, test } from 'vitest';
import { nqueens } from './cli-helpers.ts';
import { parseRequest } from '../../src/cli/arguments.ts';

const FOUR_HUNDRED_DIGITS = '1'.repeat(400);

describe('numbers are echoed as typed', () => {
	test.each([
		[['9007199254740993'], 'n = 9007199254740993 is too large'], // 2^53 + 1: a double would say …992
		[[FOUR_HUNDRED_DIGITS], `n = ${FOUR_HUNDRED_DIGITS} is too large`], // not "Infinity"
		[[FOUR_HUNDRED_DIGITS, '--count'], `n = ${FOUR_HUNDRED_DIGITS} is too large to count`],
		[['1e400'], 'not "1e400"'],
		[['8', '--limit', `-${FOUR_HUNDRED_DIGITS}`], `got "-${FOUR_HUNDRED_DIGITS}"`],
	])('nqueens %j', (args, message) => {
		const { status, stderr } = nqueens(...args);
		expect(status).toBe(2);
		expect(stderr).toContain(message);
		expect(stderr).not.toMatch(/Infinity|9007199254740992|e\+/);
	});

	test('a limit too large to reach is no limit at all: n = 8 still lists 92', () => {
		expect(
			nqueens('8', '--limit', FOUR_HUNDRED_DIGITS, '--format', 'digits').stdout.split('\n'),
		).toHaveLength(93);
	});
});

describe('--limit has one rule and one wording, whatever the bad value', () => {
	const wording =
		/^--limit must be a whole number of solutions, at least 1 \(like --limit 5\), but got /;
	test.each([['0'], ['000'], ['-3'], ['2.5'], ['abc'], ['1e3'], [''], ['0x10'], [' ']])(
		'--limit %j',
		(value) => {
			expect(() => parseRequest(['8', '--limit', value])).toThrow(wording);
			expect(() => parseRequest(['8', `--limit=${value}`])).toThrow(wording);
		},
	);

	test('a missing value says "got nothing" in the same words', () => {
		expect(() => parseRequest(['8', '--limit'])).toThrow(wording);
		expect(() => parseRequest(['8', '--limit'])).toThrow(/got nothing\.$/);
	});

	test.each([['1'], ['+5'], [' 7 '], ['0012']])('--limit %j is accepted', (value) => {
		expect(parseRequest(['8', '--limit', value])).toMatchObject({ limit: Number(value) });
	});
});
