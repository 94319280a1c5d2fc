import { countSolutionsFast, halfColumns } from '../src/solver/bitmask.ts';

/*
 * Plumbing for the count race: the jobs (one board size, one first-row column each), what the
 * worker answers, and a small pool that hands the jobs out to a few workers. No DOM here, so the
 * component stays thin and tests can drive the pool with fake workers.
 */

/** One piece of work: the part of n's count whose first-row queen stands in `column`. */
export interface CountJob {
	n: number;
	column: number;
}

/** The worker's answer: the share of the count (a BigInt as a decimal string), nodes and time; or an error. */
export type CountReply =
	| { type: 'result'; n: number; column: number; solutions: string; nodes: number; ms: number }
	| { type: 'error'; n: number; column: number; message: string };

/** The part of a Web Worker the pool uses; tests pass fakes that answer synchronously. */
export interface WorkerLike<Request = unknown, Reply = unknown> {
	postMessage(message: Request): void;
	terminate(): void;
	onmessage: ((event: { data: Reply }) => void) | null;
	onerror: ((event: { message?: string; preventDefault?: () => void }) => void) | null;
}

/** A counting worker. */
export type CountWorker = WorkerLike<CountJob, CountReply>;

/** Counts one job; what the worker runs for each message. Never throws: errors come back as replies. */
export function runCountJob(job: CountJob): CountReply {
	const start = performance.now();
	try {
		const result = countSolutionsFast(job.n, [job.column]);
		return {
			type: 'result',
			n: job.n,
			column: job.column,
			solutions: result.solutions.toString(),
			nodes: result.nodes,
			ms: performance.now() - start,
		};
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error);
		return { type: 'error', n: job.n, column: job.column, message };
	}
}

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

/** What the pool tells its owner. */
export interface PoolEvents {
	/** A job was handed to a worker. */
	onstart?: (job: CountJob) => void;
	/** A job finished. */
	onresult: (reply: Extract<CountReply, { type: 'result' }>) => void;
	/** Every job finished. */
	ondone: () => void;
	/** A job or a worker failed; the pool has stopped and terminated its workers. */
	onfailure: (message: string) => void;
}

/**
 * A few workers sharing a queue of jobs. Workers are created on the first run and kept for the
 * next; cancelling or a failure terminates them at once, and the next run creates fresh ones.
 */
export class CountPool {
	readonly size: number;
	private readonly createWorker: () => CountWorker;
	private workers: CountWorker[] = [];
	private run = 0;

	constructor(createWorker: () => CountWorker, size: number) {
		this.createWorker = createWorker;
		this.size = Math.max(1, Math.floor(size));
	}

	/** Number of live workers (0 before the first run and after cancel). */
	get liveWorkers(): number {
		return this.workers.length;
	}

	/** Starts counting `jobs`; a run in progress is cancelled first. */
	start(jobs: readonly CountJob[], events: PoolEvents): void {
		this.cancel();
		const run = ++this.run;
		const queue = [...jobs];
		let busy = 0;
		if (queue.length === 0) {
			events.ondone();
			return;
		}
		const fail = (message: string) => {
			if (run !== this.run) return;
			this.cancel();
			events.onfailure(message);
		};
		const next = (worker: CountWorker) => {
			const job = queue.shift();
			if (!job) {
				if (busy === 0) {
					this.run++; // finished: late messages from this run are ignored
					events.ondone();
				}
				return;
			}
			busy++;
			events.onstart?.(job);
			worker.postMessage(job);
		};
		try {
			while (this.workers.length < Math.min(this.size, queue.length)) {
				this.workers.push(this.createWorker());
			}
		} catch (error) {
			fail(
				`The counting workers could not start: ${error instanceof Error ? error.message : String(error)}`,
			);
			return;
		}
		const active = this.workers.slice(0, Math.min(this.size, queue.length));
		for (const worker of active) {
			worker.onmessage = ({ data }) => {
				if (run !== this.run) return;
				busy--;
				if (data.type === 'error') {
					fail(
						`Counting n = ${data.n} (first queen in column ${data.column + 1}) failed: ${data.message}`,
					);
					return;
				}
				events.onresult(data);
				if (run === this.run) next(worker);
			};
			worker.onerror = (event) => {
				event.preventDefault?.();
				fail(
					`A counting worker stopped with an error: ${event.message || 'the worker script could not run'}.`,
				);
			};
		}
		for (const worker of active) {
			if (run !== this.run) break;
			next(worker);
		}
	}

	/** Stops at once: terminates every worker. The next run starts fresh ones. */
	cancel(): void {
		this.run++;
		for (const worker of this.workers) worker.terminate();
		this.workers = [];
	}
}
