import { Timeline, type TraceState } from '../src/solver/timeline/index.ts';
import { backtrack, backtrackWithStack, type SearchEvent } from '../src/solver/search/index.ts';
import type { CheckName, IndexBase } from '../src/solver/board/index.ts';
import type { Mark } from './board-types.ts';
import { checkInLimit, LIMITS } from '../src/solver/input/index.ts';
import { formatCount } from '../src/solver/format/index.ts';
import { runInSlices, type SlicedRun } from './time-slice.ts';

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

/** What a panel of the player that names squares is given (log, stack, tree). */
export interface PanelProps {
	player: TraceController;
	/** Count rows and columns from 1 or 0 in what the panel says. */
	base: IndexBase;
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

/** A "try this" button: new options for the player, then where to go once they are recorded. */
export interface TracePreset {
	label: string;
	options?: Partial<Pick<TraceOptions, 'n' | 'check' | 'search' | 'first'>>;
	goto?: 'solution' | 'backtrack' | 'end';
}

/** Names of the searches, as the options menu shows them. */
export const SEARCH_LABELS: Record<SearchKind, string> = {
	recursive: 'recursive (placeRow calls itself)',
	stack: 'explicit stack (a loop, no recursion)',
};

/** Highest number of events kept (LIMITS.traceEvents): n = 11 fits whole; n = 12 is cut. */
export const MAX_TRACE_EVENTS = LIMITS.traceEvents.max;

/** Playback speeds, in steps per second, from one a second to a blur. */
export const SPEEDS: readonly number[] = [1, 2, 4, 8, 15, 30, 60, 125, 250, 500, 1000];

/** Longest a recording slice may hold the main thread, in milliseconds. */
const SLICE_MS = 12;

/** The line of each event type in a search's source, 0-based within the region; computed, not hard-coded. */
export function eventLines(code: string): Partial<Record<SearchEvent['type'], number>> {
	const lines = code.split('\n');
	const find = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
	const map: Partial<Record<SearchEvent['type'], number>> = {};
	const found: [SearchEvent['type'], number][] = [
		['try', find(/type: 'try'/)],
		// A check is the call of isSafe; its event is yielded on the line after.
		['check', find(/\.isSafe\(/) >= 0 ? find(/\.isSafe\(/) : find(/type: 'check'/)],
		['place', find(/type: 'place'/)],
		['remove', find(/type: 'remove'/)],
		['solution', find(/type: 'solution'/)],
	];
	for (const [type, line] of found) if (line >= 0) map[type] = line;
	return map;
}

/** The board overlays for one state: the square tried, ✓ or ✖ with the attacker ringed, the queen lifted. */
export function traceMarks(state: TraceState): Mark[] {
	const event = state.event;
	if (!event) return [];
	switch (event.type) {
		case 'try':
			return [{ row: event.row, col: event.col, kind: 'try' }];
		case 'check':
			if (event.safe) return [{ row: event.row, col: event.col, kind: 'safe' }];
			return [
				{ row: event.row, col: event.col, kind: 'refused' },
				...(event.conflict
					? [
							{
								row: event.conflict.queenRow,
								col: event.conflict.queenCol,
								kind: 'attacker' as const,
							},
						]
					: []),
			];
		case 'remove':
			return [{ row: event.row, col: event.col, kind: 'stale' }];
		case 'solution':
			return state.columns.flatMap((col, row) =>
				col >= 0 ? [{ row, col, kind: 'highlight' as const }] : [],
			);
		default:
			return [];
	}
}

/** Starts the chosen search as a lazy event stream. */
function startSearch({
	n,
	check,
	search,
	first,
	source,
}: TraceOptions): Iterable<SearchEvent> | Iterator<SearchEvent> {
	if (source) return source();
	return (search === 'stack' ? backtrackWithStack : backtrack)({ n, check, first });
}

/**
 * The player's state: a timeline recorded in short slices, the current step (events applied,
 * 0 … recorded), playback, and jumps. The component only draws it.
 */
export class TraceController {
	options: TraceOptions = $state({ n: 4, check: 'formula-up', search: 'recursive', first: false });
	timeline: Timeline = $state.raw(new Timeline(4, [][Symbol.iterator]()));
	/** Events recorded so far, and whether the search has ended or hit MAX_TRACE_EVENTS. */
	recorded = $state(0);
	complete = $state(false);
	truncated = $state(false);
	/** How far the recording has got through the search tree, 0 to 1. */
	progress = $state(0);
	error = $state('');
	/** Number of events applied: 0 is the empty board before the search starts. */
	step = $state(0);
	/** Why the last jump went nowhere (no solution or backtrack after this step); '' otherwise. */
	notice = $state('');
	playing = $state(false);
	speedIndex = $state(3);
	/** The board and counters after the current step. */
	state: TraceState = $derived(this.timeline.stateAt(this.step - 1));
	marks: Mark[] = $derived(traceMarks(this.state));
	speed = $derived(SPEEDS[this.speedIndex] ?? 8);
	recording = $derived(!this.complete && !this.truncated && this.error === '');

	#generation = 0;
	#recorder: SlicedRun | undefined;
	#playTimer: ReturnType<typeof setTimeout> | undefined;
	#pending: 'solution' | 'removal' | undefined;
	#lastTick = 0;
	#owed = 0;

	constructor(options: Partial<TraceOptions> = {}) {
		this.options = { ...this.options, ...options };
	}

	/** Starts (or restarts) recording with new options; the first slice runs at once. */
	configure(options: Partial<TraceOptions> = {}): void {
		this.pause();
		this.#recorder?.cancel();
		const generation = ++this.#generation;
		this.#pending = undefined;
		this.step = 0;
		const wanted = { ...this.options, ...options };
		let n = this.timeline.n; // the last good size, kept if the new one is refused
		try {
			// Checked here, where it is used: a size from a menu, a prop or a URL gets the limit's words.
			n = checkInLimit(wanted.n, LIMITS.tracePlayer, 'The board size');
			this.options = { ...wanted, n };
			this.timeline = new Timeline(n, startSearch(this.options), {
				maxEvents: MAX_TRACE_EVENTS,
			});
			this.error = '';
		} catch (error) {
			// An empty recording and the reason, instead of a half-built one.
			this.options = { ...wanted, n };
			this.timeline = new Timeline(n, [][Symbol.iterator]());
			this.error = error instanceof Error ? error.message : String(error);
		}
		this.#sync();
		if (this.error === '') this.#record(generation);
	}

	/** Records in slices of up to SLICE_MS, yielding to the page between them (time-slice.ts). */
	#record(generation: number): void {
		if (generation !== this.#generation) return;
		const afterSlice = () => {
			this.#sync();
			if (this.#pending) this.#jump(this.#pending);
		};
		this.#recorder = runInSlices(() => this.timeline.extend(2000) > 0, {
			budgetMs: SLICE_MS,
			onslice: afterSlice,
			onerror: (error) => {
				this.error = error instanceof Error ? error.message : String(error);
				afterSlice();
			},
		});
	}

	#sync(): void {
		this.recorded = this.timeline.length;
		this.complete = this.timeline.complete;
		this.truncated = this.timeline.truncated;
		this.progress = this.timeline.progress;
	}

	/** Stops recording and playing (when the widget leaves the page). */
	destroy(): void {
		this.#generation++;
		this.#recorder?.cancel();
		this.pause();
	}

	/** Goes to a step, kept within what is recorded. */
	seek(step: number): void {
		const target = Math.max(0, Math.min(this.recorded, Math.round(Number(step)) || 0));
		this.#pending = undefined;
		this.notice = '';
		if (target !== this.step) this.step = target;
	}

	stepForward(): void {
		this.seek(this.step + 1);
	}
	stepBack(): void {
		this.pause();
		this.seek(this.step - 1);
	}
	toStart(): void {
		this.pause();
		this.seek(0);
	}
	toEnd(): void {
		this.pause();
		this.seek(this.recorded);
	}
	/** Back to the empty board, stopped. */
	reset(): void {
		this.toStart();
	}

	/** Jumps to the next solution; if it is not recorded yet, jumps as soon as it is. */
	nextSolution(): void {
		this.pause();
		this.#jump('solution');
	}
	/** Jumps to the next backtrack (a queen taken back). */
	nextBacktrack(): void {
		this.pause();
		this.#jump('removal');
	}

	#jump(kind: 'solution' | 'removal'): void {
		const after = this.step - 1;
		const index =
			kind === 'solution' ? this.timeline.nextSolution(after) : this.timeline.nextRemoval(after);
		if (index >= 0) this.seek(index + 1);
		else if (this.recording) this.#pending = kind;
		else this.notice = this.#nothingAfter(kind);
	}

