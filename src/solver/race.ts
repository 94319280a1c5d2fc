import type { CheckName } from './board.ts';
import { CHECK_NAMES } from './board.ts';
import { createChecker } from './checkers.ts';
import type { SearchStats } from './events.ts';
import { validateN } from './errors.ts';
import { LIMITS } from './limits.ts';
import { backtrack, countWithCheck } from './search.ts';
import {
	errorReply,
	type JobHandler,
	type RaceProgress,
	type RaceRequest,
} from './worker-protocol.ts';

/** One full search with one check: the final counters and how long it took. */
export interface RaceResult {
	check: CheckName;
	stats: SearchStats;
	/** Wall-clock time of the search, in milliseconds (the median when several runs were timed). */
	ms: number;
}

/**
 * How to drive the search. 'events' replays `backtrack` event by event, as every widget does;
 * 'direct' is the same recursion calling the checker without events, so the clock measures the
 * checks rather than the event machinery (about fifteen times quicker; the tests prove both count alike).
 */
export type RaceEngine = 'direct' | 'events';

/** Runs a search for all solutions of n queens with the given check to the end, and times it. */
export function raceCheck(n: number, check: CheckName, engine: RaceEngine = 'direct'): RaceResult {
	const start = performance.now();
	let stats: SearchStats;
	if (engine === 'direct') {
		stats = countWithCheck({ n, check });
	} else {
		const search = backtrack({ n, check });
		let step = search.next();
		while (!step.done) step = search.next();
		stats = step.value;
	}
	return { check, stats, ms: performance.now() - start };
}

/** How many times to time each check on an n×n board: several runs when one is quick, one when slow. */
export function runsFor(n: number): number {
	if (n <= 10) return 5;
	if (n === 11) return 3;
	return 1;
}

/** The middle value of a list of numbers (mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
	if (values.length === 0) return NaN;
	const sorted = [...values].sort((a, b) => a - b);
	const mid = sorted.length >> 1;
	return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `raceCheck` `runs` times and keeps the counters (the same every run) with the median time. */
export function raceCheckMedian(
	n: number,
	check: CheckName,
	runs: number = runsFor(n),
	engine: RaceEngine = 'direct',
): RaceResult {
	const results = Array.from({ length: Math.max(1, runs) }, () => raceCheck(n, check, engine));
	return { check, stats: results[0]!.stats, ms: median(results.map((r) => r.ms)) };
}

/**
 * Serves one race request, the race worker's handler: warms every check up on a small board (so
 * the first check timed does not pay for compiling the code), then times each check in turn,
 * posting its start and its result, and all results at the end. Tests run it in-process.
 */
export const runRace: JobHandler<RaceRequest, RaceResult[], RaceProgress> = (request, post) => {
	try {
		const n = validateN(request.n, LIMITS.search.max);
		const checks = request.checks ?? CHECK_NAMES;
		for (const check of checks) createChecker(check, 1); // rejects unknown names before any work
		for (const check of checks) countWithCheck({ n: Math.min(n, 7), check });
		const results: RaceResult[] = [];
		const total = checks.length;
		checks.forEach((check, index) => {
			post({ type: 'progress', progress: { stage: 'start', check, index, total } });
			const result = raceCheckMedian(n, check, request.runs ?? runsFor(n));
			results.push(result);
			post({ type: 'progress', progress: { stage: 'finish', result, index, total } });
		});
		post({ type: 'result', result: results });
	} catch (error) {
		post(errorReply(error));
	}
};

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

/** Below this many milliseconds a check is too quick for the browser's clock (0.1 ms steps or coarser) to compare. */
export const MIN_TIMED_MS = 1;

/**
 * Plain sentences that read race results: how many times as many comparisons one check made as
 * another, that all checks asked the same questions, and what the times say. Only checks present
 * are named; every number comes from the results.
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
	if (results.length >= 2) {
		const slow = results.reduce((a, b) => (b.ms > a.ms ? b : a));
		const fast = results.reduce((a, b) => (b.ms < a.ms ? b : a));
		if (fast.ms < MIN_TIMED_MS) {
			sentences.push(
				'At this size a check can finish in under a millisecond, too quick for the clock to compare times reliably; try a larger n.',
			);
		} else if (slow !== fast) {
			const timeRatio = slow.ms / fast.ms;
			const cmpRatio = slow.stats.comparisons / fast.stats.comparisons;
			const cost =
				cmpRatio >= 1
					? `for ${formatRatio(cmpRatio)}× as many comparisons`
					: 'although it made fewer comparisons';
			sentences.push(
				`In time, the quickest was the ${CHECK_WORDS[fast.check]} and the slowest the ${CHECK_WORDS[slow.check]}: ${formatRatio(timeRatio)}× as long, ${cost}.`,
			);
			sentences.push(
				cmpRatio > 1 && timeRatio < cmpRatio
					? 'Time grows more slowly than comparisons: trying, placing and removing queens costs the same whichever check answers.'
					: 'Time does not follow comparisons closely here: a comparison costs more in some checks than in others, and the clock also counts work the comparison count leaves out. Run again to see how much the times vary.',
			);
		}
	}
	return sentences;
}
