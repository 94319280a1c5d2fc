import { describe, expect, test } from 'vitest';
import { codeFor, nqueens } from './cli-helpers.ts';

describe('an option the rest of the command line would silently ignore is refused', () => {
	test.each([
		[['8', '--count', '--format', 'chess'], '--count and --format conflict', '--format chess'],
		[['8', '--count', '--format', 'digits'], '--count and --format conflict', '--format digits'],
		[['8', '--count', '--format', 'board'], '--count and --format conflict', '--format board'],
		[['8', '--count', '--stats', '--format', 'columns'], '--count and --format', 'columns'],
		[['4', '--trace', '--format', 'digits'], '--trace and --format conflict', '--format digits'],
		[['4', '--trace', '--format', 'chess'], '--trace and --format conflict', '--format chess'],
		[['8', '--board-style', 'x', '--format', 'digits'], '--board-style and --format', 'digits'],
		[['8', '--board-style', 'q0', '--format', 'json'], '--board-style and --format', 'json'],
		[['8', '--count', '--board-style', 'x'], '--board-style and --count conflict', 'a count'],
	])('nqueens %j', (args, conflict, names) => {
		expect(codeFor(args)).toBe('conflicting-options');
		const { status, stdout, stderr } = nqueens(...args);
		expect(status).toBe(2);
		expect(stdout).toBe('');
		expect(stderr).toMatch(new RegExp(`^nqueens: ${conflict.replaceAll('-', '\\-')}`));
		expect(stderr).toContain(names);
		expect(stderr.trimEnd().split('\n')).toHaveLength(1);
	});

	test.each([
		[['8', '--count', '--format', 'json']],
		[['8', '--count', '--stats', '--format', 'json']],
		[['4', '--trace', '--format', 'json']],
		[['4', '--trace', '--format', 'board']],
		[['4', '--trace', '--board-style', 'x']],
		[['8', '--board-style', 'x', '--format', 'board']],
		[['8', '--first', '--board-style', 'grid01']],
		[['8', '--format', 'chess']],
	])('nqueens %j is accepted, each option used', (args) => {
		expect(codeFor(args)).toBe('accepted');
	});

	test('--board-style shapes what --trace prints at each solution', () => {
		const plain = nqueens('4', '--trace').stdout;
		const styled = nqueens('4', '--trace', '--board-style', 'x').stdout;
		expect(styled).not.toBe(plain);
	});
});
