import { expect, test } from 'vitest';
import { backtrack, backtrackWithStack } from '../../src/solver/search/index.ts';
import { CHECK_NAMES } from '../../src/solver/board/index.ts';

const cases = CHECK_NAMES.flatMap((check) =>
	[1, 2, 3, 4, 5, 6, 8].flatMap((n) => [
		{ check, n, first: false },
		{ check, n, first: true },
	]),
);

test.each(cases)('$check, n = $n, first = $first: identical event streams', (options) => {
	const recursive = [...backtrack(options)];
	const stacked = [...backtrackWithStack(options)];
	expect(stacked).toEqual(recursive);
	expect(recursive.length).toBeGreaterThan(1);
});

test('limit stops both after K solutions with the same events', () => {
	const a = [...backtrack({ n: 8, limit: 5 })];
	const b = [...backtrackWithStack({ n: 8, limit: 5 })];
	expect(b).toEqual(a);
	expect(a.filter((e) => e.type === 'solution')).toHaveLength(5);
});
