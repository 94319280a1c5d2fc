import { Worker } from 'node:worker_threads';
import {
	startThreadRuns,
	type ThreadOutcome,
	type ThreadRunRequest,
} from '../worker/node-thread-runs.ts';
import type { LuaProgress, LuaResult } from './lua-messages.ts';
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
type LuaRunRequest = ThreadRunRequest<LuaProgress>;

/** How a run ended, with everything it streamed. */
export type LuaOutcome = ThreadOutcome<LuaProgress, LuaResult>;

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

/** Starts the runs' threads as `options` say. */
export function startLuaCells(options: LuaCellsOptions = {}): LuaCells {
	const { fresh = false, ...data } = options;
	const runs = startThreadRuns<LuaProgress, LuaResult, unknown>(
		() =>
			new Worker(new URL('./node-lua-thread.ts', import.meta.url), {
				workerData: data,
				execArgv: [...process.execArgv, '--import', RAW_TEXT],
			}),
		fresh,
	);
	return { run: (code, request) => runs.run(code, request), close: () => runs.close() };
}
