import { describe, expect, test } from 'vitest';
import {
	chessNotationReport,
	firstSolutionReport,
	getDemo,
	occupancyReport,
	permutationsReport,
	DEMOS,
	runToEnd,
} from '../../src/solver/demos/index.ts';
import { backtrack, permutationSearch } from '../../src/solver/search/index.ts';
import { formatDuration } from '../../src/solver/format/index.ts';
import { solverRegion } from '../../src/site/solver-sources.ts';
import { generateAndTestByRules, searchByRules } from './helpers.ts';
import {
	runDemo,
	serveDemo,
	type DemoReply,
	type DemoRequest,
} from '../../components/demo/demo-job.ts';
import zhDemos from '../../src/i18n/zh-cn/demos.ts';

// The figures chapter 8 quotes, each also counted by a search written from the rules alone.
describe('the numbers the exercises quote', () => {
	test('8 queens: 876 checks to the first solution, 15,720 to all 92', () => {
		expect(runToEnd(backtrack({ n: 8, first: true })).stats.checks).toBe(876);
		expect(searchByRules(8, true).tries).toBe(876);
		const all = runToEnd(backtrack({ n: 8 }));
		// OEIS A319235: 2057 nodes, 92 of them solutions; each other node tries 8 squares: 8 × 1965.
		expect([all.stats.checks, all.stats.solutions]).toEqual([15720, 92]);
	});

	test('generate-and-test: 8! = 40,320 permutations, 92 kept, 140,756 checks', () => {
		const { stats } = runToEnd(permutationSearch({ n: 8 }));
		expect([stats.generated, stats.solutions, stats.checks]).toEqual([40320, 92, 140756]);
		expect(generateAndTestByRules(8)).toEqual({ tested: 140756, kept: 92 });
	});
});

describe('demo output', () => {
	test('first-solution', () => {
		expect(firstSolutionReport(8)).toContain(
			'Stopping at the first did 5.6% of the work: 17.9 times fewer checks.',
		);
		expect(firstSolutionReport(4)).toContain('First solution, columns 1 to 4 by row: 2 4 1 3');
	});

	test('permutations', () => {
		expect(permutationsReport(8)).toContain(
			'Backtracking asked 2.6 times fewer questions than there are permutations',
		);
		expect(permutationsReport(4)).toContain('24 permutations generated (4! = 24), 2 kept.');
	});

	test('chess notation follows seed 000: file by file, rank 8 at the top', () => {
		const text = chessNotationReport(8);
		expect(text.split('\n')[0]).toBe('8 X - - - - - - -');
		expect(text).toContain('  a b c d e f g h');
		expect(text).toContain('The solution is: a8 b2 c4 d1 e7 f5 g3 h6');
		expect(chessNotationReport(4)).toContain('The solution is: a2 b4 c1 d3');
	});

	test('occupancy', () => {
		expect(occupancyReport(8)).toContain(
			'Occupancy arrays: 92 solutions (✓ matches the published 92).',
		);
		expect(occupancyReport(6)).toContain('4 solutions (✓ matches the published 4)');
	});

	// What each demo must print, from outside the solver: seed 003's first solution (1-based),
	// 8! by hand, seed 001's and OEIS A000170's 14,200, seed 000's chess notation, A000170's 92.
	test.each([
		['first-solution', 'First solution, columns 1 to 8 by row: 1 5 8 6 3 7 2 4'],
		['permutations-vs-backtracking', '40,320 permutations generated'],
		['count-12', 'Published count (OEIS A000170): 14,200 ✓ both match'],
		['chess-notation', 'The solution is: a8 b2 c4 d1 e7 f5 g3 h6'],
		['occupancy-check', 'Occupancy arrays: 92 solutions'],
	] as const)('%s runs by name and prints %s', (name, text) => {
		const message = runDemo({ demo: name });
		if (message.type !== 'result') throw new Error(`expected a result, got ${message.type}`);
		expect(message.result.demo).toBe(name);
		expect(message.result.output).toContain(text);
		expect(Number.isFinite(message.result.ms)).toBe(true); // a time, not a claim about speed
	});

	test('the table above names every demo', () => {
		expect(Object.keys(DEMOS).sort()).toEqual([
			'chess-notation',
			'count-12',
			'first-solution',
			'occupancy-check',
			'permutations-vs-backtracking',
		]);
	});

	test('an unknown name is a readable error', () => {
		expect(runDemo({ demo: 'nope' })).toMatchObject({
			type: 'error',
			code: 'unknown-demo',
			message: expect.stringMatching(/^Unknown demo "nope"; choose one of first-solution/),
		});
		expect(() => getDemo('nope')).toThrow(/Unknown demo/);
	});

	test.each([
		[0.4, '< 1 ms'],
		[18.2, '18 ms'],
		[1140, '1.14 s'],
		[35_200, '35.2 s'],
	])('%f ms reads %s', (ms, text) => {
		expect(formatDuration(ms)).toBe(text);
	});
});

