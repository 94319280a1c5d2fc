import { countSeconds, countTimeText, knownCount, secondsRange } from '../solver/count/index.ts';
import { type Request, usesFastCount } from './arguments.ts';
import { formatCount } from '../solver/format/index.ts';

/*
 * How long a request will take, said on stderr before long work. Rates were measured on the
 * project's 2-core machine (npm run bench territory), with a range for a busy machine; they are
 * for the engines in running.ts and should be measured again when those change. The count's
 * estimate and words live in src/solver/count/count-estimate.ts, shared with the page's count race.
 */

export { formatSeconds } from '../solver/count/index.ts';

/**
 * Queens a complete backtracking search places, n = 1 … 16 (search-tree nodes below the root).
 * Computed once by a bit-mask walk of the whole tree; a test checks n ≤ 10 against `backtrack`'s
 * own statistics, and n = 11 gives the 3,949,943 events LIMITS.traceEvents quotes.
 */
const PLACEMENTS = [
	1, 2, 5, 16, 53, 152, 551, 2056, 8393, 35538, 166925, 856188, 4674889, 27358552, 171129071,
	1141190302,
];

/** Events per second of a step-by-step search with nothing printed (4.3 million measured at n = 12). */
const EVENTS_PER_SECOND = [4.3e6, 1.5e6] as const;
/** Trace lines per second written to a pipe (1.2 million measured at n = 11). */
const TRACE_LINES_PER_SECOND = [1.2e6, 0.4e6] as const;
/** Work shorter than this, at the quick end of its range, needs no note. */
const NOTE_AFTER_SECONDS = 10;
/** A trace longer than this many lines is worth a note whatever its time. */
const NOTE_AFTER_LINES = 1e6;

/** Events a complete backtracking search of n queens yields: tries, checks, placements, removals, solutions, done. */
export function backtrackEvents(n: number): number {
	const placed = PLACEMENTS[n - 1]!;
	const solutions = Number(knownCount(n));
	const tries = n * (1 + placed - solutions); // n in the first row, n under every queen below the last row
	return 2 * tries + 2 * placed + solutions + 1;
}

/** Events a complete generate-and-test search yields, at least: a candidate, a check and a verdict each. */
function permutationEvents(n: number): number {
	let factorial = 1;
	for (let k = 2; k <= n; k++) factorial *= k;
	return 3 * factorial;
}

/** "about 22 million", "about 770 thousand". */
function roughly(count: number): string {
	if (count >= 1e9) return `about ${formatCount(Math.round(count / 1e9))} billion`;
	if (count >= 1e6) return `about ${Math.round(count / 1e6)} million`;
	return `about ${Math.round(count / 1e3)} thousand`;
}

/** The note to print on stderr before the request's work, or undefined when it will be quick. */
export function longWorkNote(request: Request): string | undefined {
	const { n } = request;
	if (usesFastCount(request)) {
		if (n <= 16) return undefined;
		if (countSeconds(n)[0] < NOTE_AFTER_SECONDS) return undefined;
		return `${countTimeText(n)}; Ctrl-C stops it.`;
	}
	// With --first or --limit the search stops early: no honest estimate, and usually quick.
	if (request.first || request.limit !== undefined) return undefined;
	const permutations = request.method === 'permutations';
	const events = permutations ? permutationEvents(n) : backtrackEvents(n);
	const atLeast = permutations ? 'at least ' : '';
	if (request.trace) {
		const seconds = TRACE_LINES_PER_SECOND.map((rate) => events / rate) as [number, number];
		if (events < NOTE_AFTER_LINES && seconds[0] < NOTE_AFTER_SECONDS) return undefined;
		return `--trace at n = ${n} writes ${atLeast}${roughly(events)} ${request.format === 'json' ? 'trace entries' : 'lines'} (${atLeast}${formatCount(events)} steps), which takes ${secondsRange(seconds)}; --first or --limit K stops sooner.`;
	}
	const seconds = EVENTS_PER_SECOND.map((rate) => events / rate) as [number, number];
	if (seconds[0] < NOTE_AFTER_SECONDS) return undefined;
	const faster = request.count
		? 'without --stats, --count uses the fast counter'
		: '--count alone uses the fast counter';
	return `n = ${n} replays every step of the search (${atLeast}${roughly(events)} of them), which takes ${secondsRange(seconds)}; ${faster}.`;
}
