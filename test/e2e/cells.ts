import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { hydrated } from './pages.ts';

/*
 * What the notebook's browser tests do to a code cell, in one place: open it once its island has
 * hydrated, replace its code as a learner pasting it, and read its output.
 */

/** Chapter 8, where the exercise cells are. */
export const EXERCISES_PAGE = '/08-exercises/';

/** Exercise 1's cell, by its region's name. */
export const FIRST = 'Exercise 1: stop at the first solution';

/** The cell named `label` on the page at `path` (opened unless already there), once hydrated. */
export async function openCell(page: Page, label = FIRST, path = EXERCISES_PAGE): Promise<Locator> {
	if (new URL(page.url(), 'http://x').pathname !== path) await page.goto(path);
	return hydrated(page, page.getByRole('region', { name: label, exact: true }));
}

/** The region under a cell that shows what its run printed, returned and the checks said. */
export const cellOutput = (cell: Locator) => cell.getByRole('region', { name: /^Output of / });

/** The names of a cell's editor and its Edit button, in the page's language. */
export interface EditorNames {
	editor: RegExp;
	edit: string;
}
const ENGLISH_EDITOR: EditorNames = { editor: /^Code of /, edit: 'Edit' };

/** Replaces the cell's whole code (opening the editor the first time), typed all at once. */
export async function replaceCode(
	page: Page,
	cell: Locator,
	code: string,
	names: EditorNames = ENGLISH_EDITOR,
): Promise<Locator> {
	const editor = cell.getByRole('textbox', { name: names.editor });
	if ((await editor.count()) === 0) await cell.getByRole('button', { name: names.edit }).click();
	await editor.click();
	await expect(editor).toBeFocused();
	await page.keyboard.press('ControlOrMeta+a');
	await page.keyboard.press('Delete');
	await page.keyboard.insertText(code);
	return editor;
}

/** A solution of exercise 1 as a learner might type it. */
export const SOLVED_FIRST = `function firstSolution(n: number): number[] | null {
const columns: number[] = [];
function placeRow(row: number): boolean {
if (row === n) return true;
for (let col = 0; col < n; col++) {
if (isSafe(columns, row, col)) {
columns.push(col);
if (placeRow(row + 1)) return true;
columns.pop();
}
}
return false;
}
return placeRow(0) ? columns : null;
}
console.log('found', firstSolution(8));`;
