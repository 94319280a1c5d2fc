/*
 * Timing that beats the noise, for the check race: every check is timed in turn, round after
 * round (so a slow moment of the machine falls on all of them alike), until enough rounds are done
 * or the time budget is spent; each check keeps its median and the middle half of its runs, and two
 * checks whose middle halves overlap are called a tie. Pure: the clock is passed in.
 */

/** Reads a clock in milliseconds; tests pass a made-up one. */
export type Clock = () => number;

/** The browser's (or Node's) monotonic clock. */
export const systemClock: Clock = () => performance.now();

/** How often and how long the race times the checks. */
export interface RacePlan {
	/** Rounds always run before the budget may stop the race (unless maxRounds is lower). */
	readonly minRounds: number;
	/** Rounds never exceeded. */
	readonly maxRounds: number;
	/** Once this many milliseconds are spent and minRounds are done, the race stops. */
	readonly budgetMs: number;
	/** Rounds done before the hard cap may stop the race (boards where one round takes seconds). */
	readonly floorRounds: number;
	/** Once this many milliseconds are spent and floorRounds are done, the race stops. */
	readonly capMs: number;
	/** A timed run should last at least this long, so quick searches are timed in batches. */
	readonly sampleMs: number;
	/** The most searches in one batch. */
	readonly maxBatch: number;
}

/** The race's plan: 5 to 25 rounds in about two seconds; n = 12 stops after 3 rounds (about 5 s). */
export const RACE_PLAN: RacePlan = {
	minRounds: 5,
	maxRounds: 25,
	budgetMs: 2000,
	floorRounds: 3,
	capMs: 4000,
	sampleMs: 10,
	maxBatch: 1000,
};

/** Whether the race stops after `rounds` rounds that took `elapsedMs` in all. */
export function shouldStop(plan: RacePlan, rounds: number, elapsedMs: number): boolean {
	if (rounds >= plan.maxRounds) return true;
	if (rounds >= plan.minRounds && elapsedMs >= plan.budgetMs) return true;
	return rounds >= plan.floorRounds && elapsedMs >= plan.capMs;
}

/** How far the race has come, from 0 to 1 (1 exactly when `shouldStop` says stop). */
export function planProgress(plan: RacePlan, rounds: number, elapsedMs: number): number {
	const toMax = rounds / plan.maxRounds;
	const toBudget = Math.min(rounds / plan.minRounds, elapsedMs / plan.budgetMs);
	const toCap = Math.min(rounds / plan.floorRounds, elapsedMs / plan.capMs);
	return Math.min(1, Math.max(toMax, toBudget, toCap));
}

/** Searches to time together so a run lasts `plan.sampleMs`, given the quickest single search. */
export function batchSize(plan: RacePlan, quickestMs: number): number {
	if (!(quickestMs > 0)) return plan.maxBatch;
	return Math.min(plan.maxBatch, Math.max(1, Math.ceil(plan.sampleMs / quickestMs)));
}

/** How `timeInRounds` runs: the plan, the clock, the batch and what to tell after each round. */
export interface RoundsOptions {
	plan: RacePlan;
	clock: Clock;
	/** Searches timed together in one run (each sample is the batch's time divided by it). */
	batch?: number;
	/** A round timed already (one run of each item, in order), counted as the first, and when it began. */
	first?: { samples: readonly number[]; startedAt: number } | undefined;
	/** Called after each round with each item's samples so far, the rounds done and the time spent. */
	onRound?: (samples: readonly (readonly number[])[], rounds: number, elapsedMs: number) => void;
}

/**
 * Times `run` on every item once per round, round after round, until the plan says stop; returns
 * each item's samples (milliseconds per run), in the order of `items`. Round r starts at item
 * r mod k and goes round, so no item is always first after a pause.
 */
export function timeInRounds<T>(
	items: readonly T[],
	run: (item: T) => void,
	options: RoundsOptions,
): number[][] {
	const { plan, clock, batch = 1, first, onRound } = options;
	const start = first?.startedAt ?? clock();
	const samples = items.map((_, i) => (first ? [first.samples[i]!] : []));
	let rounds = first ? 1 : 0;
	let now = first ? clock() : start;
	if (first) onRound?.(samples, rounds, now - start);
	while (!shouldStop(plan, rounds, now - start)) {
		for (let k = 0; k < items.length; k++) {
			const i = (rounds + k) % items.length;
			const began = clock();
			for (let b = 0; b < batch; b++) run(items[i]!);
			now = clock();
			samples[i]!.push((now - began) / batch);
		}
		rounds++;
		onRound?.(samples, rounds, now - start);
	}
	return samples;
}

/** The middle value of a list of numbers (mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
	return quantile(values, 0.5);
}

/** The q-quantile (0 to 1) of a list, between neighbours by linear interpolation; NaN for none. */
export function quantile(values: readonly number[], q: number): number {
	if (values.length === 0) return NaN;
	const sorted = [...values].sort((a, b) => a - b);
	const at = (sorted.length - 1) * q;
	const below = Math.floor(at);
	const above = Math.min(below + 1, sorted.length - 1);
	return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/** A check's time: the median run and the middle half of the runs, in milliseconds. */
export interface TimeSpread {
	/** The median run. */
	ms: number;
	/** Lower quartile of the runs. */
	low: number;
	/** Upper quartile of the runs. */
	high: number;
	/** How many runs. */
	runs: number;
}

/** The median and the quartiles of some timed runs. */
export function spreadOf(samples: readonly number[]): TimeSpread {
	return {
		ms: median(samples),
		low: quantile(samples, 0.25),
		high: quantile(samples, 0.75),
		runs: samples.length,
	};
}

/** Medians closer than this ratio are never told apart: a browser's timings wander that much. */
const NOISE_RATIO = 1.05;

/** Whether two times are within the noise: their middle halves overlap, or their medians are within NOISE_RATIO. */
export function withinNoise(a: TimeSpread, b: TimeSpread): boolean {
	const [quick, slow] = a.ms <= b.ms ? [a, b] : [b, a];
	if (slow.ms < quick.ms * NOISE_RATIO) return true;
	return quick.high >= slow.low;
}
