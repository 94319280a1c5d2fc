import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import { hydrated } from './pages.ts';

/** The solution gallery of chapter 7, scrolled into view, hydrated and done searching. */
async function gallery(page: Page) {
	await page.goto('/07-all-92/');
	const widget = page.locator('.nq-gallery');
	await widget.scrollIntoViewIfNeeded();
	await expect(page.locator('astro-island', { has: widget }).first()).not.toHaveAttribute('ssr');
	// The question above asks how many classes there are: the count line does not say it first.
	await expect(widget.getByText('92 solutions for n = 8.', { exact: true })).toBeVisible();
	return widget;
}

test.describe('chapter 7: all 92', () => {
	test('the gallery counts 92 solutions and 12 fundamental ones', async ({ page }) => {
		const widget = await gallery(page);
		await expect(widget.getByRole('button', { name: /^Solution #\d+/ })).toHaveCount(24);
		await widget.getByRole('checkbox', { name: /Fundamental only/ }).check();
		await expect(widget.getByText(/^12 fundamental solutions/)).toBeVisible();
		await expect(widget.getByRole('button', { name: /^Solution #\d+/ })).toHaveCount(12);
		await expectNoAxeViolations(page, widget);
	});

	test('the classes are named once the question above is answered', async ({ page }) => {
		const widget = await gallery(page);
		await expect(widget).not.toContainText('symmetry classes.');
		const question = await hydrated(page, page.getByRole('group', { name: /count as one/ }));
		await question.getByRole('button', { name: 'Show me without guessing' }).click();
		await expect(widget.getByText('92 solutions for n = 8, in 12 symmetry classes.')).toBeVisible();
	});

	test('a transform changes the selected board and keeps it a solution', async ({ page }) => {
		const widget = await gallery(page);
		await widget.getByRole('combobox', { name: 'Format' }).selectOption('digits');
		const text = widget.getByLabel(/^Selected board as /);
		await expect(text).toHaveText('04752613');
		await widget.getByRole('button', { name: 'Rotate 90°' }).click();
		await expect(text).toHaveText('71306425');
		await expect(widget.getByText(/Still a solution/)).toBeVisible();
		// The board agrees: its squares, named by the solver's attack analysis, hold 8 queens and
		// no queen attacked. It says so once: the gallery's verdict, not the board's status line too.
		const board = widget.getByRole('grid', { name: /^Selected board/ });
		await expect(board.getByRole('gridcell', { name: /queen/ })).toHaveCount(8);
		await expect(board.getByRole('gridcell', { name: /queen.*attacked/ })).toHaveCount(0);
		await expect(widget.getByText(/Solved!/)).toHaveCount(0);
		await widget.getByRole('combobox', { name: 'Format' }).selectOption('chess');
		await expect(text).toHaveText(/^a\d b\d c\d d\d e\d f\d g\d h\d$/);
		await expectNoAxeViolations(page, widget);
	});

	test('the format examples on the page come from the format functions', async ({ page }) => {
		await page.goto('/07-all-92/');
		await expect(page.getByLabel('Solution 1 in chess notation')).toHaveText(
			'a8 b2 c4 d1 e7 f5 g3 h6',
		);
		await expect(page.getByLabel('Solution 1 as column digits')).toHaveText('04752613');
		await expect(page.getByLabel('Solution 1 as 1-based columns')).toHaveText('1 5 8 6 3 7 2 4');
	});

	test('works at 360px without sideways scrolling', async ({ page }) => {
		await page.setViewportSize({ width: 360, height: 740 });
		const widget = await gallery(page);
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
		);
		expect(overflow).toBeLessThanOrEqual(0);
		await expectNoAxeViolations(page, widget);
	});
});
