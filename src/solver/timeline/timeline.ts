import type { SearchEvent } from '../events/events.ts';
import { checkInLimit, LIMITS } from '../input/limits.ts';
import { EventCodec } from './codec.ts';
import { applyEvent, freshCursor, SeekingCursor, type Cursor } from './cursor.ts';
import { PackedArray } from './packed-array.ts';
import { toState, type TraceState } from './view.ts';

/*
 * A recorded search: the event stream kept in one Uint32 per event (not one object per event), so the
 * full n = 10 trace (768 101 events) takes about 4 MB: 3.1 MB of packed events, the rest snapshots.
 * Any step's board is rebuilt exactly from the nearest snapshot (one every `snapshotEvery` events)
 * plus a short forward replay, so stepping back costs the same as stepping forward.
 * Reading an event (`eventAt`) only decodes its word: it never moves the view cursor.
 */

/** Options of a recording. */
export interface TimelineOptions {
	/** Events between snapshots: stepping to any event replays at most this many. */
	snapshotEvery?: number;
	/** Stop recording after this many events (the search may go on; `truncated` then says so). */
	maxEvents?: number;
}

/** Records a lazily consumed search, a slice at a time, and replays any step of it exactly. */
export class Timeline {
	readonly n: number;
	readonly snapshotEvery: number;
	readonly maxEvents: number;
	#source: Iterator<SearchEvent>;
	#words = new PackedArray();
	#codec: EventCodec;
	#solutions = new PackedArray(); // indices of solution events
	#removals = new PackedArray(); // indices of remove events
	#recorder: Cursor;
	#view: SeekingCursor;
	#complete = false;

	/** Throws a coded input error for a board size no search accepts (before any typed array). */
	constructor(
		n: number,
		source: Iterable<SearchEvent> | Iterator<SearchEvent>,
		options: TimelineOptions = {},
	) {
		this.n = checkInLimit(n, LIMITS.search);
		this.snapshotEvery = Math.max(1, Math.floor(options.snapshotEvery ?? 1024));
		this.maxEvents = options.maxEvents ?? Infinity;
		this.#source = Symbol.iterator in source ? source[Symbol.iterator]() : source;
		this.#codec = new EventCodec(this.n);
		this.#recorder = freshCursor(this.n);
		this.#view = new SeekingCursor(this.n, this.snapshotEvery);
	}

	/** Events recorded so far. */
	get length(): number {
		return this.#words.length;
	}

	/** Whether the search has ended (its generator returned). */
	get complete(): boolean {
		return this.#complete;
	}

	/** Whether recording stopped at `maxEvents` before the search ended. */
	get truncated(): boolean {
		return !this.#complete && this.length >= this.maxEvents;
	}

	/** Pulls up to `maxEvents` more events from the search; returns how many were recorded. */
	extend(maxEvents: number): number {
		let pulled = 0;
		while (pulled < maxEvents && !this.#complete && this.length < this.maxEvents) {
			const next = this.#source.next();
			if (next.done) {
				this.#complete = true;
				break;
			}
			this.#record(next.value);
			pulled++;
		}
		if (this.#complete || this.truncated) this.#words.trim();
		return pulled;
	}

	/** Records the whole search (up to `maxEvents`). */
	finish(): this {
		this.extend(Infinity);
		return this;
	}

	#record(event: SearchEvent): void {
		const i = this.length;
		this.#view.offer(this.#recorder, i);
		this.#words.push(this.#codec.encode(event, i));
		if (event.type === 'solution') this.#solutions.push(i);
		if (event.type === 'remove') this.#removals.push(i);
		applyEvent(this.#recorder, event, this.n);
	}

	#check(i: number, from: number): void {
		if (!Number.isInteger(i) || i < from || i >= this.length)
			throw new RangeError(`No event ${i}; ${this.length} recorded.`);
	}

	/** The event at index i, decoded from its packed form (equal to what the search yielded). */
	eventAt(i: number): SearchEvent {
		this.#check(i, 0);
		return this.#codec.decode(this.#words.at(i), i);
	}

	/** The exact state after event i (i = −1: before the search starts); moves the view cursor there. */
	stateAt(i: number): TraceState {
		this.#check(i, -1);
		const cursor = this.#view.seek(i, (j) => this.eventAt(j));
		return toState(cursor, this.n, i >= 0 ? this.eventAt(i) : undefined);
	}

	/** Index of the event the view cursor stands on (−1 before the first); only `stateAt` moves it. */
	get position(): number {
		return this.#view.at.index;
	}

	/** The state at the view cursor, without moving it. */
	get current(): TraceState {
		const i = this.#view.at.index;
		return toState(this.#view.at, this.n, i >= 0 ? this.eventAt(i) : undefined);
	}

	/** Number of solutions recorded. */
	get solutionCount(): number {
		return this.#solutions.length;
	}
	/** Number of removals (backtracks) recorded. */
	get removalCount(): number {
		return this.#removals.length;
	}

	/** Index of the k-th recorded solution event (0-based k). */
	solutionAt(k: number): number {
		if (k < 0 || k >= this.#solutions.length) throw new RangeError(`No solution ${k}.`);
		return this.#solutions.at(k);
	}

	/** Index of the first solution event after event `after`, or −1. */
	nextSolution(after: number): number {
		return this.#solutions.next(after);
	}
	/** Index of the last solution event before event `before`, or −1. */
	previousSolution(before: number): number {
		return this.#solutions.previous(before);
	}
	/** Index of the first removal (backtrack) after event `after`, or −1. */
	nextRemoval(after: number): number {
		return this.#removals.next(after);
	}
	/** Index of the last removal before event `before`, or −1. */
	previousRemoval(before: number): number {
		return this.#removals.previous(before);
	}

	/** The closing `done` event, once recorded. */
	get doneEvent(): Extract<SearchEvent, { type: 'done' }> | undefined {
		const last = this.length > 0 ? this.eventAt(this.length - 1) : undefined;
		return last?.type === 'done' ? last : undefined;
	}

	/** How far the recorded part has got through the search tree, 0 to 1 (1 when complete). */
	get progress(): number {
		if (this.#complete) return 1;
		let fraction = 0;
		let scale = 1;
		const columns = this.#recorder.columns;
		for (let r = 0; r < this.#recorder.depth; r++) {
			scale /= this.n;
			fraction += columns[r]! * scale;
		}
		return Math.min(1, fraction);
	}

	/** Approximate bytes held: packed events, side tables and snapshots. */
	get bytes(): number {
		return (
			this.#words.data.byteLength +
			this.#solutions.data.byteLength +
			this.#removals.data.byteLength +
			this.#codec.bytes +
			this.#view.bytes
		);
	}
}
