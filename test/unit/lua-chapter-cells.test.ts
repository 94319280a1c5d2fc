import { afterAll, beforeAll, expect, test } from 'vitest';
import { transform } from 'sucrase';
import { chapterCell, type ChapterCellName } from '../../src/notebook/exercises/chapter-cells.ts';
import { luaChapterCell } from '../../src/notebook/exercises/lua-chapter-cells.ts';
import { runCell, type CellRun } from '../../src/notebook/runtime/runner.ts';
import { unpackEvents } from '../../src/notebook/runtime/packed-trace.ts';
import { startLuaCells, type LuaCells } from '../../src/notebook/lua/node-lua.ts';
import type { Locale } from '../../src/i18n/locales.ts';

/*
 * The chapter cells beside a Lua tab (chapters 3 and 4), in Lua (issue 39): each Lua starter
 * takes the same steps on the traced board as the TypeScript one, its rows and columns counted
 * from 1 where the TypeScript counts from 0, prints the same grid and tally, and every step
 * carries a line of the learner's Lua for the replay.
 */

let cells: LuaCells;
beforeAll(() => {
	cells = startLuaCells();
});
afterAll(async () => {
	await cells.close();
});

/** What a run printed, line by line. */
const printed = (run: Pick<CellRun, 'output'>) => run.output.map((line) => line.text);

const CASES = (['en', 'zh-cn'] as Locale[]).flatMap((locale) =>
	(['arrayToBoard', 'swapTheCheck'] as ChapterCellName[]).map((name) => [name, locale] as const),
);

test.each(CASES)('%s (%s): Lua steps and prints as the TypeScript does', async (name, locale) => {
	const outcome = await cells.run(luaChapterCell(name, locale)!);
	const lua = outcome.result!.run;
	expect(lua.error).toBeUndefined();
	const ts = runCell(
		transform(chapterCell(name, locale).starter, { transforms: ['typescript'] }).code,
	);
	expect(ts.error).toBeUndefined();
	expect(lua.trace).toBeDefined();
	expect([...unpackEvents(lua.trace!)]).toEqual(ts.trace!.events);
	expect(lua.trace!.lines.slice(0, -1).every((line) => line > 0)).toBe(true);
	// The grid and the tally are the same text; a square is named as each language counts it.
	const lines = (run: Pick<CellRun, 'output'>) => printed(run).join('\n').split('\n');
	const [luaLines, tsLines] = [lines(outcome), lines(ts)];
	expect(luaLines).toHaveLength(tsLines.length);
	const same = (line: string) => !line.includes('columns[');
	expect(luaLines.filter(same)).toEqual(tsLines.filter(same));
	expect(luaLines.filter(same).length).toBeGreaterThan(0);
	const fromOne = (line: string) =>
		line.replace(/columns\[(\d+)\] = (\d+)/, (_, row: string, col: string) => {
			return `columns[${Number(row) + 1}] = ${Number(col) + 1}`;
		});
	const named = (all: string[]) => all.filter((line) => !same(line));
	expect(named(luaLines)).toEqual(named(tsLines).map(fromOne));
});

test('a check that answers otherwise than the board stops the run, in Lua’s numbers', async () => {
	const code = luaChapterCell('swapTheCheck')!.replace(
		'if c == col or math.abs(c - col) == row - r then return false end',
		'if c == col then return false end',
	);
	const outcome = await cells.run(code);
	const error = outcome.result!.run.error!;
	expect(error.message).toMatch(/^formula says true for columns\[2\] = 2, the board says false$/);
});
