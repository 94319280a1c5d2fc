import {
	countFailedText,
	type CountPhrases,
	type CountPace,
	countWork,
	ONE_THREAD_MAX,
	planSubproblems,
	timeLeft,
} from '#src/solver/count/index.ts';
import type { WorkerLike } from '#src/jobs/index.ts';
import { WorkerJob } from '../jobs/worker-job.svelte.ts';
import type { CountJob, CountShare } from '#src/solver/count/index.ts';
import type { CountReply } from './serve-count.ts';
import type { Locale } from '#src/i18n/locales.ts';

/*
 * Plumbing for the count race: the jobs (one sub-problem of the full-symmetry engine each, as the
 * command's worker threads get them), the worker's handler, and a small pool of worker jobs
 * (components/jobs/worker-job.svelte.ts) that share a queue. No DOM here, so the component stays thin
 * and tests can drive the pool with stand-in workers.
 */

export type { CountJob, CountShare } from '#src/solver/count/index.ts';
export type { CountReply } from './serve-count.ts';
export { runCountJob, serveCountJob } from './serve-count.ts';

/** A counting worker. */
export type CountWorker = WorkerLike<CountJob, CountReply>;

/**
 * The jobs for these board sizes: each n's sub-problems (planSubproblems in
 * src/solver/count/count-engine.ts), smallest n first, and within one n in the engine's own order,
 * largest first, so the workers finish that n together. Each job's id is its place in its n's plan.
 */
export function planCountJobs(sizes: readonly number[]): CountJob[] {
	return sizes.flatMap((n) => planSubproblems(n).map((sp, id) => ({ id, sp })));
}

/** How many jobs each board size has among `jobs`: its parts, for the table's "k of m parts". */
export function partsBySize(jobs: readonly CountJob[]): Record<number, number> {
	const parts: Record<number, number> = {};
	for (const { sp } of jobs) parts[sp.n] = (parts[sp.n] ?? 0) + 1;
	return parts;
}

/** How many workers to start: one per core the browser reports, at least 1 and at most 4. */
export function poolSize(cores: number | undefined): number {
	const count = Math.floor(Number(cores));
	return Number.isFinite(count) ? Math.min(4, Math.max(1, count)) : 1;
}

/**
 * Smallest n whose jobs are worth a worker of their own: below it a whole n counts in less time
 * than a worker takes to start (ONE_THREAD_MAX, the command's rule too), so one warm worker does
 * them all.
 */
export const SPREAD_FROM_N = ONE_THREAD_MAX + 1;

/** How many of `size` workers a run of these jobs starts: one, unless some n pays for more. */
export function workersFor(jobs: readonly CountJob[], size: number): number {
	if (jobs.length === 0) return 0;
	return jobs.some((job) => job.sp.n >= SPREAD_FROM_N) ? Math.min(size, jobs.length) : 1;
}

/** One board size's count so far: its parts done of all, solutions, queens placed and time. */
export interface SizeCount {
	n: number;
	/** The engine's sub-problems of n, one job each. */
	parts: number;
	partsDone: number;
	solutions: bigint;
	nodes: number;
	/** Milliseconds the workers spent counting this n, all its parts added (no start-up). */
	ms: number;
	startedAt?: number;
	finishedAt?: number;
}

/** A snapshot of a count: every size's row, and the parts and estimated work done of all. */
export interface TallyView {
	rows: Record<number, SizeCount>;
	doneParts: number;
	totalParts: number;
	/** Estimated work (countWork in src/solver/count/count-estimate.ts): each n's, shared by its parts. */
	doneWork: number;
	totalWork: number;
}

/**
 * The running totals of one count: the jobs for some board sizes, and what their results add up
 * to. Plain data, not the page's reactive state: results arrive by the thousand (one per
 * sub-problem), and the widget draws a snapshot (`view`) at its own pace.
 */
export class CountTally {
	readonly jobs: readonly CountJob[];
	readonly #rows: Record<number, SizeCount> = {};
	#doneParts = 0;
	#doneWork = 0;
	readonly #totalWork: number;

	/**
	 * `at`: when the count starts. A size whose plan has no parts (n = 2 and 3: no corner or border
	 * queen can start a solution) is counted then and there: 0 solutions, no queen placed.
	 */
	constructor(sizes: readonly number[], at = 0) {
		this.jobs = planCountJobs(sizes);
		const parts = partsBySize(this.jobs);
		for (const n of sizes) {
			const row: SizeCount = {
				n,
				parts: parts[n] ?? 0,
				partsDone: 0,
				solutions: 0n,
				nodes: 0,
				ms: 0,
			};
			if (row.parts === 0) {
				row.startedAt = row.finishedAt = at;
				this.#doneWork += countWork(n);
			}
			this.#rows[n] = row;
		}
		this.#totalWork = sizes.reduce((sum, n) => sum + countWork(n), 0);
	}

