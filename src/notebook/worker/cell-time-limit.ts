import { startTimeLimit, type TimeLimit } from '../../jobs/index.ts';

/*
 * A cell's time limit (LIMITS.cellRunMs), as every place that runs a cell counts it: the page's
 * job (components/code-cell/, which gives WorkerJob `restartsTimeLimit`), and Node's threads for
 * tests and `nqueens check` (`startCellTimeLimit`). The learner's program gets the whole limit,
 * and then the book's checks get it again, once: a slow device pays for the program's own count
 * and then for the checks' counts and races, without the one eating the other's time (on a machine
 * seven times slower than the two-core one, exercise 3's worked solution in Python spent 6 s of
 * the 10 s on its own count of 9, and the checks then ran out of time on a right answer). The
 * timer itself, started once and restarted at most once, is src/jobs/time-limit.ts.
 */

/**
 * Whether this progress starts a run's time limit again from zero: the first check's start. A run
 * lasts at most twice the limit, however often the message comes.
 */
export function restartsTimeLimit(progress: { kind: string; index?: number }): boolean {
	return progress.kind === 'check-start' && progress.index === 0;
}

/** A cell's limit of `limitMs` (none when undefined) that calls `onTimeout` when it runs out. */
export function startCellTimeLimit(limitMs: number | undefined, onTimeout: () => void): TimeLimit {
	return startTimeLimit(limitMs, onTimeout, restartsTimeLimit);
}
