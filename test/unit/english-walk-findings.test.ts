import { describe, expect, test } from 'vitest';
import { explain } from '../../components/bug-replay/bug-words.ts';
import { analyseBug, summariseBug } from '../../src/solver/bugs/index.ts';
import { formatCount } from '../../src/solver/format/index.ts';
import { bugReplayMessages } from '../../src/i18n/bug-replay.ts';
import { wordsMessages } from '../../src/i18n/words.ts';
import { cellMessages } from '../../src/i18n/cell.ts';
import traceEn from '../../src/i18n/en/trace.ts';
import runtimeEn from '../../src/i18n/en/runtime.ts';
import { brokenRules } from '../en-rules.ts';

/*
 * What the English learner's walk found in the widgets' words (issue 28), each held here as the
 * walk met it: counts written as the book writes them (4,564), and every sentence starting with a
 * capital.
 */

describe("the English walk's findings, in the widgets' words", () => {
	test('the bug replay says the fixed version’s counts as its counters do (2,056, not 2056)', () => {
		const { stats } = analyseBug('fixed');
		expect(stats.placements).toBeGreaterThanOrEqual(1000);
		const said = explain(
			summariseBug(analyseBug('fixed')),
			bugReplayMessages('en'),
			wordsMessages('en').event,
		);
		expect(said).toContain(`puts down ${formatCount(stats.placements)} queens`);
		expect(said).toContain(`lifts ${formatCount(stats.removals)},`);
		expect(brokenRules(said)).toEqual([]);
		// The same in Chinese, whose counters group digits the same way.
		expect(
			explain(
				summariseBug(analyseBug('fixed')),
				bugReplayMessages('zh-cn'),
				wordsMessages('zh-cn').event,
			),
		).toContain(`放下 ${formatCount(stats.placements)} 个皇后`);
	});

	test('the trace board’s name says its step as the step counter does (1,971)', () => {
		const label = traceEn.player.board(8, 1971);
		expect(label).toBe('Trace board, 8 by 8, after step 1,971');
		expect(brokenRules(label)).toEqual([]);
	});

	test('a check’s message starts a sentence after its name: a capital, unless it names code', () => {
		const t = cellMessages('en').checks;
		expect(t.message('for n = 8 you returned null')).toBe('For n = 8 you returned null');
		expect(t.message('your check misses the \\ diagonal')).toBe(
			'Your check misses the \\ diagonal',
		);
		expect(t.message('isSafe(1, 4) said safe')).toBe('isSafe(1, 4) said safe');
		expect(t.message('columns.pop() is missing')).toBe('columns.pop() is missing');
		const line = `n = 8: the first solution${t.nameEnd}${t.message('for n = 8 you returned [0, 4, 7, 5, 2, 6, 1, 3]')}`;
		expect(brokenRules(line)).toEqual([]);
		expect(cellMessages('zh-cn').checks.message('对 n = 8')).toBe('对 n = 8');
	});
});

describe("the English walk's findings in the search tree's description", () => {
	const t = traceEn.drawing;

	test('an empty board or a finished search says no queen stands, not "in columns none"', () => {
		for (const said of [t.folded('0', t.path([])), t.whole('155', '16', '44', t.path([]))]) {
			expect(said).not.toMatch(/columns none/);
			expect(said).toContain('No queen is standing.');
			expect(brokenRules(said)).toEqual([]);
		}
	});

	test('one queen is one, in its column; more are listed top row first', () => {
		expect(t.folded('3', t.path([1]))).toContain('One queen standing, in column 1.');
		expect(t.whole('65', '8', '12', t.path([2, 4, 1, 3]))).toContain(
			'Queens standing, top row first, in columns 2, 4, 1, 3.',
		);
	});
});

describe("the English walk's findings in a cell's errors", () => {
	test('a column off the board is said as the code holds it, index and value from 0', () => {
		// printBoard([0, 2]): columns[1] is 2 on a board of 2 rows.
		const said = runtimeEn.helpers.printBadColumn(2, '2', 2);
		expect(said).toBe('columns[1] is 2, but a board of 2 rows has columns 0 to 1 only.');
		expect(said).not.toMatch(/Row \d+ holds column/);
		expect(runtimeEn.helpers.printBadColumn(1, '5', 1)).toBe(
			'columns[0] is 5, but a board of 1 row has only column 0.',
		);
		expect(brokenRules(said)).toEqual([]);
	});
});
