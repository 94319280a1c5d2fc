import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { EXERCISES_PAGE } from './cells.ts';
import { LIMITS } from '../../src/solver/input/index.ts';
import { BOOK_CELLS } from '../../src/notebook/storage/book-cells.ts';
import { LINES_PER_BLOCK } from '../../components/code-cell/line-blocks.ts';

/*
 * Issue 25, point 3: any file the notebook's import accepts can be opened. Each hostile file is
 * imported through chapter 8's import control, then chapter 3's cell, which has saved code now,
 * hydrates on sight and must show all of it. Drawn a line at a time, 99,999 lines held Chromium
 * for 191 s: each line was inserted beside every other, and Starlight's scripts look at each added
 * node at a cost growing with its siblings. What is checked here is that shape, not a time (the
 * time is test/measure/long-tasks.spec.ts's): while the cell hydrates, no element in its code box
 * is given more than LINES_PER_BLOCK nodes. Playwright's own locators walk the whole page, so the
 * big code box is read with the page's querySelectorAll.
 */

const MAX = LIMITS.cellCodeChars.max;
const CHAPTER_3 = '/03-representing-the-board/';
const CELL = 'ch3-array-to-board';

interface HostileFile {
	name: string;
	/** The code of chapter 3's cell (and of every cell, with `everyCell`). */
	code: string;
	/** The lines the cell shows. */
	lines: number;
	everyCell?: boolean;
}

const FILES: HostileFile[] = [
	{ name: 'many lines: 99,999 line ends', code: '\n'.repeat(MAX - 1), lines: MAX - 1 },
	{ name: 'one line of 100,000 characters', code: 'x'.repeat(MAX), lines: 1 },
	{
		name: 'the largest cell: 100,000 lines at the character limit',
		code: '\n'.repeat(MAX - 1) + 'x',
		lines: MAX,
	},
	{
		// Each character is written `\u0001` in the file: the most bytes a cell can take.
		name: 'the largest file a cell makes: 100,000 characters JSON escapes',
		code: '\u0001'.repeat(MAX),
		lines: 1,
	},
	{
		name: 'every cell of the book at the limit',
		code: '\n'.repeat(MAX - 1) + 'x',
		lines: MAX,
		everyCell: true,
	},
];

/** A notebook export holding `code` in chapter 3's cell, or in every cell of the book. */
function notebookFile(file: HostileFile): string {
	const ids = file.everyCell ? [...BOOK_CELLS] : [CELL];
	const saved = { starterHash: '00000000', savedAt: '2026-11-25T10:00:00.000Z' };
	const cells = Object.fromEntries(ids.map((id) => [id, { code: file.code, ...saved }]));
	return JSON.stringify({ format: 'nqueens-notebook-cells', version: 1, cells, progress: {} });
}

/** Records, for the page's code boxes, the most nodes one insertion gave one element. */
async function watchCodeBoxes(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const w = window as unknown as { __mostAddedAtOnce: number };
		w.__mostAddedAtOnce = 0;
		new MutationObserver((records) => {
			const added = new Map<Node, number>();
			for (const record of records) {
				if (!(record.target instanceof Element) || !record.target.closest('pre')) continue;
				added.set(record.target, (added.get(record.target) ?? 0) + record.addedNodes.length);
			}
			w.__mostAddedAtOnce = Math.max(w.__mostAddedAtOnce, ...added.values());
		}).observe(document, { childList: true, subtree: true });
	});
}

test.describe('a file the import accepts opens without holding the page', () => {
	for (const file of FILES) {
		test(file.name, async ({ page }, testInfo) => {
			const path = testInfo.outputPath('nqueens-notebook.json');
			writeFileSync(path, notebookFile(file));
			const cells = file.everyCell ? BOOK_CELLS.size : 1;

			await page.goto(EXERCISES_PAGE);
			const toolbar = page.getByRole('group', { name: 'Your notebook' });
			await toolbar.scrollIntoViewIfNeeded();
			await expect(toolbar.getByRole('button', { name: 'Import cells…' })).toBeEnabled();
			await toolbar.getByLabel('Notebook file to import').setInputFiles(path);
			await expect(toolbar.getByRole('status')).toHaveText(
				`Imported ${cells === 1 ? '1 cell' : `${cells} cells`} and no passes.`,
			);

			await watchCodeBoxes(page);
			await page.goto(CHAPTER_3);
			const box = page.locator('.nq-cell pre.nq-code-lines').first();
			await box.scrollIntoViewIfNeeded(); // saved code: the cell hydrates on sight
			await expect(box).toHaveAttribute('aria-label', /your version, read only/, {
				timeout: 60_000,
			});
			// Every line arrives, numbered, with its text.
			await page.waitForFunction(
				(lines) => document.querySelectorAll('.nq-cell pre .line').length === lines,
				file.lines,
				{ polling: 250, timeout: 60_000 },
			);
			const shown = await box.evaluate((pre) => {
				const lines = pre.querySelectorAll('.line');
				const last = lines[lines.length - 1]!;
				const number = last.querySelector('.number')?.textContent ?? '';
				return { number, text: last.textContent!.slice(number.length), total: lines.length };
			});
			expect(shown).toEqual({
				number: String(file.lines),
				text: file.code.replace(/\n$/, '').split('\n').at(-1),
				total: file.lines,
			});
			const most = await page.evaluate(
				() => (window as unknown as { __mostAddedAtOnce: number }).__mostAddedAtOnce,
			);
			expect(most, 'nodes one insertion gave one element of a code box').toBeLessThanOrEqual(
				LINES_PER_BLOCK,
			);
		});
	}
});
