import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { openCell } from './cells.ts';

/*
 * On a phone a cell's long lines wrap. Their rest used to start at the code's left edge, where a
 * comment's rest read as a line of code with its `//` missing and `col++) {` as a statement of
 * its own. A wrapped line now hangs 4 columns deeper than its own indent, in the first view and in
 * the editor; and a tab at a line's start is still 2 columns wide (the hang is two tab stops).
 */

/** Where each character of a line's code is (line numbers left out), and a column's width. */
async function layout(line: Locator): Promise<{ lefts: number[]; tops: number[]; text: string }> {
	return line.evaluate((element) => {
		const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
		const out = { lefts: [] as number[], tops: [] as number[], text: '' };
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			if (node.parentElement?.closest('.number')) continue; // a line number
			const text = node as Text;
			for (let at = 0; at < text.data.length; at++) {
				const range = document.createRange();
				range.setStart(text, at);
				range.setEnd(text, at + 1);
				const box = range.getBoundingClientRect();
				out.lefts.push(box.left);
				out.tops.push(box.top);
				out.text += text.data[at];
			}
		}
		return out;
	});
}

/** A line's indent and its wrapped rest, in columns from where the line starts. */
async function measure(line: Locator, column: number): Promise<{ indent: number; rest: number }> {
	const { lefts, tops, text } = await layout(line);
	const start = lefts[0]!;
	const first = text.search(/\S/);
	const next = tops.findIndex((top) => top > tops[0]! + 4);
	return {
		indent: (lefts[first]! - start) / column,
		rest: next < 0 ? Number.NaN : (lefts[next]! - start) / column,
	};
}

test.use({ viewport: { width: 390, height: 844 } });

test('exercise 1 at 390 px: wrapped lines hang 4 columns past their own indent, tabs 2 wide', async ({
	page,
}) => {
	const cell = await openCell(page);
	const column = await cell.locator('pre.nq-code-lines').evaluate((pre) => {
		const probe = document.createElement('span');
		probe.textContent = '0000000000';
		pre.append(probe);
		const width = probe.getBoundingClientRect().width / 10;
		probe.remove();
		return width;
	});
	for (const [where, lines] of [
		['read', cell.locator('pre.nq-code-lines .line')],
		['edited', cell.locator('.cm-line')],
	] as const) {
		if (where === 'edited') await cell.getByRole('button', { name: 'Edit' }).click();
		// The task's first comment line, at the left edge: its rest starts past `// `.
		const comment = lines.filter({ hasText: '// This search' });
		const said = await measure(comment, column);
		expect(said.indent, where).toBe(0);
		expect(said.rest, where).toBeCloseTo(4, 1);
		// One tab in: 2 columns, and `for (…; col++) {` wraps under its own text.
		const loop = lines.filter({ hasText: 'for (let col = 0; col < n; col++)' });
		const { indent, rest } = await measure(loop, column);
		expect(indent, where).toBeCloseTo(4, 1); // two tabs
		expect(rest, where).toBeCloseTo(indent + 4, 1);
		const inner = await measure(lines.filter({ hasText: 'const columns' }), column);
		expect(inner.indent, where).toBeCloseTo(2, 1);
	}
});