	/** The sentence for a jump with nothing after this step: say so rather than do nothing. */
	#nothingAfter(kind: 'solution' | 'removal'): string {
		const found = this.timeline.solutionCount;
		if (kind === 'removal') return 'No queen is taken back after this step.';
		if (found === 0) return 'This search finds no solution.';
		const all = `the search found ${formatCount(found)} ${found === 1 ? 'solution' : 'solutions'}`;
		return `No solution after this step: ${all}${this.truncated ? ' before the recording stopped' : ''}.`;
	}

	/** Whether a jump is waiting for the recording to reach it. */
	get waiting(): boolean {
		return this.#pending !== undefined;
	}

	/** Whether the last step has been reached and nothing more will be recorded. */
	get atEnd(): boolean {
		return this.step >= this.recorded && !this.recording;
	}

	play(): void {
		if (this.playing) return;
		if (this.atEnd) this.seek(0);
		this.playing = true;
		this.#lastTick = performance.now();
		this.#owed = 0;
		this.stepForward();
		this.#schedule();
	}

	pause(): void {
		this.playing = false;
		clearTimeout(this.#playTimer);
	}

	toggle(): void {
		if (this.playing) this.pause();
		else this.play();
	}

	#schedule(): void {
		clearTimeout(this.#playTimer);
		this.#playTimer = setTimeout(() => this.#tick(), Math.max(16, 1000 / this.speed));
	}

	/** Advances by as many steps as the speed owes since the last tick (several per frame when fast). */
	#tick(): void {
		if (!this.playing) return;
		const now = performance.now();
		this.#owed += ((now - this.#lastTick) * this.speed) / 1000;
		this.#lastTick = now;
		const steps = Math.floor(this.#owed);
		this.#owed -= steps;
		if (steps > 0) this.seek(this.step + steps);
		if (this.atEnd) this.pause();
		else this.#schedule();
	}
}
