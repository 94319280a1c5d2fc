import type { CheckName } from './board.ts';
import { CHECK_NAMES } from './board.ts';
import { createChecker } from './checkers.ts';
import type { SearchStats } from './events.ts';
import { validateN } from './errors.ts';
import { LIMITS } from './limits.ts';
import { backtrack, countWithCheck } from './search.ts';
import {
	batchSize,
	median,
	planProgress,
	RACE_PLAN,
	spreadOf,
	systemClock,
	timeInRounds,
	type Clock,
	type TimeSpread,
} from './race-stats.ts';
import { errorReply, type RaceReply, type RaceRequest } from '../jobs/protocol.ts';

/** One full search with one check: the final counters and how long it took. */
export interface RaceResult extends TimeSpread {
	check: CheckName;
	stats: SearchStats;
	/** Searches timed together in each run (the times are per search); 1 when a search is slow enough. */
	batch: number;
}

/**
 * How to drive the search. 'events' replays `backtrack` event by event, as every widget does;
 * 'direct' is the same recursion calling the checker without events, so the clock measures the
 * checks rather than the event machinery (about fifteen times quicker; the tests prove both count alike).
 */
export type RaceEngine = 'direct' | 'events';

/** Runs a search for all solutions of n queens with the given check to the end, and times it once. */
export function raceCheck(
	n: number,
	check: CheckName,
	engine: RaceEngine = 'direct',
	clock: Clock = systemClock,
): RaceResult {
	const start = clock();
	let stats: SearchStats;
	if (engine === 'direct') {
		stats = countWithCheck({ n, check });
	} else {
		const search = backtrack({ n, check });
		let step = search.next();
		while (!step.done) step = search.next();
		stats = step.value;
	}
	const ms = clock() - start;
	return { check, stats, ms, low: ms, high: ms, runs: 1, batch: 1 };
}

export { median };

/** Runs `raceCheck` `runs` times and keeps the counters (the same every run) with the median and spread. */
export function raceCheckMedian(
	n: number,
	check: CheckName,
	runs: number,
	engine: RaceEngine = 'direct',
	clock: Clock = systemClock,
): RaceResult {
	const results = Array.from({ length: Math.max(1, runs) }, () =>
		raceCheck(n, check, engine, clock),
	);
	return { check, stats: results[0]!.stats, ...spreadOf(results.map((r) => r.ms)), batch: 1 };
}

/**
 * Serves one race request, the race worker's handler. It warms every check up on a small board
 * (so the first check timed does not pay for compiling the code), runs each once at full size (its
 * counters, and how long the quickest takes, which sets how many searches to time together), then
 * times the checks in turns, round after round, as RACE_PLAN says (`request.runs` caps the rounds),
 * posting every check's median and spread after each round, and all results at the end. Tests run
 * it in-process, with a made-up clock.
 */
export function runRace(
	request: RaceRequest,
	post: (reply: RaceReply) => void,
	clock: Clock = systemClock,
): void {
	try {
		const n = validateN(request.n, LIMITS.search.max);
		const checks = request.checks ?? CHECK_NAMES;
		for (const check of checks) createChecker(check, 1); // rejects unknown names before any work
		for (const check of checks) countWithCheck({ n: Math.min(n, 7), check });
		const plan =
			request.runs === undefined
				? RACE_PLAN
				: { ...RACE_PLAN, maxRounds: Math.max(1, Math.floor(request.runs)) };
		const startedAt = clock();
		const firstTimes: number[] = [];
		const stats = checks.map((check) => {
			const began = clock();
			const counted = countWithCheck({ n, check });
			firstTimes.push(clock() - began);
			return counted;
		});
		const batch = batchSize(plan, Math.min(...firstTimes));
		const resultsOf = (samples: readonly (readonly number[])[]): RaceResult[] =>
			checks.map((check, i) => ({ check, stats: stats[i]!, ...spreadOf(samples[i]!), batch }));
		const samples = timeInRounds(checks, (check) => countWithCheck({ n, check }), {
			plan,
			clock,
			batch,
			// A single search long enough to time counts as the first round; quicker ones are batched.
			first: batch === 1 ? { samples: firstTimes, startedAt } : undefined,
			onRound: (sofar, round, elapsedMs) =>
				post({
					type: 'progress',
					progress: {
						stage: 'round',
						round,
						fraction: planProgress(plan, round, elapsedMs),
						results: resultsOf(sofar),
					},
				}),
		});
		post({ type: 'result', result: resultsOf(samples) });
	} catch (error) {
		post(errorReply(error));
	}
}

/** Formats a ratio for the reader: one decimal below 10 (6.3), whole numbers from 10 up (42). */
export function formatRatio(ratio: number): string {
	if (!Number.isFinite(ratio)) return '—';
	return ratio < 10 ? ratio.toFixed(1) : Math.round(ratio).toLocaleString('en-US');
}

/** Short names of the checks, for sentences and table rows. */
export const CHECK_WORDS: Record<CheckName, string> = {
	grid: 'grid scan',
	formula: 'formula check',
	'formula-up': 'formula check, nearest row first',
	occupancy: 'occupancy-array check',
	bitmask: 'bit-mask check',
};

/** A timed run (one batch of searches) shorter than this is too quick for a browser's clock (0.1 ms steps or coarser). */
export const MIN_TIMED_MS = 1;

/**
 * Plain sentences that read race results: how many times as many comparisons one check made as
 * another, and that all checks asked the same questions (the times are read by `describeVerdict`).
 * Only checks present are named; every number comes from the results.
 */
export function describeRace(results: readonly RaceResult[]): string[] {
	const by = new Map(results.map((r) => [r.check, r]));
	const sentences: string[] = [];
	const first = results[0];
	if (first && results.length > 1 && results.every((r) => r.stats.checks === first.stats.checks)) {
		sentences.push(
			`Every check was asked the same ${first.stats.checks.toLocaleString('en-US')} questions and found the same ${first.stats.solutions.toLocaleString('en-US')} solutions: the search is identical, only the cost of each answer differs.`,
		);
	}
	const pairs: [CheckName, CheckName][] = [
		['grid', 'formula'],
		['formula', 'formula-up'],
		['formula', 'occupancy'],
		['grid', 'bitmask'],
	];
	for (const [a, b] of pairs) {
		const ra = by.get(a);
		const rb = by.get(b);
		if (!ra || !rb || rb.stats.comparisons === 0) continue;
		const ratio = ra.stats.comparisons / rb.stats.comparisons;
		sentences.push(
			`The ${CHECK_WORDS[a]} made ${formatRatio(ratio)}× as many comparisons as the ${CHECK_WORDS[b]}.`,
		);
	}
	const bits = by.get('bitmask');
	if (bits) {
		sentences.push(
			`The bit-mask check answers every question with one comparison, so its ${bits.stats.comparisons.toLocaleString('en-US')} comparisons are exactly the number of checks.`,
		);
	}
	return sentences;
}
