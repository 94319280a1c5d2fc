import { describe, expect, test } from 'vitest';
import {
	COUNT_GROWTH,
	COUNT_SECONDS_AT_16,
	countFailedText,
	countPaceText,
	countSeconds,
	countTimeText,
	countWork,
	formatSeconds,
	timeLeft,
} from '../../src/solver/count/index.ts';
import { progressText } from '../../src/cli/progress-line.ts';
import { longWorkNote } from '../../src/cli/estimate.ts';
import { parseRequest, type Request } from '../../src/cli/arguments.ts';

// One estimate and one set of words for the full-symmetry count, said by the command and the page.
describe('how long a count takes', () => {
	test('n = 16 takes the measured range, each size after it the growth factor longer', () => {
		expect(countSeconds(16)).toEqual([...COUNT_SECONDS_AT_16]);
		expect(countSeconds(17)).toEqual([
			COUNT_SECONDS_AT_16[0] * COUNT_GROWTH[0],
			COUNT_SECONDS_AT_16[1] * COUNT_GROWTH[1],
		]);
		expect(countTimeText(17)).toBe(
			'counting n = 17 takes roughly 12 s to 48 s on a computer with two processor cores, like the one the times were measured on (n = 16 takes 2–6 s, each size after it 6–8 times longer)',
		);
	});

	test('the command’s note before a long count is the same sentence', () => {
		const note = longWorkNote(parseRequest(['18', '--count']) as Request)!;
		expect(note).toBe(`${countTimeText(18)}; Ctrl-C stops it.`);
	});

	test('each size weighs between 6 and 8 times the one before, smaller sizes too', () => {
		for (let n = 4; n < 27; n++) {
			const growth = countWork(n + 1) / countWork(n);
			expect(growth).toBeGreaterThanOrEqual(COUNT_GROWTH[0]);
			expect(growth).toBeLessThanOrEqual(COUNT_GROWTH[1]);
		}
	});
});

describe('a count under way', () => {
	test('time left is the work still to do at the pace of the work done', () => {
		expect(timeLeft(4000, 120, 512)).toBeCloseTo((4000 / 120) * 392);
		expect(timeLeft(1000, 1, 4)).toBe(3000);
		expect(timeLeft(1000, 4, 4)).toBe(0);
		expect(timeLeft(1000, 0, 4)).toBe(Infinity);
	});

	test('parts done, time so far and time left, in the same words as the command’s progress line', () => {
		const pace = { done: 120, total: 512, elapsedMs: 4000, remainingMs: timeLeft(4000, 120, 512) };
		expect(countPaceText('n = 17', pace)).toBe(
			'counting n = 17: 120 of 512 parts, 4 s so far, about 13 s left',
		);
		expect(progressText(17, { ...pace, solutions: 0n, nodes: 0 })).toBe(
			`${countPaceText('n = 17', pace)} (Ctrl-C stops)`,
		);
		expect(countPaceText('n = 4 to 17', { ...pace, done: 0, remainingMs: Infinity })).toBe(
			'counting n = 4 to 17: 0 of 512 parts, 4 s so far, estimating',
		);
		expect(countPaceText('n = 17', { ...pace, total: 1031 })).toContain('of 1,031 parts');
	});

	test('a failed part is named from 1, as a reader counts', () => {
		expect(countFailedText(12, 2, 'boom')).toBe('Counting 12 queens failed in part 3: boom');
	});
});

describe('the count’s words in Chinese (the count race’s zh-cn phrases)', async () => {
	const { countRaceMessages } = await import('../../src/i18n/count-race.ts');
	const zh = countRaceMessages('zh-cn').count;

	test('durations, estimate, pace and failure', () => {
		expect(
			[40, 720, 3 * 3600, 5 * 86400, 57 * 365 * 86400].map((s) => formatSeconds(s, zh)),
		).toEqual(['40 秒', '12 分钟', '3 小时', '5 天', '57 年']);
		expect(countTimeText(17, zh)).toMatchInlineSnapshot(
			`"在双核处理器的计算机上（与测量这些时间的机器相同），计数 n = 17 需要约 12 秒到 48 秒（n = 16 需要 2–6 秒，之后 n 每增加 1，用时变为原来的 6–8 倍）"`,
		);
		const pace = { done: 120, total: 1031, elapsedMs: 4000, remainingMs: 13000 };
		expect(countPaceText('n = 17', pace, zh)).toBe(
			'正在计数 n = 17：1,031 个部分中已完成 120 个，已用 4 秒，约剩 13 秒',
		);
		expect(countPaceText('n = 4 到 17', { ...pace, done: 0 }, zh)).toMatch(/正在估计剩余时间$/);
		expect(countFailedText(12, 2, 'boom', zh)).toBe('计数十二皇后时在第 3 部分出错：boom');
	});
});
