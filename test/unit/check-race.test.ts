import { backtrack, countWithCheck } from '../../src/solver/search/index.ts';
import { emptyStats } from '../../src/solver/events/index.ts';
import { describe, expect, test } from 'vitest';
import { CHECK_NAMES, type CheckName } from '../../src/solver/board/index.ts';
import { NQueensInputError } from '../../src/solver/input/index.ts';
import {
	describeRace,
	formatRatio,
	median,
	RACE_PLAN,
	raceCheck,
	raceCheckMedian,
	type RaceResult,
} from '../../src/solver/race/index.ts';
import { A000170, drain, searchByRules } from './helpers.ts';
import { runRace, type RaceReply } from '../../components/check-race/race-job.ts';

const sizes = [4, 5, 6, 7, 8, 9] as const;

describe('every check runs the same search (OEIS A000170)', () => {
	test.each(sizes.map((n) => [n, A000170[n - 1]!] as const))(
		'n = %i: all five checks find %i solutions after the same number of checks',
		(n, count) => {
			const results = CHECK_NAMES.map((check) => raceCheck(n, check));
			// The number of squares a search written from the rules alone tries.
			const tries = searchByRules(n).tries;
			for (const r of results) {
				expect(r.stats.solutions).toBe(count);
				expect(r.stats.checks).toBe(tries);
				expect(Number.isFinite(r.ms)).toBe(true); // a time, not a claim about speed
			}
		},
	);

	test.each([
		// Seed 004 prints 60 CanPlace calls for its full 4-queens search.
		[4, 60],
		// OEIS A319235: 2057 nodes, 92 of them solutions; each other node tries 8 squares: 8 × 1965.
		[8, 15720],
	])('n = %i: %i checks, as published', (n, checks) => {
		for (const check of CHECK_NAMES) expect(raceCheck(n, check).stats.checks).toBe(checks);
	});

	test.each(CHECK_NAMES.flatMap((check) => [1, 4, 6, 8].map((n) => [check, n] as const)))(
		'the direct engine counts exactly as backtrack does (%s, n = %i)',
		(check, n) => {
			const viaEvents = drain(backtrack({ n, check })).stats;
			expect(countWithCheck({ n, check })).toEqual(viaEvents);
			expect(raceCheck(n, check, 'events').stats).toEqual(viaEvents);
		},
	);
});

describe('comparisons obey what each check does by construction', () => {
	// Counted by hand. n = 2 tries six squares: (0,0) safe; with a queen there (1,0) is refused by
	// the column and (1,1) by the \ diagonal; then (0,1) safe; with a queen there (1,0) is refused by
	// the / diagonal and (1,1) by the column. The grid scan walks the whole column of a safe square
	// (2 + 2), a column to its queen (1 + 1), and a whole column plus one diagonal step (3 + 3): 12.
	// The formulas compare once in row 1 (4). Occupancy: 3 for each safe square, then 1, 2, 3, 1: 13.
	test.each([
		{ n: 1, grid: 1, formula: 0, 'formula-up': 0, occupancy: 3, bitmask: 1 },
		{ n: 2, grid: 12, formula: 4, 'formula-up': 4, occupancy: 13, bitmask: 6 },
	])('n = $n, counted by hand', ({ n, ...expected }) => {
		const counted = Object.fromEntries(
			CHECK_NAMES.map((check) => [check, raceCheck(n, check).stats.comparisons]),
		);
		expect(counted).toEqual(expected);
	});

	test.each(sizes)('n = %i', (n) => {
		const by = Object.fromEntries(CHECK_NAMES.map((check) => [check, raceCheck(n, check).stats]));
		const checks = by.grid!.checks;
		// Bit masks: one AND per question.
		expect(by.bitmask!.comparisons).toBe(checks);
		// Occupancy arrays: one to three look-ups (column, \, /) per question.
		expect(by.occupancy!.comparisons).toBeGreaterThanOrEqual(checks);
		expect(by.occupancy!.comparisons).toBeLessThanOrEqual(3 * checks);
		// Formula checks look at most once at each earlier row: a check in row r costs at most r.
		const rowBound = by
			.formula!.nodesPerLevel.slice(0, n - 1)
			.reduce((sum, placed, r) => sum + (r + 1) * n * placed, 0);
		expect(by.formula!.comparisons).toBeLessThanOrEqual(rowBound);
		expect(by['formula-up']!.comparisons).toBeLessThanOrEqual(rowBound);
		// The grid scan stops no earlier than the downward formula: a safe square costs it at least n
		// (the whole column), a refused one at least as many rows as the first attacker is deep.
		expect(by.grid!.comparisons).toBeGreaterThan(by.formula!.comparisons);
		expect(by.grid!.comparisons).toBeGreaterThanOrEqual(n * by.grid!.placements);
	});
});

