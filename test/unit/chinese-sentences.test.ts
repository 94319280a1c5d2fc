import { describe, expect, test } from 'vitest';
import {
	describeBacktrackStep,
	nextAfterDeadEnd,
	searchPrefix,
} from '../../src/solver/search/index.ts';
import { squaresFromColumns } from '../../src/solver/board/index.ts';
import {
	checkInLimit,
	LIMITS,
	NQueensInputError,
	validateN,
} from '../../src/solver/input/index.ts';
import { importCells, passNotKept, refuseFileSize } from '../../src/notebook/storage/index.ts';
import { MAX_FILE_BYTES } from '../../src/notebook/storage/notebook-file.ts';
import { playBoardMessages } from '../../src/i18n/play-board.ts';
import { inputMessages } from '../../src/i18n/input.ts';
import { notebookFileMessages } from '../../src/i18n/notebook-file.ts';
import { notebookStorageMessages } from '../../src/i18n/notebook-storage.ts';
import { MemoryStorage } from './helpers.ts';
import { brokenRules, glossary } from '../zh-rules.ts';

/*
 * The Chinese phrase tables of the solver's and the notebook's sentence builders (issue 21): the
 * same builders, the same numbers, Chinese words; English stays the default of every builder.
 */

const zhPlay = playBoardMessages('zh-cn');
const zhInput = inputMessages('zh-cn');
const zhFile = notebookFileMessages('zh-cn').file;
const ROWS = glossary();

/** The backtracking step after the dead end of the given 1-based columns, in both languages. */
function stepAfter(n: number, columns: number[]) {
	const prefix = searchPrefix(n, squaresFromColumns(columns.map((c) => c - 1)))!;
	return nextAfterDeadEnd(n, prefix)!;
}

describe('what backtracking does after a dead end, in Chinese', () => {
	test('seed 002’s dead end on 8 × 8 (columns 1 3 5 2 4)', () => {
		const step = stepAfter(8, [1, 3, 5, 2, 4]);
		expect(describeBacktrackStep(step, zhPlay.backtrack)).toMatchInlineSnapshot(
			`"回溯会拿走第 5 行第 4 列的皇后，然后尝试第 5 行后面的列。它先尝试第 5 行的第 5、6、7 列：都受到攻击。下一个皇后放在第 5 行第 8 列。"`,
		);
		// English stays the default, word for word.
		expect(describeBacktrackStep(step)).toBe(
			'Backtracking would lift the queen in row 5, column 4, then try the next columns of row 5. It tries columns 5, 6, 7 of row 5 first: attacked. It puts the next queen on row 5, column 8.',
		);
	});

	test('the 4 × 4 search after 1 3: one column refused, or none', () => {
		// Row 3 is dead; row 2's queen moves from column 3 to column 4 at once.
		expect(describeBacktrackStep(stepAfter(4, [1, 3]), zhPlay.backtrack)).toMatchInlineSnapshot(
			`"回溯会拿走第 2 行第 3 列的皇后，然后尝试第 2 行后面的列。下一个皇后放在第 2 行第 4 列。"`,
		);
		// After 1 4 2 row 4 is dead: lift row 3 (columns 3, 4 refused), then row 2, which has no column left… and row 1 moves on.
		const text = describeBacktrackStep(stepAfter(4, [1, 4, 2]), zhPlay.backtrack);
		expect(text).toMatch(/^回溯会拿走第 3 行第 2 列的皇后，再拿走第 2 行第 4 列的皇后/);
		expect(text).not.toMatch(/[A-Za-z]/);
	});

	test('the end of the search: nothing left to try', () => {
		const step = { deadRow: 1, lifts: [{ row: 0, col: 3 }], refused: [], next: undefined };
		expect(describeBacktrackStep(step, zhPlay.backtrack)).toBe(
			'回溯会拿走第 1 行第 4 列的皇后：上面已没有哪一行还有列可以尝试，搜索到此结束。',
		);
	});
});

