import { describe, expect, test } from 'vitest';
import { backtrack, permutationSearch } from '../../src/solver/search/index.ts';
import { buggySearch } from '../../src/solver/bugs/index.ts';
import { analysePosition, squaresFromColumns } from '../../src/solver/board/index.ts';
import {
	boardStatus,
	describeAttacks,
	describeEvent,
	ENGLISH_EVENT_PHRASES,
	nameBoardSquare,
	toggleAnnouncement,
} from '../../src/solver/words/index.ts';
import { wordsMessages } from '../../src/i18n/words.ts';

const zh = wordsMessages('zh-cn');

// Latin letters outside the diagonal signs: none may be left in a Chinese sentence.
const ENGLISH = /[A-Za-z]/;

test('the start of the 4-queens search, as the Chinese trace log tells it', () => {
	const lines = [...backtrack({ n: 4 })].slice(0, 14).map((e) => describeEvent(e, 1, zh.event));
	expect(lines).toMatchInlineSnapshot(`
		[
		  "第 1 行第 1 列：尝试这个格子",
		  "第 1 行第 1 列：安全，没有皇后攻击它",
		  "第 1 行第 1 列：放置皇后",
		  "第 2 行第 1 列：尝试这个格子",
		  "第 2 行第 1 列：与第 1 行第 1 列的皇后同列",
		  "第 2 行第 2 列：尝试这个格子",
		  "第 2 行第 2 列：与第 1 行第 1 列的皇后在同一条主对角线（\\）上",
		  "第 2 行第 3 列：尝试这个格子",
		  "第 2 行第 3 列：安全，没有皇后攻击它",
		  "第 2 行第 3 列：放置皇后",
		  "第 3 行第 1 列：尝试这个格子",
		  "第 3 行第 1 列：与第 1 行第 1 列的皇后同列",
		  "第 3 行第 2 列：尝试这个格子",
		  "第 3 行第 2 列：与第 2 行第 3 列的皇后在同一条副对角线（/）上",
		]
	`);
});

test('the 4-queens search ends with its two solutions and its count, in Chinese', () => {
	const events = [...backtrack({ n: 4 })];
	const said = events
		.filter((e) => e.type === 'solution' || e.type === 'done')
		.map((e) => describeEvent(e, 1, zh.event));
	expect(said).toEqual([
		'第 1 个解：各行依次在第 2、4、1、3 列',
		'第 2 个解：各行依次在第 3、1、4、2 列',
		'搜索完成：找到 2 个解，共检查 60 次',
	]);
});

test.each([
	['backtrack', () => backtrack({ n: 5 })],
	['permutations', () => permutationSearch({ n: 4 })],
	['seed 002 no-undo', () => buggySearch('no-undo', 4)],
])('every event of %s has a Chinese sentence without English words', (_name, search) => {
	for (const event of search()) {
		const sentence = describeEvent(event, 1, zh.event);
		expect(sentence).toMatch(/^(第 \d+ 行第 \d+ 列：|候选排列（|第 \d+ 个解：|搜索)/);
		expect(sentence).not.toMatch(ENGLISH);
	}
});

test('the English catalog says what the solver says in English', () => {
	expect(describeEvent({ type: 'place', row: 0, col: 0 }, 1, ENGLISH_EVENT_PHRASES)).toBe(
		'row 1, column 1: place a queen',
	);
	expect(describeEvent({ type: 'place', row: 0, col: 0 }, 1, wordsMessages('en').event)).toBe(
		'row 1, column 1: place a queen',
	);
});

describe('boards in Chinese words', () => {
	test('a square with two attackers, one in its own row', () => {
		const attacks = [
			{ queen: { row: 0, col: 1 }, rule: 'diagonal' },
			{ queen: { row: 1, col: 0 }, rule: 'row' },
		] as const;
		expect(describeAttacks(attacks, zh)).toBe(
			'与第 1 行第 2 列的皇后在同一条主对角线（\\）上，也与第 2 行第 1 列的皇后同行',
		);
		expect(
			nameBoardSquare({
				n: 8,
				square: { row: 0, col: 4 },
				queen: false,
				attacks: [],
				chess: true,
				words: zh,
			}),
		).toBe('第 1 行第 5 列（e8），空');
	});

	test('the line under a board and what a toggle announces', () => {
		const solved = analysePosition(4, squaresFromColumns([1, 3, 0, 2]));
		expect(boardStatus(solved, [], zh)).toEqual({
			solved: true,
			text: '解出来了！4 个皇后，没有两个互相攻击。',
		});
		expect(boardStatus(solved, [{ row: 3, col: 2 }], zh).text).toBe(
			'4 个皇后，没有两个互相攻击，但这不是搜索找到的解：第 4 行第 3 列的皇后早该拿走。',
		);
		const two = analysePosition(4, [
			{ row: 0, col: 0 },
			{ row: 1, col: 1 },
		]);
		expect(boardStatus(two, [], zh).text).toBe(
			'已放置 2 个皇后（共需 4 个）。有 2 个皇后互相攻击。',
		);
		expect(toggleAnnouncement(false, { row: 1, col: 1 }, analysePosition(4, []), zh)).toBe(
			'从第 2 行第 2 列拿走了皇后。棋盘是空的。',
		);
	});
});
