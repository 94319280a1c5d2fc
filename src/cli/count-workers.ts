import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
	countFailedText,
	countJob,
	type CountPace,
	countWithWasm,
	planSubproblems,
	timeLeft,
	type CountJob,
	type CountShare,
} from '../solver/count/index.ts';
import type { JobReply } from '../jobs/index.ts';

/** What a counting thread posts for each job: one result or one error. */
type CountReply = JobReply<CountShare>;

/*
 * The full-symmetry count (src/solver/count/count-engine.ts) on every core: worker threads that each
 * get the next sub-problem when they finish one (one more always queued), so a thread that drew
 * small pieces simply takes more. Cancelling terminates every thread at once. The messages are the
 * page's count race's (CountJob in src/solver/count/count-job.ts, in src/jobs/index.ts's envelope).
 * A count on one thread, up to ONE_THREAD_HERE_MAX, runs in this thread instead (countHere).
 */

/** How the count is going: sub-problems done, running totals, time so far and a rough estimate left. */
export interface PoolProgress extends CountPace {
	solutions: bigint;
	nodes: number;
}

/** The whole count. */
export interface PoolResult {
	n: number;
	solutions: bigint;
	/** Symmetry classes (OEIS A002562). */
	classes: number;
	nodes: number;
	ms: number;
	workers: number;
}

/** Options: threads (default: every core; at most maxWorkers()), progress after each sub-problem, and cancellation. */
export interface PoolOptions {
	workers?: number;
	/** The sub-problems to count, numbered by their place in planSubproblems(n); default all of them. */
	jobs?: readonly CountJob[];
	onProgress?: (progress: PoolProgress) => void;
	signal?: AbortSignal;
}

/** The count was cancelled through its AbortSignal; every worker has been terminated. */
export class CountCancelledError extends Error {
	override name = 'AbortError';
}

/** Threads a count may start for each core: more would only wait their turn, each with its own heap. */
export const WORKERS_PER_CORE = 4;

/** Most worker threads a count starts on this machine: WORKERS_PER_CORE for each core. */
export function maxWorkers(): number {
	return WORKERS_PER_CORE * availableParallelism();
}

// Node 24 runs the .ts worker directly (type stripping), as it runs the command itself; the
// bundled command (nqueens.mjs, one file) points this at itself instead.
let workerUrl = new URL('./count-worker.ts', import.meta.url);

/** Makes the pool start its threads from `url`: the bundled command is its own worker. */
export function startWorkersFrom(url: URL): void {
	workerUrl = url;
}

/**
 * Largest n a count on one thread runs in this thread rather than on a worker. A worker costs 60
 * ms of CPU or more before its first sub-problem (docs/performance.md), worth saving below minutes
 * of counting; and up to here no sub-problem takes much over 0.2 s on one core (n = 18), so
 * Ctrl-C, noticed between two sub-problems, still stops the count almost at once. Above it, a
 * worker is terminated at once.
 */
export const ONE_THREAD_HERE_MAX = 18;

/**
 * Counts n queens on worker threads (on one thread up to ONE_THREAD_HERE_MAX, in this one);
 * rejects with CountCancelledError when the signal aborts.
 */
