import { halfColumns } from '../src/solver/bitmask.ts';
import type {
	CountJob,
	CountReply,
	CountShare,
	WorkerLike,
} from '../src/solver/worker-protocol.ts';
import { WorkerJob } from './worker-job.svelte.ts';

/*
 * Plumbing for the count race: the jobs (one board size, one first-row column each), the worker's
 * handler, and a small pool of worker jobs (components/worker-job.svelte.ts) that share a queue.
 * No DOM here, so the component stays thin and tests can drive the pool with stand-in workers.
 */

export type { CountJob, CountReply, CountShare } from '../src/solver/worker-protocol.ts';
export { runCountJob, serveCountJob } from './workers/count-job.ts';

/** A counting worker. */
export type CountWorker = WorkerLike<CountJob, CountReply>;

/**
 * The jobs for these board sizes, smallest n first. Within one n the middle columns come first:
 * their subtrees are the largest, and starting the long jobs early keeps the workers evenly busy.
 */
export function planJobs(sizes: readonly number[]): CountJob[] {
	return sizes.flatMap((n) =>
		halfColumns(n)
			.reverse()
			.map((column) => ({ n, column })),
	);
}

/** How many workers to start: one per core the browser reports, at least 1 and at most 4. */
export function poolSize(cores: number | undefined): number {
	const count = Math.floor(Number(cores));
	return Number.isFinite(count) ? Math.min(4, Math.max(1, count)) : 1;
}

// The search tree grows by roughly this factor from one n to the next (nodes of countSolutionsFast,
// n = 10 … 16: ×5.1 to ×6.2); used only to weight the progress bar.
const GROWTH = 5.7;

/** Estimated share of the work a job carries, relative to others: the progress bar's weights. */
export function jobWeight(job: CountJob): number {
	return GROWTH ** job.n / halfColumns(job.n).length;
}

/**
 * Smallest n whose jobs are worth a worker of their own: below it a whole n counts in a few
 * milliseconds, less than a worker takes to start, so one warm worker does them all.
 */
export const SPREAD_FROM_N = 12;

/** What the pool tells its owner. */
export interface PoolEvents {
	/** A job was handed to a worker. */
	onstart?: (job: CountJob) => void;
	/** A job finished. */
	onresult: (share: CountShare) => void;
	/** Every job finished. */
	ondone: () => void;
	/** A job or a worker failed; the pool has stopped and terminated its workers. */
	onfailure: (message: string) => void;
}

/**
 * A few worker jobs sharing a queue of counting jobs. Workers are created on the first run and
 * kept for the next; cancelling or a failure terminates them at once, and the next run creates
 * fresh ones.
 */
export class CountPool {
	readonly size: number;
	readonly #slots: WorkerJob<CountJob, CountShare>[];
	#run = 0;

	constructor(createWorker: () => CountWorker, size: number) {
		this.size = Math.max(1, Math.floor(size));
		this.#slots = Array.from(
			{ length: this.size },
			() => new WorkerJob<CountJob, CountShare>({ createWorker, name: 'count' }),
		);
	}

	/** Number of live workers (0 before the first run and after cancel). */
	get liveWorkers(): number {
		return this.#slots.filter((slot) => slot.hasWorker).length;
	}

	/** Starts counting `jobs`; a run in progress is cancelled first. */
	start(jobs: readonly CountJob[], events: PoolEvents): void {
		this.cancel();
		const run = ++this.#run;
		const queue = [...jobs];
		let busy = 0;
		if (queue.length === 0) {
			events.ondone();
			return;
		}
		const fail = (message: string) => {
			if (run !== this.#run) return;
			this.cancel();
			events.onfailure(message);
		};
		// One worker starts at once; the others only when a job big enough to pay for them is queued.
		const idle = this.#slots.slice(1);
		const next = (slot: WorkerJob<CountJob, CountShare>): void => {
			if (run !== this.#run) return;
			while (idle.length > 0 && queue.some((job) => job.n >= SPREAD_FROM_N)) next(idle.shift()!);
			if (run !== this.#run) return; // a woken worker may have failed at once and stopped the run
			const job = queue.shift();
			if (!job) {
				if (busy === 0) {
					this.#run++; // finished: nothing from this run is heard any more
					events.ondone();
				}
				return;
			}
			busy++;
			events.onstart?.(job);
			void slot.start(job, {
				onend: (outcome) => {
					if (run !== this.#run) return;
					busy--;
					if (outcome.status === 'done') {
						events.onresult(outcome.result);
						next(slot);
					} else if (outcome.status === 'error') {
						const { failure } = outcome;
						fail(
							failure.kind === 'reply'
								? `Counting n = ${job.n} (first queen in column ${job.column + 1}) failed: ${failure.detail}`
								: failure.message,
						);
					}
				},
			});
		};
		next(this.#slots[0]!);
	}

	/** Stops at once: terminates every worker. The next run starts fresh ones. */
	cancel(): void {
		this.#run++;
		for (const slot of this.#slots) slot.dispose();
	}
}
