/*
 * A job's time limit on a timer of its own, as the page's jobs (components/jobs/
 * worker-job.svelte.ts) and Node's cell threads (src/notebook/worker/, for tests and `nqueens
 * check`) count it: started once (a second start changes nothing, so no message a run sends can
 * buy it time), optionally started again from zero once, at a progress the job names (a notebook
 * cell's first check, src/notebook/worker/cell-time-limit.ts), and stopped when the run ends.
 */

/** A run's time limit: counting, shown each progress, and cleared at the end. */
export interface TimeLimit {
	/** Starts counting, unless it already is. */
	start(): void;
	/** Counts again from zero when `restartsAt` says yes to `progress`, the first time only. */
	see(progress: unknown): void;
	/** Stops counting: the run ended. */
	stop(): void;
}

/**
 * A limit of `limitMs` (none when undefined or not above 0) that calls `onTimeout` when it runs
 * out; `restartsAt` names the progress that starts it again once (none unless told). A run lasts
 * at most twice the limit, however often that progress comes.
 */
export function startTimeLimit<Progress>(
	limitMs: number | undefined,
	onTimeout: () => void,
	restartsAt: (progress: Progress) => boolean = () => false,
): TimeLimit {
	let timer: ReturnType<typeof setTimeout> | undefined;
	let restarted = false;
	const arm = () => {
		clearTimeout(timer);
		timer = setTimeout(onTimeout, limitMs);
	};
	return {
		start() {
			if (limitMs !== undefined && limitMs > 0 && timer === undefined) arm();
		},
		see(progress) {
			if (timer === undefined || restarted || !restartsAt(progress as Progress)) return;
			restarted = true;
			arm();
		},
		stop() {
			clearTimeout(timer);
			timer = undefined;
		},
	};
}
