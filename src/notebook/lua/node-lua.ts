import { Worker } from 'node:worker_threads';
import type { OutputLine } from '../runtime/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { LuaProgress, LuaReply, LuaResult } from './lua-messages.ts';
import type { LuaThreadData } from './node-lua-thread.ts';

/*
 * The page's side of Lua runs, in Node, for tests and measures: each run goes to a worker thread
 * (node-lua-thread.ts) that does what the page's Lua worker does, and is stopped as the page
 * stops it, by ending the thread (Stop, or the time limit counted from the `started` message),
 * never by anything inside Lua. `fresh` gives each run a new thread, as the page does (the next
 * one started ahead); without it, runs share one thread, each still in a new Lua state.
 */

/** The module that gives plain Node Vite's ?raw imports (prelude.lua), for the threads. */
const RAW_TEXT = new URL('../runtime/raw-text.ts', import.meta.url).href;

/** How one run goes. */
interface LuaRunRequest {
	exercise?: string;
	locale?: Locale;
	/** Ends the thread this long after the code started, as the page's time limit does. */
	timeLimitMs?: number;
	/** Ends the thread at the first progress message this says yes to, as Stop does. */
	stopWhen?: (progress: LuaProgress) => boolean;
}

/** How a run ended, with everything it streamed. */
export interface LuaOutcome {
	/** The worker's result, when the run ended by itself. */
	result?: LuaResult;
	/** Why it did not: stopped, the time limit, the thread failing, or a job error. */
	stopped?: 'stop' | 'time-limit' | 'crash' | 'error';
	/** The job error's or the crash's message. */
	message?: string;
	/** Every progress message, in order. */
	progress: LuaProgress[];
	/** Everything printed: streamed, then the result's own lines. */
	output: OutputLine[];
}

/** Runs Lua cells in worker threads. */
export interface LuaCells {
	run(code: string, request?: LuaRunRequest): Promise<LuaOutcome>;
	close(): Promise<void>;
}

/** How the threads are made. */
export interface LuaCellsOptions extends LuaThreadData {
	/** A new thread (a new runtime) for every run, the next one started ahead. */
	fresh?: boolean;
}

/** One thread, and the promise of its first message (ready). */
interface Thread {
	worker: Worker;
	ready: Promise<unknown>;
}

/** Starts the runs' threads as `options` say. */
export function startLuaCells(options: LuaCellsOptions = {}): LuaCells {
	const { fresh = false, ...data } = options;
	const start = (): Thread => {
		const worker = new Worker(new URL('./node-lua-thread.ts', import.meta.url), {
			workerData: data,
			execArgv: [...process.execArgv, '--import', RAW_TEXT],
		});
		const ready = new Promise((resolve, reject) => {
			worker.once('message', resolve);
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
		request: LuaRunRequest,
	): Promise<LuaOutcome> => {
		await thread.ready;
		const outcome: LuaOutcome = { progress: [], output: [] };
		return new Promise((resolve) => {
			let timer: ReturnType<typeof setTimeout> | undefined;
			const end = (stopped?: LuaOutcome['stopped'], message?: string) => {
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
			const receive = (reply: LuaReply) => {
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
		async close() {
			await queue;
			await Promise.all([spare?.worker.terminate(), last.worker.terminate()]);
		},
	};
}
