import { describe, expect, test } from 'vitest';
import {
	batchSize,
	median,
	planProgress,
	quantile,
	RACE_PLAN,
	shouldStop,
	spreadOf,
	timeInRounds,
	withinNoise,
	type RacePlan,
	type TimeSpread,
} from '../../src/solver/race/index.ts';

// No test here reads a real clock: a made-up machine advances a made-up clock by a cost per item.

/** A plan with round numbers for tests; each test overrides what it is about. */
const plan = (over: Partial<RacePlan> = {}): RacePlan => ({
	minRounds: 5,
	maxRounds: 25,
	budgetMs: 2000,
	floorRounds: 3,
	capMs: 4000,
	sampleMs: 10,
	maxBatch: 1000,
	...over,
});

/** A made-up machine: running an item advances the clock by its cost in the current round. */
function machine(cost: (item: string, round: number) => number, items: readonly string[]) {
	let now = 0;
	const order: string[] = [];
	const run = (item: string) => {
		order.push(item);
		// Whole rounds done so far: every item runs once per round.
		now += cost(item, Math.floor((order.length - 1) / items.length));
	};
	return { clock: () => now, run, order };
}

describe('timeInRounds interleaves the items', () => {
	test('round r starts at item r mod k and goes round', () => {
		const items = ['a', 'b', 'c'];
		const m = machine(() => 1, items);
		timeInRounds(items, m.run, { plan: plan({ maxRounds: 4 }), clock: m.clock });
		expect(m.order.join('')).toBe('abc' + 'bca' + 'cab' + 'abc');
	});

	test('each item keeps its own samples, in the order of the items', () => {
		const items = ['grid', 'bitmask'];
		const cost = { grid: 3, bitmask: 1 } as Record<string, number>;
		const m = machine((item) => cost[item]!, items);
		const samples = timeInRounds(items, m.run, { plan: plan({ maxRounds: 3 }), clock: m.clock });
		expect(samples).toEqual([
			[3, 3, 3],
			[1, 1, 1],
		]);
	});

	test('a batch runs each item several times in a row and keeps the time per run', () => {
		const items = ['a', 'b'];
		const m = machine((item) => (item === 'a' ? 2 : 5), items);
		const samples = timeInRounds(items, m.run, {
			plan: plan({ maxRounds: 2 }),
			clock: m.clock,
			batch: 4,
		});
		expect(m.order.join('')).toBe('aaaabbbb' + 'bbbbaaaa');
		expect(samples).toEqual([
			[2, 2],
			[5, 5],
		]);
	});

	test('a drift of the machine falls on every item alike, so the medians keep their order', () => {
		// The machine slows down by half its speed over the race. Timed one after another, the
		// quicker item b (all its runs late) would look slower than a; in turns, the order holds.
		const items = ['a', 'b'];
		let runs = 0;
		let now = 0;
		const run = (item: string) => {
			now += (item === 'a' ? 10 : 9) * (1 + runs / 20);
			runs++;
		};
		const [a, b] = timeInRounds(items, run, { plan: plan({ maxRounds: 10 }), clock: () => now });
		expect(median(b!)).toBeLessThan(median(a!));
		// The same machine timing one item after the other, a's ten runs then b's: b looks slower.
		runs = 0;
		const tenOf = (item: string) =>
			Array.from({ length: 10 }, () => {
				const began = now;
				run(item);
				return now - began;
			});
		const a10 = tenOf('a');
		const b10 = tenOf('b');
		expect(median(b10)).toBeGreaterThan(median(a10));
	});

	test('a first round timed already counts as round 1, and the turns go on from round 2', () => {
		const items = ['a', 'b', 'c'];
		const m = machine(() => 1, items);
		const seen: [number, number][] = [];
		const samples = timeInRounds(items, m.run, {
			plan: plan({ maxRounds: 3 }),
			clock: m.clock,
			first: { samples: [7, 8, 9], startedAt: -24 },
			onRound: (_s, rounds, elapsedMs) => seen.push([rounds, elapsedMs]),
		});
		expect(m.order.join('')).toBe('bca' + 'cab');
		expect(samples).toEqual([
			[7, 1, 1],
			[8, 1, 1],
			[9, 1, 1],
		]);
		// Elapsed time counts from when the first round began (24 ms before the clock's 0).
		expect(seen).toEqual([
			[1, 24],
			[2, 27],
			[3, 30],
		]);
	});
});

