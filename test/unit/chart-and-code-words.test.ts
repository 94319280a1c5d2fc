import { describe, expect, test } from 'vitest';
import { chartsMessages } from '../../src/i18n/charts.ts';
import { codeMessages } from '../../src/i18n/code.ts';
import { durationMessages } from '../../src/i18n/durations.ts';
import { formatDuration } from '../../src/solver/format/index.ts';

// The words of the build-time chart and code figures (GrowthChart.astro, SolverCode.astro,
// CodeFigure.astro) and of times, in each language; the pages themselves are walked by the e2e test.

const LAST = {
	n: 16,
	factorial: '20,922,789,888,000',
	placements: '1,141,190,302',
	bitmask: '570,595,151',
	solutions: '14,772,512',
};

describe('the growth chart in Chinese', () => {
	const zh = chartsMessages('zh-cn').growth;

	test('title and description carry the numbers, and no English word', () => {
		expect(zh.title(4, 16)).toBe('工作量随棋盘大小的变化，n = 4 到 16，对数刻度');
		const said = zh.description('10¹⁴', LAST);
		for (const number of Object.values(LAST)) expect(said).toContain(String(number));
		expect(said).toMatch(/^纵轴为对数刻度，从 1 到 10¹⁴；/);
		const legend = Object.values(zh.series).map((s) => zh.legend(s.label, s.look));
		expect(legend[0]).toBe('n!（上界）：点线，空心菱形');
		const all = [zh.title(4, 16), said, ...legend, zh.xAxis, zh.yAxis, zh.tableSummary];
		expect(all.join(' ').match(/\b[A-Za-z]{2,}\b/g)).toBeNull();
	});

	test('English keeps the words the chart had', () => {
		const en = chartsMessages('en').growth;
		expect(en.title(4, 16)).toBe('Work against board size, n = 4 to 16, logarithmic scale');
		expect(en.description('10¹⁴', LAST)).toContain(
			'At n = 16: n! is 20,922,789,888,000, the row-by-row search places 1,141,190,302 queens',
		);
	});
});

describe('code captions and times', () => {
	test('a solver region’s caption and box name in each language', () => {
		expect(codeMessages('en').lines('src/a.ts', 3, 9)).toBe('src/a.ts, lines 3–9');
		expect(codeMessages('zh-cn').lines('src/a.ts', 3, 9)).toBe('src/a.ts，第 3–9 行');
		expect(codeMessages('zh-cn').code('src/a.ts，第 3–9 行')).toBe('代码：src/a.ts，第 3–9 行');
	});

	test('formatDuration in Chinese units, with the same digits as English', () => {
		const { units } = durationMessages('zh-cn');
		const times = [0.4, 18, 1140, 35200, 125000, 120000];
		expect(times.map((ms) => formatDuration(ms, { units }))).toEqual([
			'< 1 毫秒',
			'18 毫秒',
			'1.14 秒',
			'35.2 秒',
			'2 分钟 5 秒',
			'2 分钟',
		]);
		expect(times.map((ms) => formatDuration(ms, { units: durationMessages('en').units }))).toEqual(
			times.map((ms) => formatDuration(ms)),
		);
	});
});
