import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import english from '../../src/i18n/en/runtime.ts';
import { startersIn } from '../../src/i18n/starters.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { luaHints, luaSolution, luaStarter } from '../../src/notebook/exercises/lua-code.ts';
import { startLuaCells, type LuaCells } from '../../src/notebook/lua/node-lua.ts';

/*
 * Issue 39's point 5: the Lua starters and worked solutions of exercises 1 and 2, in each page
 * language. Each runs in the Lua box as the page runs it; a starter fails its exercise's checks
 * and the worked solution passes them all. With the comments and printed words taken out, every
 * language's code is the English one (a save carries no language). printsolution, the article's
 * board printing, is a helper of every Lua state, and its misuse is told in the caller's line.
 */

const EXERCISES = ['first-solution', 'permutations'] as const;

let cells: LuaCells;
beforeAll(() => {
	cells = startLuaCells();
});
afterAll(async () => {
	await cells.close();
});

/** The code alone: comments and quoted strings taken out, blank lines dropped. */
function codeAlone(source: string): string {
	return source
		.replace(/'(?:[^'\\\n]|\\.)*'/g, "''")
		.replace(/--.*$/gm, '')
		.split('\n')
		.map((line) => line.trimEnd())
		.filter((line) => line !== '')
		.join('\n');
}

describe.each(LOCALES)('in %s', (locale) => {
	test.each(EXERCISES)('%s: the starter runs and fails, the solution passes', async (id) => {
		const starter = await cells.run(luaStarter(id, locale)!, { exercise: id, locale });
		expect(starter.result?.run.error).toBeUndefined();
		const startChecks = starter.result!.checks!;
		expect(startChecks.length).toBeGreaterThan(0);
		expect(startChecks.some((check) => !check.passed)).toBe(true);
		const solved = await cells.run(luaSolution(id, locale)!, { exercise: id, locale });
		expect(solved.result?.run.error).toBeUndefined();
		expect(solved.result!.checks!.every((check) => check.passed)).toBe(true);
		const printed = solved.output.map((line) => line.text).join('\n');
		const words = startersIn(locale).prints;
		expect(printed).toContain(id === 'first-solution' ? words.firstSolution : words.solutions);
	});

	test.each(EXERCISES)('%s: the same program as in English, comments in this language', (id) => {
		for (const code of [luaStarter, luaSolution]) {
			expect(codeAlone(code(id, locale)!)).toBe(codeAlone(code(id, 'en')!));
		}
		expect(luaStarter(id, locale)).toMatch(/^-- /);
		expect(luaHints(id, locale)!.join(' ')).toContain('isplaceok');
	});
});

test('the worked solution of exercise 1 prints the first board with printsolution', async () => {
	const outcome = await cells.run(luaSolution('first-solution')!);
	const lines = outcome.output.map((line) => line.text);
	expect(lines[0]).toBe('First solution:\t1 5 8 6 3 7 2 4');
	expect(lines.slice(1)).toEqual([
		'X - - - - - - -',
		'- - - - X - - -',
		'- - - - - - - X',
		'- - - - - X - -',
		'- - X - - - - -',
		'- - - - - - X -',
		'- X - - - - - -',
		'- - - X - - - -',
	]);
});

test('printsolution draws a row without a queen empty, and refuses what is no table', async () => {
	const outcome = await cells.run('printsolution({2, nil, 9, 1.5})\nprintsolution(8)');
	expect(outcome.output.map((line) => line.text)).toEqual([
		'- X - -',
		'- - - -',
		'- - - -',
		'- - - -',
	]);
	expect(outcome.result?.run.error).toMatchObject({
		line: 2,
		message: english.lua.printsolutionArgs,
	});
});
