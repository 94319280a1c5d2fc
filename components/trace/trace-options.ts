import type { CheckName } from '#src/solver/board/index.ts';
import { LIMITS } from '#src/solver/input/index.ts';
import type { SearchEvent } from '#src/solver/events/index.ts';
import type { Landmark } from '#src/solver/search/index.ts';

/*
 * What a trace player is set up with: the search it records, the panels a chapter shows, the
 * "try this" presets and the playback speeds. Plain data; the controller is trace-player.svelte.ts.
 */

/** The two searches the player can replay: the recursive one and the one with an explicit stack. */
export type SearchKind = 'recursive' | 'stack';

/** What the player records: board size, safety check, search, and whether to stop at the first solution. */
export interface TraceOptions {
	n: number;
	check: CheckName;
	search: SearchKind;
	first: boolean;
	/** Replays this event stream instead of the chosen search (BugReplay: seed 002's buggy versions). */
	source?: () => Iterable<SearchEvent> | Iterator<SearchEvent>;
}

/** One search's source region: highlighted HTML per line, the raw text, and where it starts. */
export interface SourceInfo {
	lines: string[];
	code: string;
	startLine: number;
	file?: string;
	/** The short form (readable-code.ts): highlighted lines and, for each, its line in `code`. */
	short?: { lines: string[]; from: number[] };
}

/** The parts of the player a chapter can show; a chapter shows only what it has taught. */
export type TracePanel =
	'size' | 'check' | 'search' | 'first' | 'code' | 'counters' | 'columns' | 'stack' | 'tree';

/** Every panel: the default when a chapter does not choose. */
export const ALL_PANELS: readonly TracePanel[] = [
	'size',
	'check',
	'search',
	'first',
	'code',
	'counters',
	'columns',
	'stack',
	'tree',
];

/**
 * A "try this" button: new options for the player, then the moment of the search to go to once it
 * is recorded (src/solver/search/landmarks.ts), counted from the start of the search.
 */
export interface TracePreset {
	label: string;
	options?: Partial<Pick<TraceOptions, 'n' | 'check' | 'search' | 'first'>>;
	goto?: Landmark;
}

/** Highest number of events kept (LIMITS.traceEvents): n = 11 fits whole; n = 12 is cut. */
export const MAX_TRACE_EVENTS = LIMITS.traceEvents.max;

/** Playback speeds, in steps per second, from one a second to a blur. */
export const SPEEDS: readonly number[] = [1, 2, 4, 8, 15, 30, 60, 125, 250, 500, 1000];
