import { describe, expect, test } from 'vitest';
import { VirtualRows } from '../../components/trace/virtual-rows.svelte.ts';

/*
 * The trace log's virtual scrolling (virtual-rows.svelte.ts), without a DOM: which rows are in the
 * DOM for a scroll position, where they sit, where to scroll to bring a row into view, and the
 * scaled scrollbar of a list taller than a browser lets an element be.
 */
function list(count: number, row = 26, maxPx = 4_000_000) {
	return new VirtualRows({
		count: () => count,
		row: () => row,
		view: 288,
		overscan: 4,
		inDom: 20,
		maxPx,
	});
}

describe('the log’s virtual rows', () => {
	test('at the top: the first rows, as many as the DOM holds, at the spacer’s top', () => {
		const rows = list(1000);
		expect(rows.spacerHeight).toBe(26_000);
		expect(rows.visible).toEqual(Array.from({ length: 20 }, (_, k) => k));
		expect(rows.top).toBe(0);
	});

	test('a short list draws every row and no more', () => {
		expect(list(3).visible).toEqual([0, 1, 2]);
		expect(list(0).visible).toEqual([]);
	});

	test('scrolled: the rows from a few above the view, placed where they belong', () => {
		const rows = list(1000);
		rows.scrollTop = 2600; // row 100 at the top of the view
		expect(rows.first).toBe(96);
		expect(rows.visible[0]).toBe(96);
		expect(rows.top).toBe(96 * 26);
	});

	test('reveal leaves a row in view where it is, and brings one from below a third of the way down', () => {
		const rows = list(1000);
		expect(rows.reveal(5)).toBe(false);
		expect(rows.scrollTop).toBe(0);
		expect(rows.reveal(500)).toBe(true);
		// A third of 288 px is 96 px: three whole rows of 26 px above it, none cut at the top.
		expect(rows.scrollTop).toBe((500 - 3) * 26);
		expect(rows.visible).toContain(500);
		expect(rows.reveal(-1)).toBe(false);
	});

	test('a list taller than maxPx scales its scrollbar: the end of the spacer is the last row', () => {
		const rows = list(1_000_000, 26, 100_000);
		expect(rows.spacerHeight).toBe(100_000);
		expect(rows.ratio).toBeGreaterThan(1);
		rows.scrollTop = 100_000 - 288;
		expect(rows.visible.at(-1)).toBe(999_999);
		rows.reveal(0);
		expect(rows.scrollTop).toBe(0);
	});

	test('PageUp and PageDown move a view’s worth of rows, less one', () => {
		expect(list(1000).page).toBe(10);
		expect(list(1000, 62).page).toBe(3);
	});
});
