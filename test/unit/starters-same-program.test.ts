import { expect, test } from 'vitest';
import {
	CHAPTER_CELLS,
	chapterCell,
	type ChapterCellName,
} from '../../src/notebook/exercises/chapter-cells.ts';
import { EXERCISES, getExercise } from '../../src/notebook/exercises/exercises.ts';

/*
 * A starter is the same program in every language: only its comments are translated (issue 21),
 * so a learner's saved code, which carries no language, means the same on both pages. With the
 * comments taken out, the Chinese starters, worked solutions and chapter cells are the English
 * ones, line for line; and the comments left are Chinese.
 */

/** The code without its comments: `// …` to the end of a line, and one-line `/** … *\/`. */
function program(code: string): string[] {
	return code.split('\n').map((line) =>
		line
			.replace(/\/\*\*.*\*\//, '')
			.replace(/\/\/.*$/, '')
			.trimEnd(),
	);
}

/** The comments of the code, one per line that has one. */
function comments(code: string): string[] {
	return code
		.split('\n')
		.map((line) => /(\/\/.*|\/\*\*.*\*\/)$/.exec(line)?.[0])
		.filter((comment): comment is string => comment !== undefined);
}

/** Every piece of the book's code that has comments, in English and in Chinese. */
const CODE: [string, string, string][] = [
	...EXERCISES.flatMap((e): [string, string, string][] => [
		[`exercise ${e.id}, starter`, e.starter, getExercise(e.id, 'zh-cn').starter],
		[`exercise ${e.id}, worked solution`, e.solution, getExercise(e.id, 'zh-cn').solution],
	]),
	...(Object.keys(CHAPTER_CELLS) as ChapterCellName[]).flatMap(
		(name): [string, string, string][] => {
			const [en, zh] = [chapterCell(name), chapterCell(name, 'zh-cn')];
			return [
				[`chapter cell ${name}, starter`, en.starter, zh.starter],
				...(en.worked
					? [[`chapter cell ${name}, worked`, en.worked, zh.worked!] as [string, string, string]]
					: []),
			];
		},
	),
];

test.each(CODE)('%s: the same program in English and Chinese', (_, en, zh) => {
	expect(program(zh)).toEqual(program(en));
});

test.each(CODE.filter(([, en]) => comments(en).length > 0))(
	'%s: every comment is in Chinese on the Chinese page',
	(_, en, zh) => {
		const said = comments(zh);
		expect(said).toHaveLength(comments(en).length);
		for (const comment of said) expect(comment, comment).toMatch(/[\u4e00-\u9fff]/);
	},
);

test('English is the default language of a starter', () => {
	expect(getExercise('permutations').starter).toBe(getExercise('permutations', 'en').starter);
	expect(chapterCell('columnOrder').starter).toBe(CHAPTER_CELLS.columnOrder.starter);
	expect(getExercise('permutations', 'zh-cn').starter).not.toBe(
		getExercise('permutations').starter,
	);
});