describe('bad numbers, in Chinese', () => {
	test.each([
		['abc', 'not-a-number', '棋盘大小必须是数字，但收到的是 "abc"。'],
		['4.5', 'not-whole', '棋盘大小必须是整数（皇后的个数），但收到的是 4.5。'],
		['2', 'n-too-small', '棋盘大小至少为 4，但收到的是 2。'],
		['13', 'n-too-large', '棋盘大小为 13，在这里太大了；最大允许 12。'],
	])('%s is refused as %s: %s', (typed, code, said) => {
		const refuse = () => checkInLimit(typed, LIMITS.playBoard, zhInput.boardSize, zhInput.phrases);
		expect(refuse).toThrow(NQueensInputError);
		expect(refuse).toThrow(said);
		try {
			refuse();
		} catch (error) {
			expect((error as NQueensInputError).code).toBe(code);
		}
	});

	test('a minimum of 1 says a board needs a square; English is unchanged', () => {
		expect(() => validateN(0, 8, '棋盘大小', 1, zhInput.phrases)).toThrow(
			'棋盘大小至少为 1（棋盘至少要有一个格子），但收到的是 0。',
		);
		expect(() => validateN(0, 8, 'n')).toThrow(
			'n must be at least 1 (a board needs at least one square), but got 0.',
		);
	});
});

describe('the notebook file and saving, in Chinese', () => {
	test.each([
		['{ nope', '这个文件不是 JSON，所以不是笔记本的导出文件。'],
		['{"format":"x","cells":{}}', '这个文件是 JSON，但不是本笔记本代码单元的导出文件。'],
		[
			'{"format":"nqueens-notebook-cells","version":9,"cells":{}}',
			'这个文件来自更新的笔记本（版本 9）；本页只能读取版本 1。',
		],
		[
			'{"format":"nqueens-notebook-cells","version":1,"cells":{"zzz":{}}}',
			'文件里有一个本书没有的代码单元："zzz"。',
		],
	])('importing %s is refused: %s', (text, said) => {
		const storage = new MemoryStorage();
		expect(importCells(storage, text, new Date(), zhFile)).toMatchObject({
			ok: false,
			message: said,
		});
		expect(storage.snapshot()).toEqual([]);
	});

	test('a file too large is refused unread', () => {
		expect(refuseFileSize(MAX_FILE_BYTES + 1, zhFile)?.message).toMatch(
			/^这个文件比任何笔记本导出文件都大（上限 [\d.]+ MB）。$/,
		);
	});

	test('what an import brought', () => {
		expect(zhFile.imported(2, 1)).toBe('已导入 2 个代码单元和 1 次练习通过记录。');
		expect(zhFile.imported(3, 0)).toBe('已导入 3 个代码单元，没有练习通过记录。');
		expect(zhFile.imported(0, 0)).toBe(
			'这个文件里没有代码，也没有练习通过记录，所以没有导入任何内容。',
		);
	});

	test('a pass that is not kept', () => {
		const words = notebookStorageMessages('zh-cn').storage;
		expect(passNotKept('full', true, words)).toBe(
			'已通过，但这个浏览器给本站的存储空间已满，离开页面后你的代码和这次通过都不会被记住。',
		);
		expect(words.problems['too-long']).toBe(
			'这段代码超过了一个代码单元能保存的 100,000 个字符，你的修改没有保存。',
		);
	});
});

test('every sentence built here keeps the rules the pages keep (test/zh-rules.ts)', () => {
	const storage = new MemoryStorage();
	const sentences = [
		describeBacktrackStep(stepAfter(8, [1, 3, 5, 2, 4]), zhPlay.backtrack),
		describeBacktrackStep(stepAfter(4, [1, 3]), zhPlay.backtrack),
		describeBacktrackStep(stepAfter(4, [1, 4, 2]), zhPlay.backtrack),
		zhPlay.deadEnd([6], 8),
		zhPlay.deadEnd([3, 4], 4),
		zhFile.imported(2, 1),
		zhFile.imported(0, 0),
		refuseFileSize(MAX_FILE_BYTES + 1, zhFile)?.message ?? '',
		...['{ nope', '{"format":"x","cells":{}}'].map((text) => {
			const result = importCells(storage, text, new Date(), zhFile);
			return result.ok ? '' : result.message;
		}),
		// What the learner typed is quoted as typed: '四', not Latin letters, so the rules read Chinese.
		...['四', '4.5', '2', '13'].map((typed) => {
			try {
				checkInLimit(typed, LIMITS.playBoard, zhInput.boardSize, zhInput.phrases);
				return '';
			} catch (error) {
				return (error as Error).message;
			}
		}),
	];
	expect(sentences.filter((sentence) => sentence === '')).toEqual([]);
	expect(sentences.flatMap((sentence) => brokenRules(sentence, { rows: ROWS }))).toEqual([]);
});
