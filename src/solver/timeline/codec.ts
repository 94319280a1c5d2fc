import type { Rule, SearchEvent } from '../events/events.ts';
import { BytePool } from './packed-array.ts';

/*
 * One search event in one 32-bit word. Bits 0–2 hold the event code; the rest, by code:
 *   try, place, remove   row (bits 3–7), column (bits 8–12)
 *   check                row, column, safe (13), rule (14–16), queen slot (17–21), comparisons (22–31)
 *   solution             solution number (3–31); its board is kept in a pool of n bytes per solution
 *   candidate, reject    key of the permutation in a pool of n bytes per permutation (3–31)
 *   verbatim             index into a list of events kept as objects (`done`, or anything odd)
 * Decoding reads the word and the side tables only: it never replays the search.
 */

const TRY = 0;
const CHECK = 1;
const PLACE = 2;
const REMOVE = 3;
const CANDIDATE = 4;
const REJECT = 5;
const SOLUTION = 6;
const VERBATIM = 7;
const RULES: readonly (Rule | undefined)[] = [
	undefined,
	'row',
	'column',
	'diagonal',
	'antiDiagonal',
];
const SMALL = 31; // rows, columns and queen rows take 5 bits each
const PAYLOAD = 2 ** 29 - 1; // bits 3–31 for solution numbers and pool keys
const MANY = 1023; // comparisons take 10 bits; larger counts go to a side table

const isSmall = (v: number) => Number.isInteger(v) && v >= 0 && v <= SMALL;

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

/** Packs the events of one n×n search into words, and unpacks them exactly, with its side tables. */
/** A codec's side tables as plain data (typed arrays clone cheaply): what a worker posts. */
export interface PackedCodec {
	n: number;
	comparisons: [number, number][];
	permutations: { data: Uint8Array<ArrayBuffer>; length: number };
	solutions: { data: Uint8Array<ArrayBuffer>; length: number };
	verbatim: SearchEvent[];
}

export class EventCodec {
	readonly n: number;
	#comparisons = new Map<number, number>(); // checks of MANY comparisons or more, by event index
	#permutations: BytePool;
	#solutions: BytePool;
	#verbatim: SearchEvent[] = [];

	constructor(n: number) {
		this.n = n;
		this.#permutations = new BytePool(n);
		this.#solutions = new BytePool(n);
	}

	/** The word for event number i (events must be encoded in order, each once). */
	encode(event: SearchEvent, i: number): number {
		switch (event.type) {
			case 'try':
			case 'place':
			case 'remove': {
				if (!isSmall(event.row) || !isSmall(event.col)) return this.#keep(event);
				const code = event.type === 'try' ? TRY : event.type === 'place' ? PLACE : REMOVE;
				return code | (event.row << 3) | (event.col << 8);
			}
			case 'check':
				return this.#encodeCheck(event, i);
			case 'solution': {
				// Solution k (from 1) is the k-th stored board; anything else is kept as it came.
				const expected = this.#solutions.length + 1;
				if (event.index !== expected || expected > PAYLOAD || !this.#solutions.fits(event.columns))
					return this.#keep(event);
				this.#solutions.push(event.columns);
				return (SOLUTION | (expected << 3)) >>> 0;
			}
			case 'candidate':
			case 'reject': {
				if (!this.#permutations.fits(event.columns) || this.#permutations.length >= PAYLOAD)
					return this.#keep(event);
				const key = this.#permutations.push(event.columns);
				return ((event.type === 'candidate' ? CANDIDATE : REJECT) | (key << 3)) >>> 0;
			}
			default:
				return this.#keep(event);
		}
	}

	#encodeCheck(event: Extract<SearchEvent, { type: 'check' }>, i: number): number {
		if (
			!isSmall(event.row) ||
			!isSmall(event.col) ||
			!Number.isInteger(event.comparisons) ||
			event.comparisons < 0
		)
			return this.#keep(event);
		let rule = 0;
		let slot = 0;
		if (event.conflict) {
			if (event.safe) return this.#keep(event);
			const { rule: r, queenRow, queenCol } = event.conflict;
			slot = r === 'row' ? queenCol : queenRow;
			rule = RULES.indexOf(r);
			// Store one queen coordinate; the other must follow from the rule, or we keep the object.
			if (
				rule < 1 ||
				!isSmall(slot) ||
				queenCol !== conflictColumn(r, event.row, event.col, queenRow, queenCol)
			)
				return this.#keep(event);
			if (r === 'row' && queenRow !== event.row) return this.#keep(event);
		}
		let comparisons = event.comparisons;
		if (comparisons >= MANY) {
			this.#comparisons.set(i, comparisons);
			comparisons = MANY;
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

	#keep(event: SearchEvent): number {
		this.#verbatim.push(event);
		return (VERBATIM | ((this.#verbatim.length - 1) << 3)) >>> 0;
	}

	/** The event packed in `word` (event number i), equal to the one encoded. Reads only. */
	decode(word: number, i: number): SearchEvent {
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
				const comparisons = word >>> 22 === MANY ? (this.#comparisons.get(i) ?? MANY) : word >>> 22;
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
				const index = word >>> 3;
				return { type: 'solution', columns: this.#solutions.row(index - 1), index };
			}
			case CANDIDATE:
				return { type: 'candidate', columns: this.#permutations.row(word >>> 3) };
			case REJECT:
				return { type: 'reject', columns: this.#permutations.row(word >>> 3) };
			default:
				return this.#verbatim[word >>> 3]!;
		}
	}

	/** The side tables as plain data, for `EventCodec.unpack` on the other side of a worker. */
	pack(): PackedCodec {
		const pool = (p: BytePool) => ({ data: p.data.slice(0, p.length * p.width), length: p.length });
		return {
			n: this.n,
			comparisons: [...this.#comparisons],
			permutations: pool(this.#permutations),
			solutions: pool(this.#solutions),
			verbatim: this.#verbatim,
		};
	}

	/** A codec that decodes what the packed one encoded. */
	static unpack(packed: PackedCodec): EventCodec {
		const codec = new EventCodec(packed.n);
		codec.#comparisons = new Map(packed.comparisons);
		codec.#permutations.data = packed.permutations.data;
		codec.#permutations.length = packed.permutations.length;
		codec.#solutions.data = packed.solutions.data;
		codec.#solutions.length = packed.solutions.length;
		codec.#verbatim = packed.verbatim;
		return codec;
	}

	/** Approximate bytes held by the side tables. */
	get bytes(): number {
		return (
			this.#permutations.data.byteLength +
			this.#solutions.data.byteLength +
			this.#comparisons.size * 16 +
			this.#verbatim.length * 64
		);
	}
}
