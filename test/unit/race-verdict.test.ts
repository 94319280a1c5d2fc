import { describe, expect, test } from 'vitest';
import { CHECK_NAMES, type CheckName } from '../../src/solver/board/index.ts';
import { emptyStats } from '../../src/solver/events/index.ts';
import {
	describeRace,
	describeVerdict,
	noiseNote,
	type RaceResult,
	raceVerdict,
} from '../../src/solver/race/index.ts';

// Made-up times: [lower quartile, median, upper quartile] in ms per search, and comparisons.
type Times = Partial<Record<CheckName, readonly [number, number, number]>>;
const COMPARISONS: Record<CheckName, number> = {
	grid: 1000,
	formula: 400,
	'formula-up': 300,
	occupancy: 200,
	bitmask: 100,
};

/** Race results with the given times, 20 runs each, timed in batches of 10. */
function raced(times: Times, comparisons = COMPARISONS): RaceResult[] {
	return CHECK_NAMES.flatMap((check) => {
		const t = times[check];
		if (!t) return [];
		const stats = { ...emptyStats(8), checks: 100, solutions: 92, comparisons: comparisons[check] };
		return [{ check, stats, low: t[0], ms: t[1], high: t[2], runs: 20, batch: 10 }];
	});
}

const CLEAR: Times = {
	grid: [1.9, 2.1, 2.3],
	formula: [1.4, 1.5, 1.6],
	'formula-up': [1.25, 1.3, 1.35],
	occupancy: [1.12, 1.15, 1.2],
	bitmask: [0.95, 1.0, 1.05],
};

describe('raceVerdict ranks by median and finds ties with the quickest', () => {
	test.each([
		['a clear winner', CLEAR, ['bitmask']],
		[
			'bit masks and occupancy overlap',
			{ ...CLEAR, occupancy: [1.02, 1.06, 1.1] } as Times,
			['bitmask', 'occupancy'],
		],
		[
			'the occupancy median is lowest, but bit masks overlap it',
			{ ...CLEAR, occupancy: [0.9, 0.98, 1.01] } as Times,
			['occupancy', 'bitmask'],
		],
		[
			'every middle half overlaps',
			{ grid: [1, 1.3, 2], formula: [1, 1.2, 2], bitmask: [0.9, 1.1, 1.5] } as Times,
			['bitmask', 'formula', 'grid'],
		],
	] as const)('%s: leaders %j', (_what, times, leaders) => {
		const verdict = raceVerdict(raced(times));
		expect(verdict.leaders.map((r) => r.check)).toEqual(leaders);
		expect(verdict.ranked.map((r) => r.ms)).toEqual(
			verdict.ranked.map((r) => r.ms).sort((a, b) => a - b),
		);
		expect(verdict.tooQuick).toBe(false);
	});
});

