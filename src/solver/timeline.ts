import type { Conflict, Rule, SearchEvent, SearchStats } from './events.ts';
import { countEvent, emptyStats } from './events.ts';

/*
 * A recorded search: the event stream kept in one Uint32 per event (not one object per event), so the
 * full n = 10 trace (768 101 events) takes about 4 MB: 3.1 MB of packed events, the rest snapshots.
 * Any step's board is rebuilt exactly from the nearest snapshot (one every `snapshotEvery` events)
 * plus a short forward replay, so stepping back costs the same as stepping forward.
 */

// Event codes, bits 0–2 of each word.
const TRY = 0;
const CHECK = 1;
const PLACE = 2;
const REMOVE = 3;
const CANDIDATE = 4;
const REJECT = 5;
const SOLUTION = 6;
const VERBATIM = 7; // the `done` event, or anything the packed layout cannot hold exactly
const RULES: readonly (Rule | undefined)[] = [
	undefined,
	'row',
	'column',
	'diagonal',
	'antiDiagonal',
];
const SMALL = 31; // rows, columns and queen rows take 5 bits each
const PAYLOAD = 2 ** 29 - 1; // bits 3–31 for solution numbers and pool keys

/** What the tree view shows for one column of one level: refused, explored and abandoned, or on the path. */
export type BranchMark = 'untried' | 'refused' | 'explored' | 'placed';
const BRANCH: readonly BranchMark[] = ['untried', 'refused', 'explored', 'placed'];

/** The search after some event: the board, the counters, and where the search tree stands. */
export interface TraceState {
	/** Index of the last event applied; −1 before the first. */
	index: number;
	n: number;
	/** Column of the queen in each row, −1 for an empty row. */
	columns: number[];
	/** Rows filled from the top: the recursion depth, or the explicit stack's height. */
	depth: number;
	/** Columns of rows 0 … depth − 1: the stack, top of the tree first. */
	path: number[];
	/** The event just applied, and the square it is about. */
	event: SearchEvent | undefined;
	square: { row: number; col: number } | undefined;
	/** The queen that refused the square, when the event is a failed check. */
	conflict: Conflict | undefined;
	/** Counters so far, counted by `countEvent` (checks, comparisons, placements, removals, solutions…). */
	stats: SearchStats;
	/** Refused squares (failed checks) in each row so far: the pruned branches of each level. */
	refusedPerLevel: number[];
	/** For each level 0 … min(depth, n − 1): what happened to each column under the current path. */
	branches: BranchMark[][];
}

/** The mutable state the recorder and the replayer step forward; copied into snapshots. */
interface Cursor {
	index: number;
	columns: Int8Array;
	depth: number;
	stats: SearchStats;
	refused: Float64Array;
	marks: Uint8Array; // n × n codes of BRANCH
}

