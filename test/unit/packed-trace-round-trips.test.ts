import { expect, test } from 'vitest';
import { CHAPTER_CELLS } from '../../src/notebook/exercises/chapter-cells.ts';
import { packTrace, unpackEvents } from '../../src/notebook/runtime/packed-trace.ts';
import { runCell } from '../../src/notebook/runtime/runner.ts';
import { stripTypes } from '../../src/notebook/runtime/strip-types.ts';

/*
 * The worker posts a traced board's events packed into typed arrays (a word an event), so that a
 * long trace crosses to the page without holding its thread; the page decodes them as the player
 * records. Packing, a structured clone (what postMessage does) and decoding give back every event
 * and line as the learner's code made them.
 */

/** A full search by hand on the board, `n` queens: every try, check, place, remove and solution. */
const fullSearch = (n: number) => `board.start(${n});
function placeRow(row) {
	if (row === ${n}) { board.solution(); return; }
	for (let col = 0; col < ${n}; col++) {
		if (board.isSafe(row, col)) { board.place(row, col); placeRow(row + 1); board.remove(row, col); }
	}
}
placeRow(0);`;

const CASES: [string, string][] = [
	...Object.entries(CHAPTER_CELLS).map(([name, cell]): [string, string] => [name, cell.starter]),
	['a full search by hand at n = 9', fullSearch(9)],
];

test.each(CASES)('%s: packed, cloned and decoded, the trace is the same', (_, source) => {
	const stripped = stripTypes(source);
	if (!stripped.ok) throw new Error(stripped.error.message);
	const trace = runCell(stripped.code, { maxEvents: 100_000 }).trace!;
	expect(trace.events.length).toBeGreaterThan(10);
	const posted = structuredClone(packTrace(trace));
	expect(posted.words).toBeInstanceOf(Uint32Array);
	expect(posted.lines).toBeInstanceOf(Int32Array);
	// Only what does not fit a word is kept as an object: the final `done` of a search.
	expect(posted.codec.verbatim.length).toBeLessThanOrEqual(1);
	expect([...unpackEvents(posted)]).toEqual(trace.events);
	expect([...posted.lines]).toEqual(trace.lines);
	expect(posted).toMatchObject({ n: trace.n, cut: trace.cut, length: trace.events.length });
});