describe('timing helpers', () => {
	test.each([
		[[3], 3],
		[[5, 1, 4], 4],
		[[4, 1, 3, 2], 2.5],
		[[2, 2, 9, 2, 2], 2],
	] as const)('median of %j is %d', (values, expected) => {
		expect(median(values)).toBe(expected);
	});

	test('median of nothing is NaN', () => {
		expect(median([])).toBeNaN();
	});

	test('raceCheckMedian keeps the counters of a single run', () => {
		const once = raceCheck(6, 'grid');
		const many = raceCheckMedian(6, 'grid', 3);
		expect(many.stats).toEqual(once.stats);
		expect(many.check).toBe('grid');
	});

	test.each([
		[6.3333, '6.3'],
		[1, '1.0'],
		[9.96, '10.0'],
		[42.4, '42'],
		[1234.5, '1,235'],
		[Infinity, '—'],
	] as const)('formatRatio(%d) is %s', (ratio, text) => {
		expect(formatRatio(ratio)).toBe(text);
	});
});

/** A made-up clock that moves on `step` ms each time it is read: timings without the machine's speed. */
function steppingClock(step: number): () => number {
	let now = 0;
	return () => (now += step);
}

describe('runRace, the worker body', () => {
	test('posts every check after each round, then all results, with the solver’s counts', () => {
		const messages: RaceReply[] = [];
		runRace({ n: 6, runs: 3 }, (m) => messages.push(m), steppingClock(2));
		expect(messages.map((m) => (m.type === 'progress' ? m.progress.round : m.type))).toEqual([
			1,
			2,
			3,
			'result',
		]);
		const done = messages.at(-1);
		if (done?.type !== 'result') throw new Error('no result message');
		expect(done.result.map((r) => r.check)).toEqual(CHECK_NAMES);
		// The counters are those of one search with each check, whatever the timing.
		expect(done.result.map((r) => r.stats)).toEqual(CHECK_NAMES.map((c) => raceCheck(6, c).stats));
		expect(done.result.map((r) => r.stats.solutions)).toEqual(CHECK_NAMES.map(() => 4));
		for (const m of messages) {
			if (m.type === 'progress') {
				expect(m.progress.results.every((r) => r.runs === m.progress.round)).toBe(true);
			}
		}
	});

	test('quick searches are timed in batches long enough for the clock', () => {
		// Every read of the clock moves it 2 ms: one search seems to take 2 ms, so RACE_PLAN's 10 ms
		// runs need batches of 5, and a batch of 5 taking 2 ms is 0.4 ms a search.
		const messages: RaceReply[] = [];
		runRace({ n: 5, runs: 2 }, (m) => messages.push(m), steppingClock(2));
		const done = messages.at(-1);
		if (done?.type !== 'result') throw new Error('no result message');
		for (const r of done.result) {
			expect(r).toMatchObject({ batch: 5, ms: 0.4, low: 0.4, high: 0.4, runs: 2 });
		}
	});

	test('the budget stops the race: a slow board gets RACE_PLAN.floorRounds rounds', () => {
		// Every read moves the clock a second: the first searches count as round 1, and after
		// round 3 the time spent is over RACE_PLAN.capMs.
		const messages: RaceReply[] = [];
		runRace({ n: 5 }, (m) => messages.push(m), steppingClock(1000));
		const rounds = messages.flatMap((m) => (m.type === 'progress' ? [m.progress] : []));
		expect(rounds.map((p) => p.round)).toEqual([1, 2, RACE_PLAN.floorRounds]);
		expect(rounds.at(-1)!.fraction).toBe(1);
		expect(rounds[0]!.fraction).toBeLessThan(1);
		const done = messages.at(-1);
		if (done?.type !== 'result') throw new Error('no result message');
		for (const r of done.result) expect(r).toMatchObject({ batch: 1, ms: 1000, runs: 3 });
	});

	test.each([
		[0, /at least 1/],
		[17, /too large/],
		[4.5, /whole number/],
	])('n = %s is refused with a readable error', (n, message) => {
		const messages: RaceReply[] = [];
		runRace({ n }, (m) => messages.push(m));
		expect(messages).toHaveLength(1);
		const [error] = messages;
		if (error?.type !== 'error') throw new Error('expected an error message');
		expect(error.message).toMatch(message);
	});

	test('an unknown check is refused before any work', () => {
		const messages: RaceReply[] = [];
		runRace({ n: 5, checks: ['grid', 'abacus' as never] }, (m) => messages.push(m));
		expect(messages).toEqual([
			{
				type: 'error',
				message: expect.stringMatching(/Unknown check "abacus"/),
				code: 'unknown-check',
			},
		]);
	});

	test('raceCheck throws the solver’s input error for a bad n', () => {
		expect(() => raceCheck(0, 'grid')).toThrow(NQueensInputError);
	});
});

