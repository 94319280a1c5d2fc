import { expect, test } from 'vitest';
import { backtrack, countWithCheck } from '../../src/solver/search/index.ts';
import { CHECK_NAMES } from '../../src/solver/board/index.ts';
import { drain } from './helpers.ts';

const cases = CHECK_NAMES.flatMap((check) =>
	[1, 4, 6, 8].flatMap((n) => [
		{ check, n },
		{ check, n, first: true },
		{ check, n, limit: 3 },
	]),
);

test.each(cases)('$check, n = $n: the quiet count matches the event stream (%o)', (options) => {
	expect(countWithCheck(options)).toEqual(drain(backtrack(options)).stats);
});
