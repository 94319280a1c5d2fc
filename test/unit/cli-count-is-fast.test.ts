import { describe, expect, test } from 'vitest';
import { nqueens } from './cli-helpers.ts';
import { parseRequest, usesFastCount } from '../../src/cli/arguments.ts';
import { countSolutions } from '../../src/cli/running.ts';
import { knownCount } from '../../src/solver/count/index.ts';

// n = 14: the step-by-step search yields about 811 million events (minutes of work), the fast
// counter takes a fraction of a second. The command says which one counted (`fast` in its JSON),
// so no test here rests on how long a count took.
describe('--count uses the fast counter whenever no steps or statistics are asked for', () => {
	test.each(['backtrack', 'stack', 'permutations', 'bitmask'])(
		'nqueens 14 --count --method %s counts 365596 (A000170) with the fast counter',
		(method) => {
			const { status, stdout, stderr } = nqueens(
				'14',
				'--count',
				'--method',
				method,
				'--format',
				'json',
			);
			expect(JSON.parse(stdout)).toMatchObject({ method, count: 365596, fast: true });
			expect(stderr).toBe('');
			expect(status).toBe(0);
		},
	);

	test('it prints the count alone, and with --format json says it is exact and fast, with no step statistics', () => {
		expect(nqueens('14', '--count').stdout).toBe('365596\n');
		const result = JSON.parse(nqueens('14', '--count', '--format', 'json').stdout);
		expect(result).toEqual({
			n: 14,
			method: 'backtrack',
			check: 'formula',
			count: 365596,
			complete: true,
			fast: true,
		});
	});

	test('every method counts up to LIMITS.count.max (27); --stats and --trace keep the method’s own limit', () => {
		for (const method of ['backtrack', 'stack', 'permutations', 'bitmask']) {
			const request = parseRequest(['27', '--count', '--method', method]);
			expect(request).toMatchObject({ n: 27, count: true });
			expect(usesFastCount(request as Exclude<typeof request, 'help'>)).toBe(true);
		}
		expect(() => parseRequest(['28', '--count'])).toThrow(
			/too large to count, which goes up to 27/,
		);
		expect(() => parseRequest(['11', '--count', '--method', 'permutations', '--stats'])).toThrow(
			/too large for --method permutations, which goes up to 10/,
		);
		expect(() => parseRequest(['17', '--count', '--trace'])).toThrow(/goes up to 16/);
	});

	test('--stats still runs the step-by-step search and reports its counters', () => {
		const { stdout } = nqueens('8', '--count', '--stats', '--method', 'stack');
		expect(stdout).toMatch(/^92\n\nstatistics\n/);
		expect(stdout).toMatch(/ {2}placements: +2056\n/); // queens placed by the full n = 8 search
	});

	test.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])(
		'countSolutions(%i), the one counting call, gives A000170',
		async (n) => {
			expect(await countSolutions(n)).toBe(knownCount(n));
		},
	);
});
