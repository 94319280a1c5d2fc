import { describe, expect, test } from 'vitest';
import { firstStderrLine, nqueens, nqueensPiped } from './cli-helpers.ts';
import { parseRequest, type Request } from '../../src/cli/arguments.ts';
import { backtrackEvents, formatSeconds, longWorkNote } from '../../src/cli/estimate.ts';
import { backtrack } from '../../src/solver/search/index.ts';

/** The checked request for a command line (never --help here). */
function request(...args: string[]): Request {
	return parseRequest(args) as Request;
}

describe('before long work, a note on stderr says how much', () => {
	test.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
		'the event table matches the search itself for n = %i',
		(n) => {
			expect(backtrackEvents(n)).toBe([...backtrack({ n })].length);
		},
	);

	test('n = 11 gives the 3,949,943 events the trace player’s limit quotes', () => {
		expect(backtrackEvents(11)).toBe(3_949_943);
	});

	test('--trace at n = 12 says it writes about 22 million lines, and how long that takes', () => {
		expect(longWorkNote(request('12', '--trace'))).toMatch(
			/^--trace at n = 12 writes about 22 million lines \(21,934,313 steps\), which takes roughly \d+ s to \d+ (s|min);/,
		);
		const { stderr, status } = nqueensPiped(['12', '--trace'], 'head -n 1');
		expect(stderr).toMatch(/^nqueens: note: --trace at n = 12 writes about 22 million lines/);
		expect(status).toBe(0);
	});

	test('a count at n = 18 says roughly how many minutes, from n = 16 and the growth per size', () => {
		const note = longWorkNote(request('18', '--count'))!;
		// 2 s × 6² = 72 s at the quick end, 6 s × 8² = 384 s (6 min) at the busy end.
		expect(note).toMatch(/^counting n = 18 takes roughly 72 s to 6 min /);
		expect(note).toContain('n = 16 takes 2–6 s, each size after it 6–8 times longer');
		expect(longWorkNote(request('27', '--count'))).toMatch(/roughly [\d,]+ years to [\d,]+ years/);
	});

	test('the command prints the count note before it starts counting', async () => {
		expect(await firstStderrLine('20', '--count')).toMatch(
			/^nqueens: note: counting n = 20 takes roughly \d+ min to \d+ h /,
		);
	});

	test.each([
		[['12']], // about 5 s
		[['14', '--count']],
		[['16', '--count']],
		[['10', '--trace']],
		[['16', '--first']],
		[['16', '--limit', '10']],
	])('no note for quick work: nqueens %j', (args) => {
		expect(longWorkNote(request(...args))).toBeUndefined();
	});

	test('notes go to stderr only: stdout is the answer alone', () => {
		const { stdout, stderr } = nqueens('16', '--first', '--format', 'digits');
		expect(stdout).toBe('0,2,4,1,12,8,13,11,14,5,15,6,3,10,7,9\n');
		expect(stderr).toBe('');
	});

	test.each([
		[40, '40 s'],
		[150, '3 min'],
		[5400, '2 h'],
		[3 * 86400, '3 days'],
		[57 * 365 * 86400, '57 years'],
	])('formatSeconds(%i) is %j', (seconds, text) => {
		expect(formatSeconds(seconds)).toBe(text);
	});
});
