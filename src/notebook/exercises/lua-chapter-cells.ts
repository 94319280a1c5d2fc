import type { Locale } from '../../i18n/locales.ts';
import { startersIn } from '../../i18n/starters.ts';
import type { ChapterCellName } from './chapter-cells.ts';
import { quoted } from './printed-text.ts';
import { fillSlots, LUA_SLOT } from './python-slots.ts';
import arrayToBoard from './lua/chapters/array-to-board.lua?raw';
import swapTheCheck from './lua/chapters/swap-the-check.lua?raw';

/*
 * The "try it" cells that sit beside a Lua tab (chapter 3's array to board, chapter 4's swapped
 * check) in Lua (issue 39): the same programs as their TypeScript starters (chapter-cells.ts),
 * written as the Lua article writes Lua (a table `columns` counted from 1), driving the traced
 * board through the Lua helper `board` (board.start, board.issafe, board.place, board.remove,
 * board.solution; rows and columns from 1: src/notebook/lua/lua-run.ts), so "Show on the board"
 * replays them. Their comments are src/i18n/<locale>/starters.ts's `luaChapters`, the words they
 * print the TypeScript cells' `prints`, joined to the values with Lua's `..`.
 */

/**
 * A Lua string of `make`'s text, its slots (Lua expressions) joined in with `..`: each slot is
 * marked with a private-use character while the text is quoted, which no catalog writes.
 */
function joined(make: (slot: (code: string) => string) => string): string {
	const codes: string[] = [];
	const text = make((code) => `\uE000${codes.push(code) - 1}\uE000`);
	return quoted(text)
		.replace(/\uE000(\d+)\uE000/g, (_, index: string) => `' .. ${codes[Number(index)]!} .. '`)
		.replace(/^'' \.\. /, '')
		.replace(/ \.\. ''$/, '');
}

/** A chapter cell's Lua starter, its comments in `locale`; undefined where Lua is not offered. */
export function luaChapterCell(name: ChapterCellName, locale: Locale = 'en'): string | undefined {
	const { luaChapters: c, prints: p } = startersIn(locale);
	if (name === 'arrayToBoard') {
		return fillSlots(
			arrayToBoard,
			{
				intro: c.arrayToBoard,
				theGrid: c.theGrid,
				attackedSquare: joined((slot) => p.attackedSquare(slot('row'), slot('col'))),
				isSolution: quoted(p.isSolution),
				attackedCount: joined((slot) => p.attackedCount(slot('attacked'), slot('n'))),
			},
			LUA_SLOT,
		);
	}
	if (name === 'swapTheCheck') {
		return fillSlots(
			swapTheCheck,
			{
				intro: c.swapTheCheck,
				formula: c.formula,
				formulaUp: c.formulaUp,
				grouped: c.grouped,
				checkSays: joined((slot) =>
					p.checkSays(slot('name'), slot('tostring(safe)'), slot('row'), slot('col')),
				),
				boardSays: joined((slot) => p.boardSays(slot('says'), slot('tostring(not safe)'))),
				tally: joined((slot) =>
					p.tally(slot('name'), slot('solutions'), slot('grouped(comparisons)')),
				),
			},
			LUA_SLOT,
		);
	}
	return undefined;
}
