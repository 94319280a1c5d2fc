import { countEvent, emptyStats, type SearchEvent, type SearchStats } from '../events/events.ts';

/*
 * The search's state after some event, in compact mutable form: what the recorder steps forward
 * as it records, what the replayer steps forward to show a step, and what snapshots copy.
 */

/** The board, the counters and the tree after event `index`; mutated in place by `applyEvent`. */
export interface Cursor {
	/** Index of the last event applied; −1 before the first. */
	index: number;
	/** Column of the queen in each row, −1 for an empty row. */
	columns: Int8Array;
	/** Rows filled from the top. */
	depth: number;
	stats: SearchStats;
	/** Failed checks in each row so far. */
	refused: Float64Array;
	/** n × n codes of what happened to each square under the current path (see view.ts). */
	marks: Uint8Array;
}

/** Mark codes in `Cursor.marks`. */
const MARK = { untried: 0, refused: 1, explored: 2, placed: 3 } as const;

/** The state before the first event of an n×n search. */
export function freshCursor(n: number): Cursor {
	return {
		index: -1,
		columns: new Int8Array(n).fill(-1),
		depth: 0,
		stats: emptyStats(n),
		refused: new Float64Array(n),
		marks: new Uint8Array(n * n),
	};
}

/** Counters copied deep enough that later events do not change the copy. */
export function copyStats(stats: SearchStats): SearchStats {
	return { ...stats, nodesPerLevel: [...stats.nodesPerLevel] };
}

/** An independent copy (a snapshot). */
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

/** Overwrites `target` with `from` (same n), reusing target's arrays. */
function restoreCursor(target: Cursor, from: Cursor): void {
	target.index = from.index;
	target.columns.set(from.columns);
	target.depth = from.depth;
	target.stats = copyStats(from.stats);
	target.refused.set(from.refused);
	target.marks.set(from.marks);
}

/** Moves the board and the tree by one event, and counts it with `countEvent`. */
export function applyEvent(c: Cursor, event: SearchEvent, n: number): void {
	countEvent(c.stats, event);
	switch (event.type) {
		case 'try':
			// Trying a square in row r means the calls for rows 0 … r are the ones running. Set it
			// here too: a buggy search that never removes its queen (seed 002) returns from deeper
			// rows without a 'remove', which alone would leave returned calls on the stack.
			if (event.row < n) c.depth = event.row + (c.columns[event.row]! >= 0 ? 1 : 0);
			break;
		case 'check':
			if (!event.safe && event.row < n && event.col < n) {
				c.refused[event.row]!++;
				c.marks[event.row * n + event.col] = MARK.refused;
			}
			break;
		case 'place':
			if (event.row >= n || event.col >= n) break;
			c.columns[event.row] = event.col;
			c.depth = event.row + 1;
			c.marks[event.row * n + event.col] = MARK.placed;
			c.marks.fill(MARK.untried, (event.row + 1) * n); // a new node: its children are all untried
			break;
		case 'remove':
			if (event.row >= n || event.col >= n) break;
			c.columns[event.row] = -1;
			c.depth = event.row;
			c.marks[event.row * n + event.col] = MARK.explored;
			break;
		case 'candidate':
			// Generate-and-test puts a whole permutation on the board at once.
			c.marks.fill(MARK.untried);
			for (let r = 0; r < n; r++) {
				const col = event.columns[r] ?? -1;
				c.columns[r] = col;
				if (col >= 0 && col < n) c.marks[r * n + col] = MARK.placed;
			}
			c.depth = n;
			break;
		default:
			break;
	}
	c.index++;
}

/**
 * A cursor that can stand on any recorded event: it steps forward from where it is when the
 * target is close ahead, else restarts from the nearest snapshot (one every `every` events).
 */
export class SeekingCursor {
	readonly n: number;
	readonly every: number;
	#snapshots: Cursor[] = [];
	#cursor: Cursor;

	constructor(n: number, every: number) {
		this.n = n;
		this.every = every;
		this.#cursor = freshCursor(n);
	}

	/** Called by the recorder before it records event i, with the state before that event. */
	offer(before: Cursor, i: number): void {
		if (i % this.every === 0) this.#snapshots.push(copyCursor(before));
	}

	/** Where the cursor stands (its `index`), read only. */
	get at(): Readonly<Cursor> {
		return this.#cursor;
	}

	/** Moves to event i (−1: before the first), reading events through `eventAt`. */
	seek(i: number, eventAt: (j: number) => SearchEvent): Readonly<Cursor> {
		const c = this.#cursor;
		if (!(c.index <= i && i - c.index <= this.every)) {
			const k = Math.min(Math.floor((i + 1) / this.every), this.#snapshots.length - 1);
			restoreCursor(c, k >= 0 ? this.#snapshots[k]! : freshCursor(this.n));
		}
		while (c.index < i) applyEvent(c, eventAt(c.index + 1), this.n);
		return c;
	}

	/** Approximate bytes held by the snapshots. */
	get bytes(): number {
		let total = 0;
		for (const s of this.#snapshots)
			total +=
				600 +
				s.columns.byteLength +
				s.refused.byteLength +
				s.marks.byteLength +
				8 * (10 + s.stats.nodesPerLevel.length);
		return total;
	}
}