/** A Uint32Array that doubles when full. */
class Growable {
	data = new Uint32Array(1024);
	length = 0;
	push(value: number): void {
		if (this.length === this.data.length) {
			const bigger = new Uint32Array(this.data.length * 2);
			bigger.set(this.data);
			this.data = bigger;
		}
		this.data[this.length++] = value;
	}
	trim(): void {
		this.data = this.data.slice(0, this.length);
	}
	/** First stored value greater than `after`, or −1 (values are pushed in increasing order). */
	next(after: number): number {
		let lo = 0;
		let hi = this.length;
		while (lo < hi) {
			const mid = (lo + hi) >>> 1;
			if (this.data[mid]! > after) hi = mid;
			else lo = mid + 1;
		}
		return lo < this.length ? this.data[lo]! : -1;
	}
	/** Last stored value smaller than `before`, or −1. */
	previous(before: number): number {
		let lo = 0;
		let hi = this.length;
		while (lo < hi) {
			const mid = (lo + hi) >>> 1;
			if (this.data[mid]! < before) lo = mid + 1;
			else hi = mid;
		}
		return lo > 0 ? this.data[lo - 1]! : -1;
	}
}

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
	#words = new Growable();
	#comparisons = new Map<number, number>(); // checks of 1023 comparisons or more
	#pool = new Uint8Array(0); // columns of candidate and reject events, n bytes each
	#pooled = 0;
	#verbatim: SearchEvent[] = [];
	#solutions = new Growable();
	#removals = new Growable();
	#snapshots: Cursor[] = [];
	#recorder: Cursor;
	#view: Cursor;
	#complete = false;

	constructor(
		n: number,
		source: Iterable<SearchEvent> | Iterator<SearchEvent>,
		options: TimelineOptions = {},
	) {
		this.n = n;
		this.snapshotEvery = Math.max(1, Math.floor(options.snapshotEvery ?? 1024));
		this.maxEvents = options.maxEvents ?? Infinity;
		this.#source = Symbol.iterator in source ? source[Symbol.iterator]() : source;
		this.#recorder = freshCursor(n);
		this.#view = freshCursor(n);
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
		if (i % this.snapshotEvery === 0) this.#snapshots.push(copyCursor(this.#recorder));
		const word = this.#encode(event, i);
		this.#words.push(word);
		if (event.type === 'solution') this.#solutions.push(i);
		if (event.type === 'remove') this.#removals.push(i);
		applyEvent(this.#recorder, event, this.n);
		this.#recorder.index = i;
	}

	#encode(event: SearchEvent, i: number): number {
		const small = (v: number) => Number.isInteger(v) && v >= 0 && v <= SMALL;
		const verbatim = () => {
			this.#verbatim.push(event);
			return (VERBATIM | ((this.#verbatim.length - 1) << 3)) >>> 0;
		};
		switch (event.type) {
			case 'try':
			case 'place':
			case 'remove': {
				if (!small(event.row) || !small(event.col)) return verbatim();
				const code = event.type === 'try' ? TRY : event.type === 'place' ? PLACE : REMOVE;
				return code | (event.row << 3) | (event.col << 8);
			}
			case 'check': {
				if (
					!small(event.row) ||
					!small(event.col) ||
					!Number.isInteger(event.comparisons) ||
					event.comparisons < 0
				)
					return verbatim();
				let rule = 0;
				let slot = 0;
				if (event.conflict) {
					if (event.safe) return verbatim();
					const { rule: r, queenRow, queenCol } = event.conflict;
					slot = r === 'row' ? queenCol : queenRow;
					rule = RULES.indexOf(r);
					// Store one queen coordinate; the other must follow from the rule, or we keep the object.
					if (
						rule < 1 ||
						!small(slot) ||
						queenCol !== conflictColumn(r, event.row, event.col, queenRow, queenCol)
					)
						return verbatim();
					if (r === 'row' && queenRow !== event.row) return verbatim();
				}
				let comparisons = event.comparisons;
				if (comparisons >= 1023) {
					this.#comparisons.set(i, comparisons);
					comparisons = 1023;
				}
				return (
					(CHECK |
						(event.row << 3) |
						(event.col << 8) |
						((event.safe ? 1 : 0) << 13) |
						(rule << 14) |
						(slot << 17) |
						(comparisons << 22)) >>>
					0
				);
			}
			case 'solution': {
				// The columns are the board's at that moment; keep them only if they are not.
				const board = this.#recorder.columns;
				const same =
					event.columns.length === this.n && event.columns.every((c, r) => board[r] === c);
				if (!same || !Number.isInteger(event.index) || event.index < 0 || event.index > PAYLOAD)
					return verbatim();
				return (SOLUTION | (event.index << 3)) >>> 0;
			}
			case 'candidate':
			case 'reject': {
				if (
					event.columns.length !== this.n ||
					!event.columns.every((c) => Number.isInteger(c) && c >= 0 && c < 256)
				)
					return verbatim();
				if ((this.#pooled + 1) * this.n > this.#pool.length) {
					const bigger = new Uint8Array(Math.max(1024, this.#pool.length * 2) + this.n);
					bigger.set(this.#pool);
					this.#pool = bigger;
				}
				this.#pool.set(event.columns, this.#pooled * this.n);
				const key = this.#pooled++;
				if (key > PAYLOAD) return verbatim();
				return ((event.type === 'candidate' ? CANDIDATE : REJECT) | (key << 3)) >>> 0;
			}
			default:
				return verbatim();
		}
	}

	/** The event at index i, rebuilt from its packed form (equal to what the search yielded). */
	eventAt(i: number): SearchEvent {
		if (!Number.isInteger(i) || i < 0 || i >= this.length)
			throw new RangeError(`No event ${i}; ${this.length} recorded.`);
		const word = this.#words.data[i]!;
		const code = word & 7;
		const row = (word >>> 3) & SMALL;
		const col = (word >>> 8) & SMALL;
		switch (code) {
			case TRY:
				return { type: 'try', row, col };
			case PLACE:
				return { type: 'place', row, col };
			case REMOVE:
				return { type: 'remove', row, col };
			case CHECK: {
				const safe = ((word >>> 13) & 1) === 1;
				const comparisons = word >>> 22 === 1023 ? (this.#comparisons.get(i) ?? 1023) : word >>> 22;
				const rule = RULES[(word >>> 14) & 7];
				if (!rule) return { type: 'check', row, col, safe, comparisons };
				const slot = (word >>> 17) & SMALL;
				const queenRow = rule === 'row' ? row : slot;
				const queenCol = rule === 'row' ? slot : conflictColumn(rule, row, col, queenRow, -1);
				return {
					type: 'check',
					row,
					col,
					safe,
					comparisons,
					conflict: { rule, queenRow, queenCol },
				};
			}
			case SOLUTION: {
				// The board at this event holds the solution (a solution event moves no queen).
				const board = this.#stateCursor(i);
				return { type: 'solution', columns: Array.from(board.columns), index: word >>> 3 };
			}
			case CANDIDATE:
			case REJECT: {
				const at = (word >>> 3) * this.n;
				const columns = Array.from(this.#pool.subarray(at, at + this.n));
				return code === CANDIDATE ? { type: 'candidate', columns } : { type: 'reject', columns };
			}
			default:
				return this.#verbatim[word >>> 3]!;
		}
	}

	/** The exact state after event i (i = −1: before the search starts). */
	stateAt(i: number): TraceState {
		// Decode first: rebuilding a solution's columns moves the view cursor too.
		const event = i >= 0 ? this.eventAt(i) : undefined;
		return toState(this.#stateCursor(i), this.n, event);
	}

	/** Moves the view cursor to event i: forward from where it is if close, else from a snapshot. */
	#stateCursor(i: number): Cursor {
		if (!Number.isInteger(i) || i < -1 || i >= this.length)
			throw new RangeError(`No event ${i}; ${this.length} recorded.`);
		const view = this.#view;
		if (!(view.index <= i && i - view.index <= this.snapshotEvery)) {
			const k = Math.min(Math.floor((i + 1) / this.snapshotEvery), this.#snapshots.length - 1);
			restoreCursor(view, k >= 0 ? this.#snapshots[k]! : freshCursor(this.n));
		}
		while (view.index < i) {
			const j = view.index + 1;
			applyEvent(view, this.#peek(j), this.n);
			view.index = j;
		}
		return view;
	}

	/** Decodes event j for replay; a solution needs no columns to move the board. */
	#peek(j: number): SearchEvent {
		const word = this.#words.data[j]!;
		return (word & 7) === SOLUTION
			? { type: 'solution', columns: [], index: word >>> 3 }
			: this.eventAt(j);
	}

	/** Number of solutions and of removals (backtracks) recorded. */
	get solutionCount(): number {
		return this.#solutions.length;
	}
	get removalCount(): number {
		return this.#removals.length;
	}

	/** Index of the k-th recorded solution event (0-based k). */
	solutionAt(k: number): number {
		if (k < 0 || k >= this.#solutions.length) throw new RangeError(`No solution ${k}.`);
		return this.#solutions.data[k]!;
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
		const cursorBytes = (c: Cursor) =>
			600 +
			c.columns.byteLength +
			c.refused.byteLength +
			c.marks.byteLength +
			8 * (10 + c.stats.nodesPerLevel.length);
		let total =
			this.#words.data.byteLength +
			this.#solutions.data.byteLength +
			this.#removals.data.byteLength;
		total += this.#pool.byteLength + this.#comparisons.size * 16 + this.#verbatim.length * 64;
		for (const s of this.#snapshots) total += cursorBytes(s);
		return total;
	}
}

/** The queen column a conflict implies: the same column, or the diagonal through (row, col). */
function conflictColumn(
	rule: Rule,
	row: number,
	col: number,
	queenRow: number,
	stored: number,
): number {
	if (rule === 'column') return col;
	if (rule === 'diagonal') return col - (row - queenRow);
	if (rule === 'antiDiagonal') return col + (row - queenRow);
	return stored;
}

function freshCursor(n: number): Cursor {
	return {
		index: -1,
		columns: new Int8Array(n).fill(-1),
		depth: 0,
		stats: emptyStats(n),
		refused: new Float64Array(n),
		marks: new Uint8Array(n * n),
	};
}

function copyStats(stats: SearchStats): SearchStats {
	return { ...stats, nodesPerLevel: [...stats.nodesPerLevel] };
}

function copyCursor(c: Cursor): Cursor {
	return {
		index: c.index,
		columns: c.columns.slice(),
		depth: c.depth,
		stats: copyStats(c.stats),
		refused: c.refused.slice(),
		marks: c.marks.slice(),
	};
}

function restoreCursor(target: Cursor, from: Cursor): void {
	target.index = from.index;
	target.columns.set(from.columns);
	target.depth = from.depth;
	target.stats = copyStats(from.stats);
	target.refused.set(from.refused);
	target.marks.set(from.marks);
}

/** Moves the board and the tree by one event, and counts it with `countEvent`. */
function applyEvent(c: Cursor, event: SearchEvent, n: number): void {
	countEvent(c.stats, event);
	switch (event.type) {
		case 'check':
			if (!event.safe && event.row < n && event.col < n) {
				c.refused[event.row]!++;
				c.marks[event.row * n + event.col] = 1;
			}
			break;
		case 'place':
			if (event.row >= n || event.col >= n) break;
			c.columns[event.row] = event.col;
			c.depth = event.row + 1;
			c.marks[event.row * n + event.col] = 3;
			c.marks.fill(0, (event.row + 1) * n); // a new node: its children are all untried
			break;
		case 'remove':
			if (event.row >= n || event.col >= n) break;
			c.columns[event.row] = -1;
			c.depth = event.row;
			c.marks[event.row * n + event.col] = 2;
			break;
		case 'candidate':
			// Generate-and-test puts a whole permutation on the board at once.
			c.marks.fill(0);
			for (let r = 0; r < n; r++) {
				const col = event.columns[r] ?? -1;
				c.columns[r] = col;
				if (col >= 0 && col < n) c.marks[r * n + col] = 3;
			}
			c.depth = n;
			break;
		default:
			break;
	}
}

function toState(c: Cursor, n: number, event: SearchEvent | undefined): TraceState {
	const columns = Array.from(c.columns);
	const square = event && 'row' in event ? { row: event.row, col: event.col } : undefined;
	const conflict = event?.type === 'check' && !event.safe ? event.conflict : undefined;
	const levels = Math.min(c.depth + 1, n);
	const branches = Array.from({ length: levels }, (_, r) =>
		Array.from(c.marks.subarray(r * n, r * n + n), (m) => BRANCH[m]!),
	);
	return {
		index: c.index,
		n,
		columns,
		depth: c.depth,
		path: columns.slice(0, c.depth),
		event,
		square,
		conflict,
		stats: copyStats(c.stats),
		refusedPerLevel: Array.from(c.refused),
		branches,
	};
}
