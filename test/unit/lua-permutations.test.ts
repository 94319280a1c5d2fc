import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exercisesIn } from '../../src/i18n/exercises.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { codeNamesOf } from '../../src/notebook/exercises/code-names.ts';
import { fullSearchChecks } from '../../src/notebook/exercises/solver-facts.ts';
import { formatCount } from '../../src/solver/format/index.ts';
import { luaSolution } from '../../src/notebook/exercises/lua-code.ts';
import { startLuaCells, type LuaCells } from '../../src/notebook/lua/node-lua.ts';

/*
 * Exercise 2 (the article's exercise 2.2: every permutation of 1..8, the valid ones kept, and
 * their number compared with isplaceok's calls) answered in Lua, in the Lua box's Node twin:
 * permutationsolutions(N) returns { candidates = …, solutions = {…} }, each solution a table of
 * columns counted from 1. The checks read the record's fields without running any Lua, and the
 * last one reports the article's comparison: N! permutations against backtracking's calls.
 */

/** The book's worked solution, as the page offers it: every permutation, tested with isplaceok. */
const RIGHT = luaSolution('permutations')!;

let cells: LuaCells;
beforeAll(() => {
	cells = startLuaCells();
});
afterAll(async () => {
	await cells.close();
});

describe.each(LOCALES)('exercise 2 in Lua, in %s', (locale) => {
	const t = exercisesIn(locale);
	const code = codeNamesOf('lua');

	test('every permutation tested with isplaceok passes, and the report is the article’s', async () => {
		const outcome = await cells.run(RIGHT, { exercise: 'permutations', locale });
		const checks = outcome.result!.checks!;
		expect(checks.map((check) => check.passed)).toEqual(Array(5).fill(true));
		const report = checks.at(-1)!.message;
		const tree = fullSearchChecks(8);
		// The article's hint: 8! = 40,320 permutations against the calls of its backtracking program.
		expect(report).toContain(formatCount(40_320));
		expect(report).toContain(formatCount(tree));
		expect(report).toContain((40_320 / tree).toFixed(1));
		expect(report).toContain('isplaceok');
		expect(checks[3]!.message).toContain('{1, 5, 8, 6, 3, 7, 2, 4}');
		expect(checks[0]!.name).toBe(t.permutations.candidatesName(t.common.sizesRun(1, 7), undefined));
	});

	test('an answer that is no record is shown as a Lua table and told the record to return', async () => {
		const outcome = await cells.run(
			'function permutationsolutions(N) return { count = 1, boards = { {1} } } end',
			{ exercise: 'permutations', locale },
		);
		const first = outcome.result!.checks![0]!;
		expect(first.mistake).toBe('not-a-record');
		// Its fields by name, as Lua keeps no order among them; the board's columns as Lua wrote them.
		expect(first.message).toContain('{ boards = {{1}}, count = 1 }');
		expect(first.message).toContain(code.permutationsAnswer);
		expect(first.message).not.toMatch(/\[|null|None/);
	});
});

test('a record is read without metamethods, its fields and nesting bounded', async () => {
	const code = `function permutationsolutions(N)
  local deep = {}
  for i = 1, 200 do deep[i] = { { { { i } } } } end
  local fields = setmetatable({ solutions = deep }, { __index = function() while true do end end })
  for i = 1, 1000 do fields["f" .. i] = i end
  fields.candidates = 1
  return fields
end`;
	const outcome = await cells.run(code, { exercise: 'permutations', timeLimitMs: 20_000 });
	expect(outcome.stopped).toBeUndefined();
	expect(outcome.result!.checks!.every((check) => !check.passed)).toBe(true);
});