/** Race results with the given comparisons, on a board of 100 checks and 7 solutions. */
function madeUp(comparisons: Record<CheckName, number>): RaceResult[] {
	return CHECK_NAMES.map((check) => ({
		check,
		ms: 5,
		low: 5,
		high: 5,
		runs: 1,
		batch: 1,
		stats: { ...emptyStats(6), checks: 100, solutions: 7, comparisons: comparisons[check] },
	}));
}

describe('describeRace reads the numbers it is given', () => {
	const results: RaceResult[] = CHECK_NAMES.map((check) => raceCheck(8, check));
	const text = describeRace(results).join(' ');

	test('ratios of comparisons, from made-up counters worked out by hand', () => {
		// 1,000 / 400 = 2.5; 400 / 320 = 1.25, shown as 1.3 (toFixed rounds 1.25 up); 400 / 200 = 2;
		// 1,000 / 40 = 25, shown whole from 10 up.
		const made = madeUp({
			grid: 1000,
			formula: 400,
			'formula-up': 320,
			occupancy: 200,
			bitmask: 40,
		});
		const said = describeRace(made).join(' ');
		expect(said).toContain('The grid scan made 2.5× as many comparisons as the formula check.');
		expect(said).toContain(
			'The formula check made 1.3× as many comparisons as the formula check, nearest row first.',
		);
		expect(said).toContain(
			'The formula check made 2.0× as many comparisons as the occupancy-array check.',
		);
		expect(said).toContain('The grid scan made 25× as many comparisons as the bit-mask check.');
	});

	test('the shared number of checks and solutions (15,720 and 92 for n = 8)', () => {
		// OEIS A319235 (8 × 1965 inner nodes) and A000170.
		expect(text).toContain('the same 15,720 questions');
		expect(text).toContain('the same 92 solutions');
	});

	test('only the checks present are named', () => {
		const two = results.filter((r) => r.check === 'occupancy' || r.check === 'bitmask');
		const sentences = describeRace(two).join(' ');
		expect(sentences).not.toMatch(/grid|formula/);
		expect(sentences).toContain('bit-mask check answers every question with one comparison');
	});
});
