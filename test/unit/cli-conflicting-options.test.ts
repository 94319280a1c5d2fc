import { describe, expect, test } from 'vitest';
import { codeFor, nqueens } from './cli-helpers.ts';

describe('options that contradict each other are refused with the code conflicting-options', () => {
	test.each([
		[['8', '--first', '--limit', '5'], /--first and --limit conflict/],
		[['8', '--limit', '5', '--first'], /--first and --limit conflict/],
		[['8', '--first', '--count'], /--first and --count conflict/],
		[['8', '--count', '--limit', '3'], /--limit and --count conflict/],
		[['8', '--limit', '3', '--limit', '4'], /--limit is given twice/],
		[['8', '--limit=3', '--limit', '3'], /--limit is given twice/],
		[['8', '--count', '--count'], /--count is given twice/],
		[['8', '--format', 'json', '--format', 'digits'], /--format is given twice/],
		[
			['8', '--method', 'bitmask', '--check', 'grid'],
			/--method bitmask always uses the bitmask check/,
		],
	])('nqueens %j', (args, message) => {
		expect(codeFor(args)).toBe('conflicting-options');
		const { status, stdout, stderr } = nqueens(...args);
		expect(status).toBe(2);
		expect(stdout).toBe('');
		expect(stderr).toMatch(/^nqueens: /);
		expect(stderr).toMatch(message);
		expect(stderr.trimEnd().split('\n')).toHaveLength(1);
	});

	test.each([
		[['8', '--first', '--trace']],
		[['8', '--limit', '3', '--stats']],
		[['8', '--count', '--stats', '--trace']],
		[['8', '--method', 'bitmask', '--check', 'bitmask']],
		[['8', '-h']],
	])('nqueens %j is accepted', (args) => {
		expect(codeFor(args)).toBe('accepted');
	});
});

describe('options are checked against the command’s own table, not Node’s error messages', () => {
	test.each([
		[['8', '--fast'], 'unknown-option', 'unknown option --fast;'],
		[['8', '--fast=3'], 'unknown-option', 'unknown option --fast;'],
		[['8', '-x'], 'unknown-option', 'unknown option -x;'],
		[['8', '--Count'], 'unknown-option', 'unknown option --Count;'],
		[['8', '--first=yes'], 'bad-option', '--first is a switch and takes no value'],
		[['8', '--method'], 'bad-option', '--method needs a value: one of backtrack'],
		[['8', '--format='], 'unknown-format', 'unknown format ""'],
	])('nqueens %j: %s', (args, code, message) => {
		expect(codeFor(args)).toBe(code);
		const { status, stderr } = nqueens(...args);
		expect(status).toBe(2);
		expect(stderr).toContain(`nqueens: ${message}`);
	});

	test('negative numbers and anything after -- are board sizes, not options', () => {
		expect(codeFor(['-3'])).toBe('n-too-small');
		expect(codeFor(['--', '-3'])).toBe('n-too-small');
		expect(codeFor(['--limit', '2', '--', '8'])).toBe('accepted');
		expect(codeFor(['8', '--', '--first'])).toBe('extra-argument');
	});
});