describe('demo output on a Chinese page (issue 27)', () => {
	/** The light demos: each runs in a few hundred milliseconds, and prints no time. */
	const LIGHT = Object.values(DEMOS).filter((demo) => !demo.heavy);

	test.each(LIGHT.map((demo) => [demo.name, demo] as const))(
		'%s says the same numbers, in Chinese, with no English word',
		(_, demo) => {
			const [english, chinese] = [demo.run(), demo.run(undefined, zhDemos)];
			expect(chinese).not.toBe(english);
			expect(chinese.match(/\d+(?:[.,]\d+)*/g)).toEqual(english.match(/\d+(?:[.,]\d+)*/g));
			// Left: the board's X and -, chess squares (a8, files a to h) and OEIS A000170.
			const latin = chinese.replace(/OEIS A000170|\b[a-h]\d?\b|\bX\b/g, '');
			expect(latin.match(/[A-Za-z]+/g)).toBeNull();
		},
	);

	test('exercise 1 lists the columns as a Chinese sentence does', () => {
		const text = firstSolutionReport(8, zhDemos);
		expect(text).toContain('第一个解（列从 1 数到 8）：各行依次在第 1、5、8、6、3、7、2、4 列');
		expect(text).toContain('找到第一个解用了 876 次安全检查');
		expect(text).toContain('找出全部 92 个解用了 15,720 次安全检查');
		expect(text).toContain('只做了 5.6% 的工作：完整搜索的检查次数是它的 17.9 倍。');
	});

	test('exercise 3 says its times in Chinese units and its verdict in Chinese', () => {
		expect(zhDemos.gridScan(14200, 10103868, 1140)).toBe(
			'回溯加逐格扫描：14,200 个解，检查 10,103,868 次，用时 1.14 秒。',
		);
		expect(zhDemos.published(14200n, true)).toBe(
			'已发表的计数（OEIS A000170）：14,200 ✓ 两者都与它一致',
		);
		expect(zhDemos.published(undefined, false)).toBe('已发表的计数（OEIS A000170）：— ✗ 不一致');
	});

	/** The one reply the demo worker's handler posts for `request`. */
	const served = (request: DemoRequest) =>
		new Promise<DemoReply>((resolve) => serveDemo(request, resolve));

	test('the worker says the report in the language of the request, English without one', async () => {
		const say = async (request: DemoRequest) => {
			const reply = await served(request);
			if (reply.type !== 'result') throw new Error(`expected a result, got ${reply.type}`);
			return reply.result.output;
		};
		expect(await say({ demo: 'chess-notation', locale: 'zh-cn' })).toContain(
			'用国际象棋记谱法写出这个解：a8 b2 c4 d1 e7 f5 g3 h6',
		);
		expect(await say({ demo: 'chess-notation' })).toContain('The solution is: a8 b2');
		const odd = { demo: 'chess-notation', locale: 'fr' } as unknown as DemoRequest;
		expect(await say(odd)).toContain('The solution is: a8 b2');
		expect(await say({ demo: 'first-solution', n: 4, locale: 'zh-cn' })).toContain(
			'第一个解（列从 1 数到 4）：各行依次在第 2、4、1、3 列',
		);
		expect(await served({ demo: 'first-solution', n: 40, locale: 'zh-cn' })).toMatchObject({
			type: 'error',
		});
	});
});

test.each([
	'demo-first-solution',
	'demo-permutations',
	'demo-count-12',
	'demo-chess-notation',
	'demo-occupancy',
])('chapter 8 can show region %s', (region) => {
	expect(solverRegion(region).code).toMatch(/export function \w+Report/);
});
