import type { IndexBase } from '#src/solver/board/index.ts';
import { checkInLimit, LIMITS } from '#src/solver/input/index.ts';
import {
	backtrack,
	backtrackWithStack,
	landmarkStep,
	type Landmark,
} from '#src/solver/search/index.ts';
import type { SearchEvent } from '#src/solver/events/index.ts';
import { describeEvent } from '#src/solver/words/index.ts';
import { Timeline, type TraceState } from '#src/solver/timeline/index.ts';
import type { Mark } from '../board/index.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { runInSlices, type SlicedRun } from '../page/index.ts';
import { inputMessages } from '#src/i18n/input.ts';
import { traceMessages, type TraceMessages } from '#src/i18n/trace.ts';
import { wordsMessages, type WordsMessages } from '#src/i18n/words.ts';
import { traceMarks } from './trace-marks.ts';
import { MAX_TRACE_EVENTS, SPEEDS, type TraceOptions, type TracePreset } from './trace-options.ts';

// The player's parts, from one import.
export * from './trace-marks.ts';
export * from './trace-options.ts';

/** Longest a recording slice may hold the main thread, in milliseconds. */
const SLICE_MS = 12;

/**
 * Events recorded at once when the player is made, on the server as in the page, so its HTML is
 * the player it hydrates into: every chapter's opening search fits (the longest, chapter 2's
 * first solution of 8 queens, has 1,972). Longer searches go on in slices.
 */
const FIRST_EVENTS = 2500;

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

/** What a panel of the player that names squares is given (log, stack, tree). */
export interface PanelProps {
	player: TraceController;
	/** Count rows and columns from 1 or 0 in what the panel says. */
	base: IndexBase;
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

	/** The player's words, and the solver's sentences, in the page's language. */
	readonly locale: Locale;
	readonly t: TraceMessages;
	readonly words: WordsMessages;

	#generation = 0;
	#recorder: SlicedRun | undefined;
	#playTimer: ReturnType<typeof setTimeout> | undefined;
	#pending: 'solution' | 'removal' | undefined;
	#lastTick = 0;
	#owed = 0;

	/** Sets up the first recording and records its first events (the rest: `start`). */
	constructor(options: Partial<TraceOptions> = {}, locale: Locale = 'en') {
		this.locale = locale;
		this.t = traceMessages(locale);
		this.words = wordsMessages(locale);
		this.#setUp({ ...this.options, ...options });
	}

	/** One event of the recording as the log says it, rows and columns counted from `base`. */
	describe(event: SearchEvent, base: IndexBase): string {
		return describeEvent(event, base, this.words.event);
	}

	/** Goes on recording, in slices, what the constructor left (once the player is on the page). */
	start(): void {
		if (this.recording && !this.#recorder) this.#record(this.#generation);
	}

	/** Starts (or restarts) recording with new options; the first events are recorded at once. */
	configure(options: Partial<TraceOptions> = {}): void {
		this.pause();
		this.#recorder?.cancel();
		const generation = ++this.#generation;
		this.#pending = undefined;
		this.step = 0;
		this.#setUp({ ...this.options, ...options });
		if (this.recording) this.#record(generation);
	}

	/** A new timeline of `wanted`, its FIRST_EVENTS recorded; or an empty one and the reason. */
	#setUp(wanted: TraceOptions): void {
		let n = this.timeline.n; // the last good size, kept if the new one is refused
		try {
			// Checked here, where it is used: a size from a menu, a prop or a URL gets the limit's words.
			const input = inputMessages(this.locale);
			n = checkInLimit(wanted.n, LIMITS.tracePlayer, input.boardSize, input.phrases);
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
		try {
			this.timeline.extend(FIRST_EVENTS);
		} catch (error) {
			this.error = this.t.notices.failed(error instanceof Error ? error.message : String(error));
		}
		this.#sync();
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
				this.error = this.t.notices.failed(error instanceof Error ? error.message : String(error));
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

	/** Applies a "try this" preset: new options (a fresh recording), then its moment once recorded. */
	applyPreset(preset: TracePreset): void {
		if (preset.options) this.configure(preset.options);
		else this.reset();
		if (preset.goto) this.#goToLandmark(preset.goto, this.#generation);
	}

	/** Goes to the step the solver names for `landmark`, waiting for the recording to reach it. */
	#goToLandmark(landmark: Landmark, generation: number): void {
		if (generation !== this.#generation) return; // the learner chose another search meanwhile
		this.pause();
		const timeline = this.timeline;
		const recorded = function* () {
			for (let i = 0; i < timeline.length; i++) yield timeline.eventAt(i);
		};
		const step = landmarkStep(recorded(), landmark);
		if (step >= 0) this.seek(step);
		else if (this.recording) setTimeout(() => this.#goToLandmark(landmark, generation), 16);
		// A recording cut at MAX_TRACE_EVENTS has no closing event: its end is its last step.
		else if (landmark === 'end') this.toEnd();
		else this.notice = this.#nothingAfter(landmark === 'first-solution' ? 'solution' : 'removal');
	}

	/**
	 * A key pressed inside the player: ← → step, Space plays or pauses (on the player's buttons
	 * too, as its hint says), Home and End go to the first and last step. Returns whether it was
	 * the player's key.
	 */
	pressKey(key: string): boolean {
		switch (key) {
			case 'ArrowRight':
				this.pause();
				this.stepForward();
				return true;
			case 'ArrowLeft':
				this.stepBack();
				return true;
			case ' ':
				this.toggle();
				return true;
			case 'Home':
				this.toStart();
				return true;
			case 'End':
				this.toEnd();
				return true;
			default:
				return false;
		}
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
	/**
	 * Jumps to the next backtrack (a queen taken back), or to a solution met first: a learner
	 * stepping through the retreats sees each board the search finds on the way.
	 */
	nextBacktrack(): void {
		this.pause();
		this.#jump('removal');
	}

	#jump(kind: 'solution' | 'removal'): void {
		const after = this.step - 1;
		const solution = this.timeline.nextSolution(after);
		const removal = kind === 'removal' ? this.timeline.nextRemoval(after) : -1;
		const index = solution >= 0 && (removal < 0 || solution < removal) ? solution : removal;
		if (index >= 0) this.seek(index + 1);
		else if (this.recording) this.#pending = kind;
		else this.notice = this.#nothingAfter(kind);
	}

	/** The sentence for a jump with nothing after this step: say so rather than do nothing. */
	#nothingAfter(kind: 'solution' | 'removal'): string {
		const found = this.timeline.solutionCount;
		const notices = this.t.notices;
		if (kind === 'removal') return notices.noBacktrack;
		if (found === 0) return notices.noSolution;
		return notices.noMoreSolutions(found, this.truncated);
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