describe('the stopping rule', () => {
	test.each([
		// rounds, ms spent, stop?, why
		[0, 0, false, 'nothing done'],
		[4, 5000, true, 'under minRounds, but over the cap with floorRounds done'],
		[2, 5000, false, 'over the cap, but under floorRounds'],
		[3, 5000, true, 'over the cap, floorRounds done'],
		[5, 1999, false, 'minRounds done, budget not spent'],
		[5, 2000, true, 'minRounds done, budget spent'],
		[24, 10, false, 'quick rounds, under maxRounds'],
		[25, 10, true, 'maxRounds done, however quick'],
	] as const)('%i rounds in %i ms: stop is %s (%s)', (rounds, ms, stop, _why) => {
		expect(shouldStop(plan(), rounds, ms)).toBe(stop);
	});

	test.each([
		// cost of one item, items, rounds run: by the budget, the cap, or maxRounds
		[100, 3, 7, 'budget: 300 ms a round, 2,000 ms spent after round 7'],
		[10, 3, 25, 'maxRounds: 30 ms a round, 750 ms in all'],
		[1500, 1, 3, 'cap: 1,500 ms a round, floorRounds then 4,500 ms'],
		[250, 2, 5, 'budget: 500 ms a round, spent after round 4, then minRounds'],
		[500, 2, 4, 'cap: 1,000 ms a round, 4,000 ms after round 4, before minRounds'],
	] as const)(
		'items costing %i ms, %i of them, stop after %i rounds (%s)',
		(cost, k, rounds, _why) => {
			const items = Array.from({ length: k }, (_, i) => `item ${i}`);
			const m = machine(() => cost, items);
			let reported = 0;
			const samples = timeInRounds(items, m.run, {
				plan: plan(),
				clock: m.clock,
				onRound: (_s, r) => (reported = r),
			});
			expect(samples.map((s) => s.length)).toEqual(items.map(() => rounds));
			expect(reported).toBe(rounds);
		},
	);

	test.each([
		[0, 0],
		[2, 100],
		[5, 1000],
		[3, 4000],
		[25, 1],
		[7, 1999],
	] as const)('progress after %i rounds in %i ms is below 1 until the race stops', (rounds, ms) => {
		const fraction = planProgress(plan(), rounds, ms);
		expect(fraction).toBeGreaterThanOrEqual(0);
		expect(fraction === 1).toBe(shouldStop(plan(), rounds, ms));
	});

	test('the race plan: at least 5 rounds (3 on slow boards), at most 25, in about 2 s', () => {
		expect(RACE_PLAN).toMatchObject({ minRounds: 5, maxRounds: 25, floorRounds: 3 });
		expect(RACE_PLAN.budgetMs).toBeLessThan(RACE_PLAN.capMs);
	});
});

describe('batches', () => {
	test.each([
		[20, 1, 'a search slower than a run needs to be is timed alone'],
		[10, 1, 'exactly long enough'],
		[0.6, 17, 'ceil(10 / 0.6)'],
		[0.003, 1000, 'capped'],
		[0, 1000, 'too quick for the clock: the cap'],
	] as const)('quickest search %d ms: %i per run (%s)', (ms, batch, _why) => {
		expect(batchSize(plan(), ms)).toBe(batch);
	});
});

describe('median, quartiles and the noise', () => {
	test.each([
		[[3], 3, 3, 3],
		[[5, 1, 4], 2.5, 4, 4.5],
		[[4, 1, 3, 2], 1.75, 2.5, 3.25],
		[[1, 2, 3, 4, 100], 2, 3, 4],
	] as const)('%j: quartiles %d, %d, %d', (values, low, mid, high) => {
		expect(spreadOf(values)).toEqual({ ms: mid, low, high, runs: values.length });
		expect(quantile(values, 0)).toBe(Math.min(...values));
		expect(quantile(values, 1)).toBe(Math.max(...values));
	});

	const t = (low: number, ms: number, high: number): TimeSpread => ({ ms, low, high, runs: 9 });
	test.each([
		[t(1.0, 1.1, 1.2), t(1.15, 1.3, 1.4), true, 'middle halves overlap'],
		[t(1.0, 1.1, 1.2), t(1.25, 1.3, 1.4), false, 'middle halves apart'],
		[t(0.9, 1.0, 1.05), t(2.0, 2.1, 2.3), false, 'a clear winner, 2.1×'],
		[t(1.0, 1.0, 1.0), t(1.04, 1.04, 1.04), true, 'no spread, medians 4% apart: under NOISE_RATIO'],
		[t(1.0, 1.0, 1.0), t(1.06, 1.06, 1.06), false, 'no spread, medians 6% apart'],
		[t(5, 5, 5), t(5, 5, 5), true, 'the same time'],
	] as const)('%j and %j: within the noise is %s (%s)', (a, b, tie, _why) => {
		expect(withinNoise(a, b)).toBe(tie);
		expect(withinNoise(b, a)).toBe(tie);
	});
});
