import { describe, expect, test } from 'vitest';
import { CHECK_NAMES } from '../../src/solver/board/index.ts';
import { backtrack, flatBacktrack } from '../../src/solver/search/index.ts';
import { A000170, drain } from './helpers.ts';

const cases = CHECK_NAMES.flatMap((check) =>
	Array.from({ length: 8 }, (_, i) => [i + 1, check] as const),
);

/** The message of the error `work` throws. */
const catchMessage = (work: () => unknown): string => {
	try {
		work();
	} catch (error) {
		return (error as Error).message;
	}
	throw new Error('did not throw');
};

describe('the flat search', () => {
	test.each(cases)('n = %i, %s check: the same events as recursive backtracking', (n, check) => {
		const flat = drain(flatBacktrack({ n, check }));
		const recursive = drain(backtrack({ n, check }));
		expect(flat.events.length).toBe(recursive.events.length);
		expect(flat.events).toEqual(recursive.events);
		expect(flat.stats.solutions).toBe(A000170[n - 1]);
	});

	test.each([
		[{ n: 8, first: true }],
		[{ n: 8, limit: 5, check: 'bitmask' as const }],
		[{ n: 6, limit: 4 }], // exactly all 4 solutions: stopped, so not complete
		[{ n: 3, first: true }], // no solution at all: complete
	])('stops like backtrack for %o', (options) => {
		expect(drain(flatBacktrack(options)).events).toEqual(drain(backtrack(options)).events);
	});

	test('returns the final statistics as the generator value', () => {
		const search = flatBacktrack({ n: 5 });
		let step = search.next();
		while (!step.done) step = search.next();
		expect(step.value).toMatchObject({ n: 5, solutions: 10 });
	});

	test('refuses bad input when called, with the same message as backtrack', () => {
		for (const options of [{ n: 0 }, { n: 17 }, { n: 4, limit: 0 }]) {
			expect(() => flatBacktrack(options)).toThrow();
			expect(() => flatBacktrack(options)).toThrow(catchMessage(() => backtrack(options)));
		}
	});
});
