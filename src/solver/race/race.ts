import type { CheckName } from '../board/board.ts';
import type { SearchStats } from '../events/events.ts';
import { backtrack, countWithCheck } from '../search/search.ts';
import { median, spreadOf, systemClock, type Clock, type TimeSpread } from './race-stats.ts';
import { formatCount } from '../format/numbers.ts';

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

/** Formats a ratio for the reader: one decimal below 10 (6.3), whole numbers from 10 up (42). */
export function formatRatio(ratio: number): string {
	if (!Number.isFinite(ratio)) return '—';
	return ratio < 10 ? ratio.toFixed(1) : formatCount(Math.round(ratio));
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

/** The words `describeRace` says things with: the checks' names and three sentences. */
export interface RacePhrases {
	/** Short names of the checks, for sentences and table rows. */
	checks: Record<CheckName, string>;
	/** Every check asked the same questions (`checks`) and found the same solutions. */
	sameQuestions: (checks: string, solutions: string) => string;
	/** Check `a` made `ratio` times as many comparisons as check `b` (names from `checks`). */
	moreComparisons: (a: string, ratio: string, b: string) => string;
	/** The bit-mask check's comparisons are exactly its calls. */
	oneComparisonEach: (comparisons: string) => string;
}

/** The race's sentences in English, as the book and the command say them. */
export const RACE_PHRASES: RacePhrases = {
	checks: CHECK_WORDS,
	sameQuestions: (checks, solutions) =>
		`Every check was asked the same ${checks} questions and found the same ${solutions} solutions: the search is identical, only the cost of each answer differs.`,
	moreComparisons: (a, ratio, b) => `The ${a} made ${ratio}× as many comparisons as the ${b}.`,
	oneComparisonEach: (comparisons) =>
		`The bit-mask check answers every question with one comparison, so its ${comparisons} comparisons are exactly the number of checks.`,
};

/**
 * Plain sentences that read race results: how many times as many comparisons one check made as
 * another, and that all checks asked the same questions (the times are read by `describeVerdict`).
 * Only checks present are named; every number comes from the results. English unless `phrases`
 * says otherwise.
 */
export function describeRace(
	results: readonly RaceResult[],
	phrases: RacePhrases = RACE_PHRASES,
): string[] {
	const by = new Map(results.map((r) => [r.check, r]));
	const sentences: string[] = [];
	const first = results[0];
	if (first && results.length > 1 && results.every((r) => r.stats.checks === first.stats.checks)) {
		sentences.push(
			phrases.sameQuestions(formatCount(first.stats.checks), formatCount(first.stats.solutions)),
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
			phrases.moreComparisons(phrases.checks[a], formatRatio(ratio), phrases.checks[b]),
		);
	}
	const bits = by.get('bitmask');
	if (bits) sentences.push(phrases.oneComparisonEach(formatCount(bits.stats.comparisons)));
	return sentences;
}
