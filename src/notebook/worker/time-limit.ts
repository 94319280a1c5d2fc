/*
 * A cell's time limit (LIMITS.cellRunMs), as every place that runs a cell counts it: the page's
 * job (components/jobs/worker-job.svelte.ts, told by `restartsTimeLimit`), and Node's threads for
 * tests and `nqueens check` (`startTimeLimit`). The learner's program gets the whole limit, and
 * then the book's checks get it again, once: a slow device pays for the program's own count and
 * then for the checks' counts and races, without the one eating the other's time (on a machine
 * seven times slower than the two-core one, exercise 3's worked solution in Python spent 6 s of
 * the 10 s on its own count of 9, and the checks then ran out of time on a right answer).
 */

/**
 * Whether this progress starts a run's time limit again from zero: the first check's start. A run
 * lasts at most twice the limit, however often the message comes.
 */
export function restartsTimeLimit(progress: { kind: string; index?: number }): boolean {
	return progress.kind === 'check-start' && progress.index === 0;
}

/** A run's time limit on a timer of its own: counting, shown each progress, and cleared at the end. */
export interface TimeLimit {
	/** Starts counting (again from zero, if it was). */
	start(): void;
	/** Counts again from zero when `progress` restarts the limit, the first time only. */
	see(progress: { kind: string; index?: number }): void;
	/** Stops counting: the run ended. */
	stop(): void;
}

/** A limit of `limitMs` (none when undefined) that calls `onTimeout` when it runs out. */
export function startTimeLimit(limitMs: number | undefined, onTimeout: () => void): TimeLimit {
	let timer: ReturnType<typeof setTimeout> | undefined;
	let restarted = false;
	const limit: TimeLimit = {
		start() {
			if (limitMs === undefined) return;
			clearTimeout(timer);
			timer = setTimeout(onTimeout, limitMs);
		},
		see(progress) {
			if (timer === undefined || restarted || !restartsTimeLimit(progress)) return;
			restarted = true;
			limit.start();
		},
		stop() {
			clearTimeout(timer);
			timer = undefined;
		},
	};
	return limit;
}
