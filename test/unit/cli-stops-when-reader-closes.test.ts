import { describe, expect, test } from 'vitest';
import { isValidSolution } from './helpers.ts';
import { nqueensPiped } from './cli-helpers.ts';
import { parseDigits } from '../../src/solver/format/index.ts';

// n = 16 lists 14,772,512 solutions over some 38 billion search events: hours of work. Each test
// passes only if the command prints its first lines at once and then stops when the reader
// closes; a command that finished the search first, or kept a big buffer, would hit the timeout.
describe('a reader that closes early ends the command quietly, at any n', () => {
	test('nqueens 16 --format digits | head -n 1: the first solution, then status 0', () => {
		const { status, stdout, stderr } = nqueensPiped(['16', '--format', 'digits'], 'head -n 1');
		expect(stdout).toBe('0,2,4,1,12,8,13,11,14,5,15,6,3,10,7,9\n');
		expect(isValidSolution(parseDigits(stdout.trim()))).toBe(true);
		expect(status).toBe(0);
		expect(stderr).toMatch(/^nqueens: note: n = 16 replays every step/); // the note, and no error
		expect(stderr.trimEnd().split('\n')).toHaveLength(1);
	});

	test('nqueens 16 | head -n 3: the first board starts, then status 0', () => {
		const { status, stdout } = nqueensPiped(['16'], 'head -n 3');
		expect(stdout.split('\n')[0]).toBe(`■${' □'.repeat(15)}`);
		expect(stdout.split('\n')).toHaveLength(4);
		expect(status).toBe(0);
	});

	test('nqueens 16 --trace | head -n 5: the first steps, then status 0', () => {
		const { status, stdout } = nqueensPiped(['16', '--trace'], 'head -n 5');
		expect(stdout.split('\n').slice(0, 3)).toEqual([
			'row 1, column 1: try this square',
			'row 1, column 1: safe, no queen attacks it',
			'row 1, column 1: place a queen',
		]);
		expect(status).toBe(0);
	});

	test('nqueens 16 --method stack --format columns | true: a reader that takes nothing stops it at once', () => {
		// `true` exits without reading: the first write fails (EPIPE) and the command must stop there.
		const { status, stdout } = nqueensPiped(
			['16', '--method', 'stack', '--format', 'columns'],
			'true',
		);
		expect(stdout).toBe('');
		expect(status).toBe(0);
	});
});