	/** A job was handed out at time `at`: its size has started. */
	start(job: CountJob, at: number): void {
		const row = this.#rows[job.sp.n];
		if (row && row.startedAt === undefined) row.startedAt = at;
	}

	/** Adds one result, at time `at`; true when it was its size's last part. */
	add(share: CountShare, at: number): boolean {
		const row = this.#rows[share.n];
		if (!row || row.partsDone === row.parts) return false;
		row.solutions += BigInt(share.solutions);
		row.nodes += share.nodes;
		row.ms += share.ms;
		row.partsDone++;
		this.#doneParts++;
		this.#doneWork += countWork(share.n) / row.parts;
		if (row.partsDone < row.parts) return false;
		row.finishedAt = at;
		return true;
	}

	/** A copy of the totals so far, for drawing. */
	view(): TallyView {
		const rows: Record<number, SizeCount> = {};
		for (const [n, row] of Object.entries(this.#rows)) rows[Number(n)] = { ...row };
		return {
			rows,
			doneParts: this.#doneParts,
			totalParts: this.jobs.length,
			// Every part done is all the work, whatever the sum of its shares rounded to.
			doneWork: this.#doneParts === this.jobs.length ? this.#totalWork : this.#doneWork,
			totalWork: this.#totalWork,
		};
	}
}

/** Parts done of all, time so far, and the time left at the pace of the estimated work done. */
export function tallyPace(view: TallyView, elapsedMs: number): CountPace {
	// The first parts carry the workers' start-up (loading, warming the kernel): a rate read from
	// them said "about 10 s left" for a count that ended 0.2 s later, so wait for a tenth of the work.
	const enough = view.totalWork > 0 && view.doneWork >= ESTIMATE_FROM * view.totalWork;
	return {
		done: view.doneParts,
		total: view.totalParts,
		elapsedMs,
		remainingMs: enough ? timeLeft(elapsedMs, view.doneWork, view.totalWork) : Infinity,
	};
}

/** The share of the estimated work done before the count race says how long is left. */
export const ESTIMATE_FROM = 0.1;

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
 * A few worker jobs sharing a queue of counting jobs: each worker takes the next job when it
 * finishes one, so one that drew small pieces simply takes more. Workers are created on the first
 * run and kept for the next; cancelling or a failure terminates them at once, and the next run
 * creates fresh ones.
 */
export class CountPool {
	readonly size: number;
	readonly #slots: WorkerJob<CountJob, CountShare>[];
	readonly #phrases: CountPhrases | undefined;
	#run = 0;

	/** `words`: the page's language, the count's name and the solver's phrases for failures (English unless told). */
	constructor(
		createWorker: () => CountWorker,
		size: number,
		words: { locale?: Locale; name?: string; phrases?: CountPhrases } = {},
	) {
		this.size = Math.max(1, Math.floor(size));
		this.#phrases = words.phrases;
		const { locale = 'en', name = 'count' } = words;
		this.#slots = Array.from(
			{ length: this.size },
			() => new WorkerJob<CountJob, CountShare>({ createWorker, name, locale }),
		);
	}

	/** Number of live workers (0 before the first run and after cancel). */
	get liveWorkers(): number {
		return this.#slots.filter((slot) => slot.hasWorker).length;
	}

	/** Starts counting `jobs` (a run in progress is cancelled first); returns how many workers it uses. */
	start(jobs: readonly CountJob[], events: PoolEvents): number {
		this.cancel();
		const run = ++this.#run;
		const queue = [...jobs];
		let busy = 0;
		const workers = workersFor(jobs, this.size);
		if (queue.length === 0) {
			events.ondone();
			return workers;
		}
		const fail = (message: string) => {
			if (run !== this.#run) return;
			this.cancel();
			events.onfailure(message);
		};
		const next = (slot: WorkerJob<CountJob, CountShare>): void => {
			if (run !== this.#run) return;
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
								? countFailedText(job.sp.n, job.id, failure.detail, this.#phrases)
								: failure.message,
						);
					}
				},
			});
		};
		// One worker for small n; the others only when a job big enough to pay for them is queued.
		for (const slot of this.#slots.slice(0, workers)) next(slot);
		return workers;
	}

	/** Stops at once: terminates every worker. The next run starts fresh ones. */
	cancel(): void {
		this.#run++;
		for (const slot of this.#slots) slot.dispose();
	}
}
