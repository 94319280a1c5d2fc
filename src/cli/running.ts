import { countAll, ONE_THREAD_MAX } from '../solver/count/index.ts';
import {
	backtrack,
	backtrackWithStack,
	permutationSearch,
	type SearchOptions,
} from '../solver/search/index.ts';
import { type SearchEvent, type SearchStats } from '../solver/events/index.ts';
import { type Request, usesFastCount } from './arguments.ts';
import { countWithWorkers, type PoolProgress } from './count-workers.ts';
import { countText, createPrinter } from './print.ts';

/**
 * Events between two pieces even when nothing is printed: each piece lets the writer flush and
 * give the event loop a turn, where a closed reader (EPIPE) is noticed. 4096 events take about a
 * millisecond.
 */
const EVENTS_PER_PIECE = 4096;

/**
 * Largest n counted in the command's own thread: up to here the whole count takes less than
 * starting worker threads does (ONE_THREAD_MAX in src/solver/count/count-engine.ts, which the page's
 * count race also follows).
 */
export const IN_THREAD_MAX = ONE_THREAD_MAX;

/** How a fast count runs: threads (default every core), progress and cancellation. */
export interface CountOptions {
	workers?: number | undefined;
	onProgress?: (progress: PoolProgress) => void;
	signal?: AbortSignal;
}

/**
 * The number of solutions of n queens, exact: the full-symmetry engine, in this thread for small
 * n and on worker threads (every core unless `workers` says) above IN_THREAD_MAX.
 */
export async function countSolutions(n: number, options: CountOptions = {}): Promise<bigint> {
	if (n <= IN_THREAD_MAX) return countAll(n).solutions;
	const pool: Parameters<typeof countWithWorkers>[1] = {};
	if (options.workers !== undefined) pool.workers = options.workers;
	if (options.onProgress) pool.onProgress = options.onProgress;
	if (options.signal) pool.signal = options.signal;
	return (await countWithWorkers(n, pool)).solutions;
}

/** The event stream of the request's step-by-step search. */
function startSearch(request: Request): Generator<SearchEvent, SearchStats> {
	const options: SearchOptions = { n: request.n, check: request.check, first: request.first };
	if (request.limit !== undefined) options.limit = request.limit;
	switch (request.method) {
		case 'stack':
			return backtrackWithStack(options);
		case 'permutations':
			return permutationSearch(options);
		default:
			return backtrack(options); // backtrack, and bitmask (its check is the bitmask one)
	}
}

/**
 * The request's output as a stream of pieces of text, in order: a piece as soon as each solution
 * is found, and at least one every few thousand events (possibly empty) so the writer can flush
 * and notice a closed reader while a long search runs.
 */
export async function* runRequest(
	request: Request,
	counting: Omit<CountOptions, 'workers'> = {},
): AsyncGenerator<string> {
	if (usesFastCount(request)) {
		yield countText(
			request,
			await countSolutions(request.n, { ...counting, workers: request.workers }),
		);
		return;
	}
	const printer = createPrinter(request);
	let piece = printer.head();
	let sincePiece = 0;
	let count = 0;
	let done: Extract<SearchEvent, { type: 'done' }> | undefined;
	for (const event of startSearch(request)) {
		if (request.trace) piece += printer.traceLine(event);
		if (event.type === 'solution') {
			count++;
			piece += printer.solution(event.columns);
		} else if (event.type === 'done') {
			done = event;
		} else if (++sincePiece < EVENTS_PER_PIECE) {
			continue;
		}
		yield piece;
		piece = '';
		sincePiece = 0;
	}
	yield piece + printer.tail(count, done!.complete, done!.stats);
}
