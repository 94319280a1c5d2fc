import { formatCount } from '../format/numbers.ts';
/*
 * How long the full-symmetry count (count-engine.ts) takes, and the words for a count under way:
 * one home for the estimate and its sentences, said by `nqueens --count` on stderr (src/cli) and
 * by the page's count race (components/count-race/CountRace.svelte). The rates were measured on the project's
 * 2-core machine, with a range for a busy one; measure them again when the engine changes.
 */

/**
 * Seconds the full-symmetry count takes for n = 16 on two worker threads (quick end, busy end):
 * measured 2.4–2.6 s with the machine's load average near 3 (2026-11-22, `time nqueens 16 --count`).
 */
export const COUNT_SECONDS_AT_16 = [2, 6] as const;
/** How many times longer each larger n counts: n = 17 took ×7 as long as 16 in the same run. */
export const COUNT_GROWTH = [6, 8] as const;

/** The words a count's estimate and progress are said with; `COUNT_PHRASES` is English. */
export interface CountPhrases {
	/** Time units after a number, largest first. */
	units: { years: string; days: string; h: string; min: string; s: string };
	/** A range of times: "roughly 30 s to 2 min". */
	range: (quick: string, slow: string) => string;
	/** How long counting n takes, with the measured figures it was estimated from. */
	countTime: (
		n: number,
		range: string,
		at16: readonly [number, number],
		growth: readonly [number, number],
	) => string;
	/** The time left is not known yet. */
	estimating: string;
	/** The time left, known. */
	left: (time: string) => string;
	/** A count under way: the sizes, parts done of all, time so far and time left. */
	pace: (sizes: string, done: string, total: string, elapsed: string, left: string) => string;
	/** A worker's error while counting part `part` (from 1) of n. */
	failed: (n: number, part: number, message: string) => string;
}

/** The count's words in English, as the command and the English pages say them. */
export const COUNT_PHRASES: CountPhrases = {
	units: { years: 'years', days: 'days', h: 'h', min: 'min', s: 's' },
	range: (quick, slow) => `roughly ${quick} to ${slow}`,
	countTime: (n, range, [q16, s16], [qGrowth, sGrowth]) =>
		`counting n = ${n} takes ${range} on a computer with two processor cores, like the one the times were measured on (n = 16 takes ${q16}–${s16} s, each size after it ${qGrowth}–${sGrowth} times longer)`,
	estimating: 'estimating',
	left: (time) => `about ${time} left`,
	pace: (sizes, done, total, elapsed, left) =>
		`counting ${sizes}: ${done} of ${total} parts, ${elapsed} so far, ${left}`,
	failed: (n, part, message) => `Counting ${n} queens failed in part ${part}: ${message}`,
};

/** "40 s", "12 min", "3 h", "5 days", "57 years": a duration to the nearest sensible unit. */
export function formatSeconds(seconds: number, phrases: CountPhrases = COUNT_PHRASES): string {
	const { years, days, h, min, s } = phrases.units;
	const units: [number, string][] = [
		[365 * 86400, years],
		[86400, days],
		[3600, h],
		[60, min],
	];
	for (const [size, unit] of units) {
		if (seconds >= 1.5 * size) return `${formatCount(Math.round(seconds / size))} ${unit}`;
	}
	return `${Math.max(1, Math.round(seconds))} ${s}`;
}

/** A range of seconds as words: "roughly 30 s to 2 min". */
export function secondsRange(
	[quick, slow]: readonly [number, number],
	phrases: CountPhrases = COUNT_PHRASES,
): string {
	return phrases.range(formatSeconds(quick, phrases), formatSeconds(slow, phrases));
}

/**
 * Seconds the whole count of n queens takes on two threads, [quick end, busy end]: n = 16's
 * figures times the growth per size. Below n = 16 the same growth scales down, which is good
 * enough to weigh sizes against each other, not to promise a time.
 */
export function countSeconds(n: number): [number, number] {
	return [0, 1].map((i) => COUNT_SECONDS_AT_16[i]! * COUNT_GROWTH[i]! ** (n - 16)) as [
		number,
		number,
	];
}

/** Estimated work of counting n queens, in seconds on the project's machine: the middle of the range. */
export function countWork(n: number): number {
	const [quick, slow] = countSeconds(n);
	return Math.sqrt(quick * slow);
}

/**
 * "counting n = 17 takes roughly 12 s to 48 s on a computer with two processor cores, like the one
 * the times were measured on (n = 16 takes 2–6 s, each size after it 6–8 times longer)".
 */
export function countTimeText(n: number, phrases: CountPhrases = COUNT_PHRASES): string {
	return phrases.countTime(
		n,
		secondsRange(countSeconds(n), phrases),
		COUNT_SECONDS_AT_16,
		COUNT_GROWTH,
	);
}

/** Where a count is: sub-problems done out of all, time so far and an estimate of the time left. */
export interface CountPace {
	done: number;
	total: number;
	elapsedMs: number;
	/** Time left at the rate so far; rough, since the largest pieces are handed out first. */
	remainingMs: number;
}

/**
 * Milliseconds left at the rate so far: the work still to do at the pace of the work done. Work
 * is counted in sub-problems for one n, or in any measure that adds up (countWork shares for a
 * range of sizes). Infinity before anything is done.
 */
export function timeLeft(elapsedMs: number, doneWork: number, totalWork: number): number {
	if (doneWork <= 0) return Infinity;
	return (elapsedMs / doneWork) * Math.max(0, totalWork - doneWork);
}

/** "counting n = 17: 120 of 512 parts, 4 s so far, about 13 s left"; `sizes` is "n = 17" or "n = 4 to 14". */
export function countPaceText(
	sizes: string,
	pace: CountPace,
	phrases: CountPhrases = COUNT_PHRASES,
): string {
	const left =
		pace.done === 0 || !Number.isFinite(pace.remainingMs)
			? phrases.estimating
			: phrases.left(formatSeconds(pace.remainingMs / 1000, phrases));
	const elapsed = formatSeconds(pace.elapsedMs / 1000, phrases);
	return phrases.pace(sizes, formatCount(pace.done), formatCount(pace.total), elapsed, left);
}

/**
 * "Counting 12 queens failed in part 3: …": a worker's error, with the sub-problem it was counting
 * (`id`, its place in planSubproblems(n) from 0).
 */
export function countFailedText(
	n: number,
	id: number,
	message: string,
	phrases: CountPhrases = COUNT_PHRASES,
): string {
	return phrases.failed(n, id + 1, message);
}