describe('describeVerdict says it in words', () => {
	test('a clear winner is named, with how much quicker it is than the slowest', () => {
		const said = describeVerdict(raceVerdict(raced(CLEAR)));
		expect(said[0]).toBe('The bit-mask check is quickest, about 2.1× faster than the grid scan.');
		expect(said.join(' ')).not.toMatch(/noise/);
		// 10× the comparisons in 2.1× the time.
		expect(said.at(-1)).toBe(
			'The grid scan made 10× as many comparisons as the bit-mask check but took only 2.1× as long: trying, placing and removing queens costs the same whichever check answers.',
		);
	});

	test('two checks whose middle halves overlap are a tie, not a win', () => {
		const times: Times = { ...CLEAR, occupancy: [1.02, 1.06, 1.1] };
		const said = describeVerdict(raceVerdict(raced(times)));
		expect(said[0]).toBe(
			'The bit-mask check and the occupancy-array check are within the noise of each other, so either could come out quickest on another run; the grid scan, slowest, takes about 2.1× as long.',
		);
		expect(said.join(' ')).not.toMatch(/is quickest/);
	});

	test('ties further down the ranking are said too', () => {
		const times: Times = { ...CLEAR, formula: [1.3, 1.35, 1.5] };
		const said = describeVerdict(raceVerdict(raced(times)));
		expect(said).toContain(
			'The formula check (nearest row first) and the formula check are within the noise of each other.',
		);
	});

	test.each([
		[
			'five',
			{
				grid: [1, 1.2, 1.4],
				formula: [1, 1.1, 1.3],
				'formula-up': [1.05, 1.1, 1.2],
				occupancy: [0.95, 1.05, 1.15],
				bitmask: [0.9, 1.0, 1.1],
			} as Times,
			/^The bit-mask check, .* and the grid scan are all within the noise of each other: at this size none is clearly quickest, and another run may put them in another order\.$/,
		],
		[
			'two',
			{ grid: [2, 2.2, 2.4], bitmask: [2.1, 2.3, 2.5] } as Times,
			/^The grid scan and the bit-mask check are within the noise of each other: at this size neither is clearly quicker/,
		],
	] as const)('%s checks all within the noise: one sentence, no winner', (_k, times, sentence) => {
		const said = describeVerdict(raceVerdict(raced(times)));
		expect(said).toHaveLength(1);
		expect(said[0]).toMatch(sentence);
	});

	test('runs too short for the clock are not ranked', () => {
		// 0.05 ms a search in batches of 10: a timed run of 0.5 ms, under MIN_TIMED_MS.
		const quick = raced(CLEAR).map((r) => (r.check === 'bitmask' ? { ...r, ms: 0.05 } : r));
		const verdict = raceVerdict(quick);
		expect(verdict.tooQuick).toBe(true);
		expect(describeVerdict(verdict)).toEqual([
			'At this size a search ends too quickly for the clock to compare the checks; try a larger n.',
		]);
		expect(noiseNote(verdict, 'bitmask')).toBe('');
	});

	test('time that does not follow comparisons is called so', () => {
		// The grid scan quickest: fewer comparisons do not make the bit masks quicker here.
		const times: Times = { grid: [0.9, 1, 1.1], bitmask: [1.9, 2, 2.1] };
		const said = describeVerdict(raceVerdict(raced(times)));
		expect(said[0]).toBe('The grid scan is quickest, about 2.0× faster than the bit-mask check.');
		expect(said.at(-1)).toMatch(/^Time does not follow comparisons closely here/);
	});

	test('one check or none: nothing to compare', () => {
		expect(describeVerdict(raceVerdict(raced({ grid: [1, 1, 1] })))).toEqual([]);
		expect(describeVerdict(raceVerdict([]))).toEqual([]);
	});
});

describe('noiseNote: a few words for each bar', () => {
	const tie: Times = { ...CLEAR, occupancy: [1.02, 1.06, 1.1] };
	test.each([
		[CLEAR, 'bitmask', 'quickest'],
		[CLEAR, 'grid', '2.1× the quickest'],
		[CLEAR, 'occupancy', '1.1× the quickest'],
		[tie, 'bitmask', 'quickest, within the noise'],
		[tie, 'occupancy', 'within the noise of the quickest'],
		[
			{ grid: [1, 1.1, 1.3], bitmask: [0.9, 1, 1.2] } as Times,
			'grid',
			'within the noise of the others',
		],
	] as const)('%j: %s is "%s"', (times, check, note) => {
		expect(noiseNote(raceVerdict(raced(times)), check)).toBe(note);
	});
});

describe('the verdict and the ratios in Chinese (the check race’s zh-cn phrases)', async () => {
	const { checkRaceMessages } = await import('../../src/i18n/check-race.ts');
	const zh = checkRaceMessages('zh-cn');

	test('a clear winner, then what time says against comparisons', () => {
		expect(describeVerdict(raceVerdict(raced(CLEAR)), zh.verdict)).toMatchInlineSnapshot(`
			[
			  "位掩码检查最快，逐格扫描用的时间约是它的 2.1 倍。",
			  "逐格扫描的比较次数是位掩码检查的 10 倍，用的时间却只是它的 2.1 倍：无论由哪种检查来回答，尝试、放置和拿走皇后的开销都一样。",
			]
		`);
		expect(noiseNote(raceVerdict(raced(CLEAR)), 'grid', zh.verdict)).toBe('用时是最快者的 2.1 倍');
	});

	test('ties are named as ties, listed with 、 and 和', () => {
		const tied = raceVerdict(
			raced({ grid: [1, 1.3, 2], formula: [1, 1.2, 2], bitmask: [0.9, 1.1, 1.5] }),
		);
		expect(describeVerdict(tied, zh.verdict)).toMatchInlineSnapshot(`
			[
			  "位掩码检查、公式检查和逐格扫描的时间相差都在误差范围内：在这个大小下，没有哪一种明显最快，再运行一次，顺序可能不同。",
			]
		`);
	});

	test('describeRace: the same questions, and the comparisons as ratios', () => {
		expect(describeRace(raced(CLEAR), zh.race).slice(0, 3)).toMatchInlineSnapshot(`
			[
			  "每种检查都被调用了同样的 100 次，找到同样的 92 个解：搜索完全相同，不同的只是每次回答的开销。",
			  "逐格扫描的比较次数是公式检查的 2.5 倍。",
			  "公式检查的比较次数是公式检查（从最近的行起）的 1.3 倍。",
			]
		`);
	});
});
