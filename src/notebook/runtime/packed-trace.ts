import type { SearchEvent, SearchStats } from '../../solver/events/index.ts';
import { EventCodec, type PackedCodec } from '../../solver/timeline/index.ts';
import type { BoardTrace } from './traced-board.ts';

/*
 * A traced board's events as the cell worker posts them: one 32-bit word an event (the timeline's
 * codec) and the learner's line of each in an Int32Array. Typed arrays cross to the page at the
 * cost of a copy of bytes; a hundred thousand event objects would hold the page's thread for a
 * third of a second while they were rebuilt. The page decodes them one at a time, as the trace
 * player records its timeline in slices.
 */

/** A board trace packed for posting. */
export interface PackedTrace {
	n: number;
	/** How many events there are. */
	length: number;
	words: Uint32Array;
	codec: PackedCodec;
	/** The learner's line of each event (0 when unknown). */
	lines: Int32Array;
	cut: boolean;
	stats: SearchStats;
	/** Rebuilt from a Python search with is_safe (BoardTrace's `derived`). */
	derived?: true;
}

/** Packs a trace in the worker. */
export function packTrace(trace: BoardTrace): PackedTrace {
	const codec = new EventCodec(trace.n);
	const words = new Uint32Array(trace.events.length);
	trace.events.forEach((event, i) => (words[i] = codec.encode(event, i)));
	return {
		n: trace.n,
		length: trace.events.length,
		words,
		codec: codec.pack(),
		lines: Int32Array.from(trace.lines),
		cut: trace.cut,
		stats: trace.stats,
		...(trace.derived ? { derived: true as const } : {}),
	};
}

/** The events of a packed trace, decoded one by one as they are read. */
export function* unpackEvents(trace: PackedTrace): Generator<SearchEvent> {
	const codec = EventCodec.unpack(trace.codec);
	for (let i = 0; i < trace.length; i++) yield codec.decode(trace.words[i]!, i);
}
