import { describe, expect, test } from 'vitest';
import { codeFor, explain } from '../../components/bug-replay/bug-words.ts';
import { BugReplayController } from '../../components/bug-replay/bug-replay.svelte.ts';
import {
	analyseBug,
	BUGGY_VARIANTS,
	reportBugs,
	summariseBug,
} from '../../src/solver/bugs/index.ts';
import { formatCount } from '../../src/solver/format/index.ts';
import { bugReplayMessages } from '../../src/i18n/bug-replay.ts';
import { wordsMessages } from '../../src/i18n/words.ts';
import { englishWords } from '../english-allowed.ts';

const zh = bugReplayMessages('zh-cn');
const en = bugReplayMessages('en');
const phrases = wordsMessages('zh-cn').event;

describe("the bug replay's sentences in Chinese", () => {
	test.each(BUGGY_VARIANTS)('%s: the explanation and the loop have no English left', (variant) => {
		const said = explain(summariseBug(analyseBug(variant)), zh, phrases);
		expect(englishWords(said)).toEqual([]);
		for (const line of codeFor(variant, zh.code)) expect(englishWords(line.text)).toEqual([]);
	});

	test('no-undo: the first stale refusal and the first square the correct program would take', () => {
		const said = explain(summariseBug(analyseBug('no-undo')), zh, phrases);
		expect(said).toMatch(
			/^这里，第 5 行第 5 列被拒绝：与第 5 行第 4 列的皇后同行。那个皇后就是这一行自己的。/,
		);
		expect(said).toMatch(/步之后，第 5 行第 8 列也因为同一个错误被拒绝/);
	});

	test('the fixed version: nothing goes wrong, with its counts', () => {
		const { stats } = analyseBug('fixed');
		expect(explain(summariseBug(analyseBug('fixed')), zh, phrases)).toBe(
			`这个版本没有出错：它放下 ${formatCount(stats.placements)} 个皇后，也拿走 ${formatCount(stats.removals)} 个，所以没有一个格子会被本该不在的皇后拒绝。`,
		);
	});

	test('the loops in both languages mark the same lines', () => {
		for (const variant of BUGGY_VARIANTS) {
			const strip = (lines: ReturnType<typeof codeFor>) =>
				lines.map(({ depth, at, missing }) => ({ depth, at, missing }));
			expect(strip(codeFor(variant, zh.code))).toEqual(strip(codeFor(variant, en.code)));
		}
	});

	test('the controller answers "Is it this step?" in Chinese', () => {
		const bug = new BugReplayController('no-undo', reportBugs(8), () => {}, 'zh-cn');
		bug.checkStep();
		expect(bug.verdict).toBe(
			'还没到：重放停在第 0 步，还没有试过任何格子。往前走（按 → 键或“下一步”按钮），找到第一个这样的格子：拒绝它的皇后本该已经不在棋盘上了。停在那里，再问一次。',
		);
		expect(bug.code[0]!.text).toBe('访问(row)：');
		bug.choose('fixed');
		expect(bug.checksNote).toMatch(/^这比正确搜索的 15,720 次检查少了 [\d,]+ 次。/);
	});
});
