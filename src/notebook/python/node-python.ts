import { Worker } from 'node:worker_threads';
import {
	startThreadRuns,
	type ThreadOutcome,
	type ThreadRunRequest,
} from '../worker/node-thread-runs.ts';
import type { PythonProgress, PythonResult } from './python-messages.ts';
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
type PythonRunRequest = ThreadRunRequest<PythonProgress>;

/** How a run ended, with everything it streamed. */
export type PythonOutcome = ThreadOutcome<PythonProgress, PythonResult>;

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
	const runs = startThreadRuns<PythonProgress, PythonResult, Realm>(
		() =>
			threadFrom
				? new Worker(threadFrom, { workerData: { ...data, thread: 'python' } })
				: new Worker(new URL('./node-python-thread.ts', import.meta.url), {
						workerData: data,
						// The thread runs in plain Node: raw-text.ts gives it the .py files' text (?raw).
						execArgv: [...process.execArgv, '--import', RAW_TEXT],
					}),
		fresh,
	);
	return {
		run: (code, request) => runs.run(code, request),
		realm: () => runs.lastReady(),
		terminate: () => runs.terminate(),
		close: () => runs.close(),
	};
}
