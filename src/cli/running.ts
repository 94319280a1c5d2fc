import { countSolutionsFast } from '../solver/bitmask.ts';
import type { SearchEvent, SearchStats } from '../solver/events.ts';
import { permutationSearch } from '../solver/permutations.ts';
import type { SearchOptions } from '../solver/search.ts';
import { backtrack, backtrackWithStack } from '../solver/search.ts';
import type { Request } from './arguments.ts';
import { usesFastCount } from './arguments.ts';
import { countText, createPrinter } from './print.ts';

/**
 * Events between two pieces even when nothing is printed: each piece lets the writer flush and
 * give the event loop a turn, where a closed reader (EPIPE) is noticed. 4096 events take about a
 * millisecond.
 */
const EVENTS_PER_PIECE = 4096;

/** The number of solutions of n queens, exact: the one call to change for a faster counting engine. */
export async function countSolutions(n: number): Promise<bigint> {
	return countSolutionsFast(n).solutions;
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
export async function* runRequest(request: Request): AsyncGenerator<string> {
	if (usesFastCount(request)) {
		yield countText(request, await countSolutions(request.n));
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
