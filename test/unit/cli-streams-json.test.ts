import { describe, expect, test } from 'vitest';
import { nqueens, nqueensPiped } from './cli-helpers.ts';
import type { Request } from '../../src/cli/arguments.ts';
import { countText, toJson } from '../../src/cli/print.ts';
import { isValidSolution } from './helpers.ts';
import { knownCount } from '../../src/solver/count/index.ts';

describe('--format json is written as the search goes, in bounded memory', () => {
	test('n = 16: the head and the first solution arrive while the search has hours to go', () => {
		// Building the object first would print nothing for hours: this passes only if it streams.
		const { status, stdout } = nqueensPiped(['16', '--format', 'json'], 'head -c 120');
		expect(stdout).toMatch(
			/^\{"n":16,"method":"backtrack","check":"formula","solutions":\[\[0,2,4,1,12,8,13,11,14,5,15,6,3,10,7,9\],\[/,
		);
		expect(status).toBe(0);
	});

	test('n = 12 --trace in a 64 MB heap: the first megabyte of trace arrives and the command ends quietly', () => {
		// The whole trace is about 1.2 GB of JSON (22 million sentences): holding it cannot fit in 64 MB.
		const { status, stdout, stderr } = nqueensPiped(
			['12', '--trace', '--format', 'json'],
			'head -c 1000000',
			['--max-old-space-size=64'],
		);
		expect(stdout).toHaveLength(1_000_000);
		expect(
			stdout.startsWith(
				'{"n":12,"method":"backtrack","check":"formula","trace":["row 1, column 1: try this square","row 1, column 1: safe',
			),
		).toBe(true);
		expect(stderr).toMatch(
			/^nqueens: note: --trace at n = 12 writes about 22 million trace entries \(21,934,313 steps\)/,
		);
		expect(stderr).not.toMatch(/heap|memory/i);
		expect(status).toBe(0);
	});

	test('n = 10 --trace runs to the end in a 32 MB heap and closes the object with count and statistics', () => {
		// 768,101 sentences, about 35 MB of JSON: more than the heap, so it must not be held.
		// The tail holds the trace's last sentences, the 724 solutions, count and stats.
		const { status, stdout } = nqueensPiped(
			['10', '--trace', '--format', 'json'],
			'tail -c 30000',
			['--max-old-space-size=32'],
		);
		expect(status).toBe(0);
		expect(stdout).toMatch(/"search complete: 724 solutions, 348,150 checks"\],"solutions":\[\[/);
		expect(stdout).toMatch(/\]\],"count":724,"complete":true,"stats":\{"n":10,/);
		expect(stdout.endsWith('"generated":0,"tested":0}}\n')).toBe(true);
	});

	test('the streamed pieces make one valid object: solutions, count and stats agree (n = 6, with and without --trace)', () => {
		const plain = JSON.parse(nqueens('6', '--format', 'json').stdout);
		expect(Object.keys(plain)).toEqual([
			'n',
			'method',
			'check',
			'solutions',
			'count',
			'complete',
			'stats',
		]);
		expect(plain.count).toBe(4);
		expect(plain.solutions).toHaveLength(4);
		expect(plain.solutions.every(isValidSolution)).toBe(true);
		const traced = JSON.parse(nqueens('6', '--trace', '--format', 'json').stdout);
		expect(traced.solutions).toEqual(plain.solutions);
		expect(traced.trace).toHaveLength(2097); // every event of the n = 6 search, one sentence each
		const counted = JSON.parse(nqueens('6', '--count', '--stats', '--format', 'json').stdout);
		expect(counted).not.toHaveProperty('solutions');
		expect(counted).toMatchObject({ count: 4, complete: true, stats: { solutions: 4 } });
		const limited = JSON.parse(nqueens('8', '--limit', '1', '--format', 'json').stdout);
		expect(limited).toMatchObject({
			count: 1,
			complete: false,
			solutions: [[0, 4, 7, 5, 2, 6, 1, 3]],
		});
	});

	test('--trace --format json refuses up front when the solutions it must hold would not fit', () => {
		const { status, stderr, stdout } = nqueens('15', '--trace', '--format', 'json');
		expect(status).toBe(2);
		expect(stdout).toBe('');
		expect(stderr).toMatch(
			/^nqueens: --trace --format json holds the solutions .* n = 15 has 2279184/,
		);
	});
});

describe('BigInt counts stay exact', () => {
	test('toJson writes a BigInt as its digits: n = 27 has 234907967154122528 solutions, past 2^53', () => {
		const count = knownCount(27)!;
		expect(toJson({ count })).toBe('{"count":234907967154122528}');
		expect(Number(count)).not.toBe(234907967154122528n); // a plain number would round it
		expect(String(Number(count))).not.toBe('234907967154122528');
	});

	test('a fast count in JSON carries the exact number', () => {
		const request: Request = {
			n: 27,
			method: 'backtrack',
			check: 'formula',
			format: 'json',
			boardStyle: 'squares',
			first: false,
			limit: undefined,
			count: true,
			trace: false,
			stats: false,
			workers: undefined,
		};
		expect(countText(request, knownCount(27)!)).toBe(
			'{"n":27,"method":"backtrack","check":"formula","count":234907967154122528,"complete":true,"fast":true}\n',
		);
		expect(countText({ ...request, format: 'digits' }, knownCount(26)!)).toBe(
			'22317699616364044\n',
		);
	});
});
