import { Worker } from 'node:worker_threads';
import type { OutputLine } from '../runtime/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { PythonProgress, PythonReply, PythonResult } from './python-messages.ts';
import type { ThreadData } from './node-python-thread.ts';

/*
 * The page's side of Python runs, in Node, for tests and measures: each run goes to a worker thread
 * (node-python-thread.ts) that does what the page's Python worker does, and is stopped as the page
 * stops it, by ending the thread (Stop, or the time limit counted from the `started` message).
 * `fresh` gives each run a new thread, as the page does (the next one started ahead); without it,
 * runs share one interpreter, each in a new namespace, which is quicker for tests whose claim is
 * not about what one run leaves for the next.
 */

/** The module that gives plain Node Vite's ?raw imports, for the threads. */
const RAW_TEXT = new URL('../runtime/raw-text.ts', import.meta.url).href;

/** How one run goes. */
interface PythonRunRequest {
	exercise?: string;
	locale?: Locale;
	/** Ends the thread this long after the code started, as the page's time limit does. */
	timeLimitMs?: number;
	/** Ends the thread at the first progress message this says yes to, as Stop does. */
	stopWhen?: (progress: PythonProgress) => boolean;
}

/** How a run ended, with everything it streamed. */
export interface PythonOutcome {
	/** The worker's result, when the run ended by itself. */
	result?: PythonResult;
	/** Why it did not: stopped, the time limit, the thread failing, or a job error. */
	stopped?: 'stop' | 'time-limit' | 'crash' | 'error';
	/** The job error's or the crash's message. */
	message?: string;
	/** Every progress message, in order. */
	progress: PythonProgress[];
	/** Everything printed: streamed, then the result's own lines. */
	output: OutputLine[];
}

/** Runs Python cells in worker threads. */
export interface PythonCells {
	run(code: string, request?: PythonRunRequest): Promise<PythonOutcome>;
	/** The global object of the last thread started, once its walls are up: what is left on it. */
	realm(): Promise<Realm>;
	close(): Promise<void>;
	/** Ends every thread at once, a run under way too (Ctrl-C): its promise never settles. */
	terminate(): void;
}

/** How the threads are made. */
export interface PythonCellsOptions extends ThreadData {
	/** A new thread (a new interpreter) for every run, the next one started ahead. */
	fresh?: boolean;
	/**
	 * The file the threads start from, when not node-python-thread.ts: the bundled command is its
	 * own thread (src/cli/bundled.ts), told by `workerData.thread` being 'python', with no
	 * `--import` (its .py texts are inlined).
	 */
	threadFrom?: URL;
}

/** What a thread's global object holds once its walls are up. */
interface Realm {
	/** Names the walls could not take off (none). */
	stuck: string[];
	/** Every name left, own or inherited. */
	names: string[];
}

/** One thread, and the promise of its first message (ready, with what is left on its global). */
interface Thread {
	worker: Worker;
	ready: Promise<Realm>;
}

/**
 * Pyodide's memory just after loading, taken in a thread of its own (node-python-thread.ts,
 * `makeSnapshot`), for threads that start from it (`snapshot`): each is still a new interpreter,
 * sealed and walled afresh, at a tenth of the CPU of loading one.
 */
export function makePythonSnapshot(
	options: Pick<PythonCellsOptions, 'threadFrom' | 'pyodideFolder'> = {},
): { snapshot: Promise<Uint8Array>; cancel: () => void } {
	const { threadFrom, ...data } = options;
	const workerData = { ...data, makeSnapshot: true };
	const worker = threadFrom
		? new Worker(threadFrom, { workerData: { ...workerData, thread: 'python' } })
		: new Worker(new URL('./node-python-thread.ts', import.meta.url), {
				workerData,
				execArgv: [...process.execArgv, '--import', RAW_TEXT],
			});
	const snapshot = new Promise<Uint8Array>((resolve, reject) => {
		worker.once('message', (message: { snapshot: Uint8Array }) => resolve(message.snapshot));
		worker.once('error', reject);
		worker.once('exit', () => reject(new Error('the Python thread ended before its snapshot')));
	});
	snapshot.catch(() => undefined).finally(() => void worker.terminate());
	return { snapshot, cancel: () => void worker.terminate() };
}

/** Starts the runs' threads as `options` say. */
export function startPythonCells(options: PythonCellsOptions = {}): PythonCells {
	const { fresh = false, threadFrom, ...data } = options;
	const start = (): Thread => {
		const worker = threadFrom
			? new Worker(threadFrom, { workerData: { ...data, thread: 'python' } })
			: new Worker(new URL('./node-python-thread.ts', import.meta.url), {
					workerData: data,
					// The thread runs in plain Node: raw-text.ts gives it the .py files' text (?raw).
					execArgv: [...process.execArgv, '--import', RAW_TEXT],
				});
		const ready = new Promise<Realm>((resolve, reject) => {
			worker.once('message', (message: Realm) => resolve(message));
			worker.once('error', reject);
		});
		ready.catch(() => undefined);
		return { worker, ready };
	};
	let spare: Thread | undefined = start();
	let last = spare;
	let queue: Promise<unknown> = Promise.resolve();

	const take = (): Thread => {
		const thread = spare ?? start();
		spare = fresh ? start() : thread;
		last = thread;
		return thread;
	};

	const runOn = async (
		thread: Thread,
		code: string,
		request: PythonRunRequest,
	): Promise<PythonOutcome> => {
		await thread.ready;
		const outcome: PythonOutcome = { progress: [], output: [] };
		return new Promise((resolve) => {
			let timer: ReturnType<typeof setTimeout> | undefined;
			const end = (stopped?: PythonOutcome['stopped'], message?: string) => {
				clearTimeout(timer);
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
			const receive = (reply: PythonReply) => {
				if (reply.type === 'error') return end('error', reply.message);
				if (reply.type === 'result') {
					outcome.result = reply.result;
					outcome.output.push(...reply.result.run.output);
					return end();
				}
				const progress = reply.progress;
				outcome.progress.push(progress);
				if (progress.kind === 'output') outcome.output.push(...progress.lines);
				if (progress.kind === 'started' && request.timeLimitMs !== undefined) {
					timer = setTimeout(() => end('time-limit'), request.timeLimitMs);
				}
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
		realm: () => last.ready,
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
