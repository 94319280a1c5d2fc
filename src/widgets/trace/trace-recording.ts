import { backtrack, backtrackWithStack } from '../../solver/search/index.ts';
import { type SearchEvent } from '../../solver/events/index.ts';
import type { TraceOptions } from './trace-options.ts';

/* How the trace player records (trace-player.svelte.ts): which search, how much at once. */

/** Longest a recording slice may hold the main thread, in milliseconds. */
export const SLICE_MS = 12;

/**
 * Events recorded at once when the player is made, on the server as in the page, so its HTML is
 * the player it hydrates into: every chapter's opening search fits (the longest, chapter 2's
 * first solution of 8 queens, has 1,972). Longer searches go on in slices.
 */
export const FIRST_EVENTS = 2500;

/** Starts the chosen search as a lazy event stream. */
export function startSearch({
	n,
	check,
	search,
	first,
	source,
}: TraceOptions): Iterable<SearchEvent> | Iterator<SearchEvent> {
	if (source) return source();
	return (search === 'stack' ? backtrackWithStack : backtrack)({ n, check, first });
}