export async function countWithWorkers(n: number, options: PoolOptions = {}): Promise<PoolResult> {
	const { onProgress, signal } = options;
	const wanted = options.workers ?? availableParallelism();
	if (!Number.isInteger(wanted) || wanted < 1) {
		throw new RangeError(
			`The number of workers must be a whole number, at least 1; got ${wanted}.`,
		);
	}
	const plan = options.jobs ?? planSubproblems(n).map((sp, id): CountJob => ({ id, sp }));
	// Never more threads than pieces to count, nor than the machine's cores can use (the command
	// refuses more; this keeps any other caller in bounds too).
	const size = Math.max(1, Math.min(wanted, maxWorkers(), plan.length));
	const start = performance.now();
	const sum = { solutions: 0n, classes: 0, nodes: 0 };
	const result = (): PoolResult => ({ n, ...sum, ms: performance.now() - start, workers: size });
	if (plan.length === 0) return result();
	if (size === 1 && n <= ONE_THREAD_HERE_MAX) {
		await countHere(n, plan, options, sum, start);
		return result();
	}
	return new Promise<PoolResult>((resolve, reject) => {
		const workers: Worker[] = [];
		/** The jobs each worker holds, oldest first: it answers them in order. */
		const held = new Map<Worker, CountJob[]>();
		let next = 0;
		let done = 0;
		let settled = false;
		const finish = (error?: Error) => {
			if (settled) return;
			settled = true;
			signal?.removeEventListener('abort', onAbort);
			for (const worker of workers) void worker.terminate();
			if (error) reject(error);
			else resolve(result());
		};
		const onAbort = () => finish(new CountCancelledError(`Counting ${n} queens was cancelled.`));
		if (signal?.aborted) return onAbort();
		signal?.addEventListener('abort', onAbort, { once: true });
		const handOut = (worker: Worker) => {
			if (next >= plan.length) return;
			const job = plan[next++]!;
			held.get(worker)!.push(job);
			worker.postMessage(job);
		};
		const onReply = (worker: Worker, reply: CountReply) => {
			if (settled) return;
			const job = held.get(worker)!.shift()!;
			if (reply.type === 'error') {
				finish(new Error(countFailedText(n, job.id, reply.message)));
				return;
			}
			done++;
			sum.solutions += BigInt(reply.result.solutions);
			sum.classes += reply.result.classes;
			sum.nodes += reply.result.nodes;
			const elapsedMs = performance.now() - start;
			const remainingMs = timeLeft(elapsedMs, done, plan.length);
			onProgress?.({ done, total: plan.length, ...sum, elapsedMs, remainingMs });
			if (settled) return; // onProgress may have aborted
			if (done === plan.length) finish();
			else handOut(worker);
		};
		try {
			for (let i = 0; i < size; i++) {
				const worker = new Worker(workerUrl);
				workers.push(worker);
				held.set(worker, []);
				worker.on('message', (reply: CountReply) => onReply(worker, reply));
				worker.on('error', (error) =>
					finish(new Error(`A counting worker failed: ${error.message}`)),
				);
				worker.on('exit', (code) => {
					if (!settled) finish(new Error(`A counting worker stopped early (exit code ${code}).`));
				});
				// Two pieces in flight per worker, so it never idles waiting for its next one.
				handOut(worker);
				handOut(worker);
			}
		} catch (error) {
			finish(error instanceof Error ? error : new Error(String(error)));
		}
	});
}

/**
 * countWithWorkers on one thread, in this one: adds the plan's counts to `sum`, with the same
 * progress, errors and cancellation, and no worker to start. The event loop gets a turn before
 * each sub-problem, so a signal (Ctrl-C) or a cancel is noticed between two of them.
 */
async function countHere(
	n: number,
	plan: readonly CountJob[],
	{ onProgress, signal }: PoolOptions,
	sum: Pick<PoolResult, 'solutions' | 'classes' | 'nodes'>,
	start: number,
): Promise<void> {
	const cancelled = () => new CountCancelledError(`Counting ${n} queens was cancelled.`);
	for (const [i, job] of plan.entries()) {
		await new Promise((resolve) => setImmediate(resolve));
		if (signal?.aborted) throw cancelled();
		let share: CountShare;
		try {
			share = countJob(job, countWithWasm);
		} catch (error) {
			const message = error instanceof Error ? error.message : String(error);
			throw new Error(countFailedText(n, job.id, message), { cause: error });
		}
		sum.solutions += BigInt(share.solutions);
		sum.classes += share.classes;
		sum.nodes += share.nodes;
		const elapsedMs = performance.now() - start;
		const remainingMs = timeLeft(elapsedMs, i + 1, plan.length);
		onProgress?.({ done: i + 1, total: plan.length, ...sum, elapsedMs, remainingMs });
	}
	if (signal?.aborted) throw cancelled(); // onProgress may have aborted at the last one
}
