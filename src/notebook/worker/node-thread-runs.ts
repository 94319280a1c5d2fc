import type { Worker } from 'node:worker_threads';
import type { JobReply } from '../../jobs/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { OutputLine } from '../runtime/index.ts';
import type { CellProgress } from './cell-messages.ts';
import { startCellTimeLimit } from './cell-time-limit.ts';

/*
 * The page's side of a box's runs, in Node (Python's and Lua's twins: node-python.ts,
 * node-lua.ts): each run goes to a worker thread, which is stopped as the page stops its worker,
 * by ending it (Stop, or the time limit counted from the `started` message and again from the
 * first check's, cell-time-limit.ts), never by anything inside the box. With `fresh`, each run gets a
 * new thread, the next one started ahead; without it, runs share one thread, each in a fresh
 * namespace or state of its own.
 */

/** What a box's worker streams: a cell's progress, and its own loading and start. */
type BoxProgress = CellProgress | { kind: 'loading' } | { kind: 'started' };

/** How one run goes. */
export interface ThreadRunRequest<Progress> {
	exercise?: string;
	locale?: Locale;
	/** Ends the thread this long after the code started, as the page's time limit does. */
	timeLimitMs?: number;
	/** Ends the thread at the first progress message this says yes to, as Stop does. */
	stopWhen?: (progress: Progress) => boolean;
}

/** How a run ended, with everything it streamed. */
export interface ThreadOutcome<Progress, Result> {
	/** The worker's result, when the run ended by itself. */
	result?: Result;
	/** Why it did not: stopped, the time limit, the thread failing, or a job error. */
	stopped?: 'stop' | 'time-limit' | 'crash' | 'error';
	/** The job error's or the crash's message. */
	message?: string;
	/** Every progress message, in order. */
	progress: Progress[];
	/** Everything printed: streamed, then the result's own lines. */
	output: OutputLine[];
}

/** Runs cells on threads, one run at a time. */
export interface ThreadRuns<Progress, Result, Ready> {
	run(code: string, request?: ThreadRunRequest<Progress>): Promise<ThreadOutcome<Progress, Result>>;
	/** The first message of the last thread started (what it reports once ready). */
	lastReady(): Promise<Ready>;
	/** Ends every thread now, without waiting for a run. */
	terminate(): void;
	/** Ends every thread once the runs asked for have ended. */
	close(): Promise<void>;
}

/** One thread, and the promise of its first message (ready). */
interface Thread<Ready> {
	worker: Worker;
	ready: Promise<Ready>;
}

/** Starts runs on threads made by `startWorker`; `fresh`: a new thread for every run. */
export function startThreadRuns<
	Progress extends BoxProgress,
	Result extends { run: { output: OutputLine[] } },
	Ready,
>(startWorker: () => Worker, fresh: boolean): ThreadRuns<Progress, Result, Ready> {
	const start = (): Thread<Ready> => {
		const worker = startWorker();
		const ready = new Promise<Ready>((resolve, reject) => {
			worker.once('message', (message: Ready) => resolve(message));
			worker.once('error', reject);
		});
		ready.catch(() => undefined);
		return { worker, ready };
	};
	let spare: Thread<Ready> | undefined = start();
	let last = spare;
	let queue: Promise<unknown> = Promise.resolve();

	const take = (): Thread<Ready> => {
		const thread = spare ?? start();
		spare = fresh ? start() : thread;
		last = thread;
		return thread;
	};

	const runOn = async (
		thread: Thread<Ready>,
		code: string,
		request: ThreadRunRequest<Progress>,
	): Promise<ThreadOutcome<Progress, Result>> => {
		await thread.ready;
		const outcome: ThreadOutcome<Progress, Result> = { progress: [], output: [] };
		return new Promise((resolve) => {
			const limit = startCellTimeLimit(request.timeLimitMs, () => end('time-limit'));
			const end = (stopped?: ThreadOutcome<Progress, Result>['stopped'], message?: string) => {
				limit.stop();
				thread.worker.off('message', receive);
				thread.worker.off('error', crash);
				if (stopped) {
					outcome.stopped = stopped;
					if (message !== undefined) outcome.message = message;
					void thread.worker.terminate();
					if (spare === thread) spare = undefined;
				}
				resolve(outcome);
			};
			const receive = (reply: JobReply<Result, Progress>) => {
				if (reply.type === 'error') return end('error', reply.message);
				if (reply.type === 'result') {
					outcome.result = reply.result;
					outcome.output.push(...reply.result.run.output);
					return end();
				}
				const progress = reply.progress;
				outcome.progress.push(progress);
				if (progress.kind === 'output') outcome.output.push(...progress.lines);
				if (progress.kind === 'started') limit.start();
				else limit.see(progress);
				if (request.stopWhen?.(progress)) end('stop');
			};
			const crash = (error: Error) => end('crash', error.message);
			thread.worker.on('message', receive);
			thread.worker.once('error', crash);
			thread.worker.postMessage({
				code,
				...(request.exercise ? { exercise: request.exercise } : {}),
				...(request.locale ? { locale: request.locale } : {}),
			});
		});
	};

	return {
		run(code, request = {}) {
			const next = queue.then(() => {
				const thread = take();
				return runOn(thread, code, request).finally(() => {
					if (fresh) void thread.worker.terminate();
				});
			});
			queue = next.catch(() => undefined);
			return next;
		},
		lastReady: () => last.ready,
		terminate() {
			void spare?.worker.terminate();
			void last.worker.terminate();
		},
		async close() {
			await queue;
			await Promise.all([spare?.worker.terminate(), last.worker.terminate()]);
		},
	};
}
