import { test, expect } from './fixtures.ts';
import { FIRST, openCell, replaceCode, SOLVED_FIRST } from './cells.ts';
import { EXERCISES } from '../../src/notebook/exercises/exercises.ts';

/*
 * A learner whose browser storage for the site is full passes exercise 1: the code stays on
 * screen, the pass shows (in the cell and the notebook's toolbar) and one sentence says neither
 * will be remembered. Helpers and the solution: cells.ts.
 */

/** Prefix of the throwaway keys that fill the storage. */
const FILLER = 'nq-e2e-filler:';

const SOLVED = SOLVED_FIRST;

/**
 * Fills the site's localStorage to the last character: a string doubled under one throwaway key
 * until the browser throws QuotaExceededError, then ever shorter ones under more keys until not
 * even one character fits. Returns the characters written.
 */
function fillStorage(prefix: string): number {
	const full = (error: unknown) => (error as DOMException).name === 'QuotaExceededError';
	let text = 'x';
	try {
		for (;;) {
			localStorage.setItem(`${prefix}0`, text + text);
			text += text;
		}
	} catch (error) {
		if (!full(error)) throw error;
	}
	let written = localStorage.getItem(`${prefix}0`)?.length ?? 0;
	for (let size = text.length, key = 1; size >= 1;) {
		try {
			localStorage.setItem(`${prefix}${key}`, 'x'.repeat(size));
			written += size;
			key++;
		} catch (error) {
			if (!full(error)) throw error;
			size = Math.floor(size / 2);
		}
	}
	return written;
}

/** Removes the throwaway keys. */
function freeStorage(prefix: string): void {
	for (const key of Object.keys(localStorage))
		if (key.startsWith(prefix)) localStorage.removeItem(key);
}

test('with the storage full, a passing run keeps the code, shows the pass and says it will not be kept', async ({
	page,
}) => {
	const cell = await openCell(page);
	const filled = await page.evaluate(fillStorage, FILLER);
	expect(filled).toBeGreaterThan(100_000); // a real browser's quota, megabytes
	try {
		const editor = await replaceCode(page, cell, SOLVED);
		await cell.getByRole('button', { name: 'Run' }).click();
		await expect(cell.getByRole('region', { name: /^Output of / })).toContainText(
			/(\d+) of \1 checks passed/,
		);
		await expect(cell).toContainText(
			'Passed, but this browser’s storage for the site is full, so your code and the pass will not be remembered after you leave.',
		);
		await expect(cell).not.toContainText('this browser remembers it');
		await expect(cell.getByText(/your edits are not saved/)).toHaveCount(0); // one sentence
		// The pass reloaded every cell from storage, which holds nothing of this one: the code stays.
		await expect(editor).toContainText('if (placeRow(row + 1)) return true;');
		await expect(editor).not.toContainText('This search finds every solution');
		const toolbar = page.getByRole('group', { name: 'Your notebook' });
		await toolbar.scrollIntoViewIfNeeded();
		await expect(toolbar).toContainText(
			`Exercises passed in this browser: 1 of ${EXERCISES.length} (${FIRST}).`,
		);
		// Nothing of it was written: the storage really was full.
		const saved = await page.evaluate(() => [
			localStorage.getItem('nqueens-notebook:cell:first-solution'),
			localStorage.getItem('nqueens-notebook:progress'),
		]);
		expect(saved).toEqual([null, null]);
	} finally {
		await page.evaluate(freeStorage, FILLER);
	}
});
