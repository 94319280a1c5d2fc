import { expect, test } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import {
	CHAPTER_CELLS,
	chapterCell,
	EXERCISES,
	getExercise,
} from '../../src/notebook/exercises/index.ts';
import { pythonChapterCell } from '../../src/notebook/exercises/python-chapter-cells.ts';
import { pythonSolution, pythonStarter } from '../../src/notebook/exercises/python-code.ts';
import { luaSolution, luaStarter } from '../../src/notebook/exercises/lua-code.ts';
import { luaChapterCell } from '../../src/notebook/exercises/lua-chapter-cells.ts';
import type { ChapterCellName } from '../../src/notebook/exercises/chapter-cells.ts';
import { splitAcrossLines } from '../zh-rules.ts';

/*
 * A cell's editor is about 75 columns wide at 1280 px (80 in its first view, less its line
 * numbers). Comments written to 95 or 100 columns wrapped there after a word or two, so every
 * sentence of a starter broke in the middle, line after line. Every comment line of every
 * starter and worked answer fits in 72 columns, a Chinese character counting as two.
 */

const WIDTH = 72;

/** Columns a line takes in a monospace font: wide (CJK, full-width) characters take two. */
function columns(line: string): number {
	let width = 0;
	for (const char of line.replace(/\t/g, '    '))
		width +=
			/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
				char,
			)
				? 2
				: 1;
	return width;
}

/** Every program a learner meets in a cell, by a name for the report. */
function programs(locale: (typeof LOCALES)[number]): [string, string][] {
	const out: [string, string][] = [];
	for (const exercise of EXERCISES) {
		const mine = getExercise(exercise.id, locale);
		out.push([`${exercise.id} starter`, mine.starter], [`${exercise.id} solution`, mine.solution]);
		const py = pythonStarter(exercise.id, locale);
		if (py) out.push([`${exercise.id} Python starter`, py]);
		const pySolution = pythonSolution(exercise.id, locale);
		if (pySolution) out.push([`${exercise.id} Python solution`, pySolution]);
		const lua = luaStarter(exercise.id, locale);
		if (lua) out.push([`${exercise.id} Lua starter`, lua]);
		const luaWorked = luaSolution(exercise.id, locale);
		if (luaWorked) out.push([`${exercise.id} Lua solution`, luaWorked]);
	}
	for (const name of Object.keys(CHAPTER_CELLS) as ChapterCellName[]) {
		const cell = chapterCell(name, locale);
		out.push([`${name} starter`, cell.starter]);
		if (cell.worked) out.push([`${name} worked`, cell.worked]);
		const py = pythonChapterCell(name, locale);
		out.push([`${name} Python starter`, py.starter]);
		const lua = luaChapterCell(name, locale);
		if (lua) out.push([`${name} Lua starter`, lua]);
	}
	return out;
}

test.each(LOCALES)(
	`%s: every comment line of every cell's code fits ${WIDTH} columns`,
	(locale) => {
		const all = programs(locale);
		expect(all.length).toBeGreaterThan(20);
		const long = all.flatMap(([name, code]) =>
			code
				.split('\n')
				.filter((line) => /^\s*(\/\/|#|--|\/\*|\*)|\s--\s/.test(line) && columns(line) > WIDTH)
				.map((line) => `${name}: ${columns(line)}: ${line.trim()}`),
		);
		expect(long).toEqual([]);
	},
);

test('zh-cn: no comment wraps between two Chinese characters, where it may split a word (没/有)', () => {
	const all = programs('zh-cn');
	const split = all.flatMap(([name, code]) =>
		splitAcrossLines(code).map((where) => `${name}: ${where}`),
	);
	expect(split).toEqual([]);
	// The rule finds such a break.
	expect(splitAcrossLines('// 保留其中没\n// 有两个皇后')).toEqual(['没|有']);
});
