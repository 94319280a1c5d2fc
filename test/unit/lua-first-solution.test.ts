import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import english from '../../src/i18n/en/runtime.ts';
import { exercisesIn } from '../../src/i18n/exercises.ts';
import { codeNamesOf } from '../../src/notebook/exercises/code-names.ts';
import { firstSolutionOf } from '../../src/notebook/exercises/solver-facts.ts';
import { LIMITS } from '../../src/solver/input/index.ts';
import { luaSolution } from '../../src/notebook/exercises/lua-code.ts';
import { startLuaCells, type LuaCells } from '../../src/notebook/lua/node-lua.ts';

/*
 * Exercise 1 (the article's exercise 2.1: stop after the first solution) answered in Lua, in the
 * Lua box's Node twin: firstsolution(n) returns a table of columns counted from 1, as the
 * article writes boards, or nil; the hidden checks are the JavaScript ones, reading that table as
 * columns from 0, and isplaceok's calls are counted and recorded in the worker's JavaScript, so a
 * search that goes on past the first solution, or makes no search, is told so.
 */

/** The book's worked solution, as the page offers it: the search stopped at the first solution. */
const STOPS = luaSolution('first-solution')!;

/** The article's search as it is, every solution found, the last one kept: it does not stop. */
const SEARCHES_ON = `function firstsolution(N)
  local a, first = {}, nil
  local function addqueen(n)
    if n > N then
      if not first then first = table.move(a, 1, N, 1, {}) end
      return
    end
    for c = 1, N do
      if isplaceok(a, n, c) then
        a[n] = c
        addqueen(n + 1)
      end
    end
  end
  addqueen(1)
  return first
end`;

/** A table of answers, no search: the boards are right, isplaceok is never called. */
const LOOKED_UP = `local known = { [1] = {1}, [4] = {2, 4, 1, 3}, [5] = {1, 3, 5, 2, 4}, [6] = {2, 4, 6, 1, 3, 5},
  [8] = {1, 5, 8, 6, 3, 7, 2, 4}, [10] = {1, 3, 6, 8, 10, 5, 9, 2, 4, 7} }
function firstsolution(n) return known[n] end`;

let cells: LuaCells;

beforeAll(() => {
	cells = startLuaCells();
});

afterAll(async () => {
	await cells.close();
});

/** Each check's verdict, as "passed" or its mistake, in order. */
async function verdicts(code: string): Promise<string[]> {
	const outcome = await cells.run(code, { exercise: 'first-solution' });
	const checks = outcome.result?.checks ?? [];
	return checks.map((check) => (check.passed ? 'passed' : (check.mistake ?? 'failed')));
}

describe('exercise 1 in Lua: the checks read a table from 1 and count isplaceok', () => {
	test.each([
		[
			'the search that stops at the first solution passes every check',
			STOPS,
			Array(7).fill('passed'),
		],
		[
			'the article’s search, which finds them all, fails the checks of its stop',
			SEARCHES_ON,
			['passed', 'passed', 'searched-on', 'passed', 'searched-on', 'passed', 'searched-on'],
		],
		[
			'a table of answers gives the right boards and fails each check of a search',
			LOOKED_UP,
			['passed', 'passed', 'never-called', 'passed', 'never-called', 'passed', 'never-called'],
		],
	])('%s', async (_name, code, expected) => {
		expect(await verdicts(code)).toEqual(expected);
	});

	test('a cell without firstsolution is told which function the checks want', async () => {
		const outcome = await cells.run('function first_solution(n) end', {
			exercise: 'first-solution',
		});
		expect(outcome.result?.summary).toBe(english.run.noFunction('firstsolution'));
	});

	test('isplaceok misused is an error in the line that called it', async () => {
		const outcome = await cells.run(
			"local a = {}\nprint(isplaceok(a, 1, 1))\nisplaceok({'x'}, 2, 1)",
		);
		expect(outcome.output.map((line) => line.text)).toEqual(['true']);
		expect(outcome.result?.run.error).toMatchObject({
			line: 3,
			message: english.lua.notAColumn(1, '"x"'),
		});
		const bad = await cells.run('isplaceok({}, 0, 1)');
		expect(bad.result?.run.error?.message).toBe(english.lua.isplaceokArgs(LIMITS.cellBoard.max));
	});

	test('an answer is read as data: no metamethod runs, and a huge table is read in part', async () => {
		const trap = `function firstsolution(n)
  return setmetatable({}, { __len = function() while true do end end, __index = function() while true do end end })
end`;
		const huge =
			'function firstsolution(n) local t = {} for i = 1, 10^6 do t[i] = 1 end return t end';
		for (const code of [trap, huge]) {
			const outcome = await cells.run(code, { exercise: 'first-solution', timeLimitMs: 20_000 });
			expect(outcome.stopped).toBeUndefined();
			expect(outcome.result!.checks!.every((check) => !check.passed)).toBe(true);
		}
	});
});

describe('the checks speak of Lua’s values and calls as Lua writes them', () => {
	const t = exercisesIn('en');

	test('a wrong board is a table counted from 1, and no answer is nil', async () => {
		const wrong = await cells.run(
			'function firstsolution(n) local a = {} for i = 1, n do a[i] = i end return a end',
			{ exercise: 'first-solution' },
		);
		const board = wrong.result!.checks![0]!.message;
		expect(board).toContain('{1, 2}');
		expect(board).not.toContain('[0, 1]');
		const none = await cells.run('function firstsolution(n) return nil end', {
			exercise: 'first-solution',
		});
		const said = none.result!.checks![0]!.message;
		expect(said).toContain('nil');
		expect(said).not.toMatch(/null|None/);
		// Its work: no isplaceok call, and the call it asks for is the article's.
		expect(none.result!.checks![2]!.message).toBe(
			t.firstSolution.never(t.common.forN(4), codeNamesOf('lua')),
		);
		expect(none.result!.checks![2]!.message).toContain('isplaceok(a, n, c)');
	});

	test('a column off the board is said as Lua wrote it, with the columns 1 to n', async () => {
		const outcome = await cells.run('function firstsolution(n) return {9} end', {
			exercise: 'first-solution',
		});
		expect(outcome.result!.checks![0]!.message).toContain(t.answer.outOfRange('9', 1, 1, 1));
	});

	test('padded calls are named as isplaceok(a, n, c), rows and columns from 1', async () => {
		const sizes = [1, 2, 3, 4, 5, 6, 8, 10];
		const table = (pick: (n: number) => string) =>
			`{ ${sizes.map((n) => `[${n}] = ${pick(n)}`).join(', ')} }`;
		const first = (n: number) => {
			const columns = firstSolutionOf(n).columns;
			return columns ? `{${columns.map((c) => c + 1).join(', ')}}` : 'false';
		};
		const code = `local FIRST = ${table(first)}
local CALLS = ${table((n) => String(firstSolutionOf(n).checks))}
function firstsolution(n)
  for _ = 1, CALLS[n] do isplaceok({}, 1, 1) end
  return FIRST[n] or nil
end`;
		const outcome = await cells.run(code, { exercise: 'first-solution' });
		const failed = outcome.result!.checks!.filter((check) => !check.passed);
		expect(failed).toHaveLength(3);
		for (const check of failed) {
			expect(check.message).toContain(
				t.mistakes.notTheSearch('', 2, 'isplaceok({}, 1, 1)', 'isplaceok({1}, 2, 1)').trim(),
			);
		}
	});
});
