import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import { hydrated } from './pages.ts';

// Seed 002: the four versions of the program print 0, 0, 1 and 92 boards.
const STORY = [
	[/never undo/i, '0 boards'],
	[/half fix/i, '0 boards'],
	[/clear the row when its loop ends/i, '1 board'],
	[/also clear after printing/i, '92 boards'],
] as const;

/** The bug replay of chapter 6, scrolled into view, reached for (client:intent) and hydrated. */
async function bugReplay(page: Page) {
	await page.goto('/06-dead-ends/');
	const widget = await hydrated(page, page.locator('.nq-bug'));
	// The four versions were read when the site was built (BugReplay.astro): counts at once.
	await expect(widget.getByTestId('board-count')).toBeVisible();
	return widget;
}

test.describe('chapter 6: dead ends', () => {
	test('the four versions print 0, 0, 1 and 92 boards, shown once the guess is made', async ({
		page,
	}) => {
		const widget = await bugReplay(page);
		// The question above the replay asks how many boards version 1 prints: nothing answers it first.
		await expect(widget.getByTestId('board-count')).toHaveText('? boards');
		await expect(widget.getByRole('group', { name: /version of the program/i })).not.toContainText(
			/\d+ boards?/,
		);
		await expect(page.getByRole('heading', { name: /^Version \d/ }).first()).not.toContainText(
			/\d+ boards?|— \d/,
		);
		const question = await hydrated(page, page.getByRole('group', { name: /how many boards/i }));
		await question.getByRole('textbox', { name: 'Your guess' }).fill('3');
		await question.getByRole('button', { name: 'Check my guess' }).click();
		for (const [name, count] of STORY) {
			await widget.getByRole('radio', { name }).check();
			await expect(widget.getByTestId('board-count')).toHaveText(count);
		}
		await expectNoAxeViolations(page, widget);
	});

	test('the jump lands on the refusal by the queen left behind', async ({ page }) => {
		const widget = await bugReplay(page);
		await widget.getByRole('radio', { name: /never undo/i }).check();
		await widget.getByRole('button', { name: 'Show me', exact: true }).click();
		const log = widget.getByRole('listbox', { name: 'Log' });
		await expect(log.getByRole('option', { selected: true })).toContainText(
			'attacked by the queen in row 5, column 4',
		);
		await expect(widget.getByRole('gridcell', { name: /from an earlier step: stale/ })).toHaveCount(
			1,
		);
		await expect(widget.getByText(/^Here row 5, column 5 is refused/)).toBeVisible();
		await expectNoAxeViolations(page, widget);
	});

	test('works at 360px without sideways scrolling', async ({ page }) => {
		await page.setViewportSize({ width: 360, height: 740 });
		const widget = await bugReplay(page);
		await expect(widget.getByRole('radio', { name: /never undo/i })).toBeVisible();
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
		);
		expect(overflow).toBeLessThanOrEqual(0);
	});

	test('version 3: its one board reads Solved, the same board a step later never does', async ({
		page,
	}) => {
		const widget = await bugReplay(page);
		await widget.getByRole('radio', { name: /clear the row when its loop ends/i }).check();
		const board = widget.getByRole('grid', { name: /^Trace board/ });
		await widget.getByRole('button', { name: 'Next solution' }).click();
		await expect(board).toHaveAccessibleDescription(/^Solved! 8 queens/);
		await widget.getByRole('button', { name: /Step forward/ }).click();
		await expect(board).toHaveAccessibleDescription(
			/but not a solution the search found: the queen in row 8, column 4 should have been lifted/,
		);
		await expect(board).not.toHaveAccessibleDescription(/^Solved/);
	});

	test('the learner finds the step first: Is it this step? before Show me', async ({ page }) => {
		const widget = await bugReplay(page);
		await widget.getByRole('radio', { name: /never undo/i }).check();
		await widget.getByRole('button', { name: 'Is it this step?' }).click();
		await expect(widget.getByText(/^Not yet: the replay stands at step 0/)).toBeVisible();
		await expect(widget.getByText(/^Here row/)).toHaveCount(0);
		await widget.getByRole('button', { name: 'Show me', exact: true }).click();
		await expect(widget.getByText(/^Here row 5, column 5 is refused/)).toBeVisible();
		// The folded notes open once the moment is found.
		// (A fold hydrates when it comes into view, and hears the announcement then.)
		const fold = page
			.locator('details.nq-fold')
			.filter({ hasText: 'The Removals counter stays at 0' }) // version 1's notes
			.first();
		await fold.scrollIntoViewIfNeeded();
		await expect(fold).toHaveAttribute('open', '');
	});

	test("version 1's walk-through stays folded until the guess, then opens on the answer", async ({
		page,
	}) => {
		await page.goto('/06-dead-ends/');
		const fold = page.locator('details.nq-fold').filter({ hasText: 'How version 1 runs' });
		await fold.scrollIntoViewIfNeeded();
		await expect(fold).not.toHaveAttribute('open');
		await expect(fold.getByText(/printed nothing/)).toBeHidden();
		const predict = await hydrated(
			page,
			page.getByRole('group', { name: /How many boards do you think version 1 prints/ }),
		);
		await predict.getByRole('textbox', { name: 'Your guess' }).fill('5');
		await predict.getByRole('button', { name: 'Check my guess' }).click();
		await fold.scrollIntoViewIfNeeded();
		await expect(fold).toHaveAttribute('open', '');
		await expect(fold.getByText(/printed nothing/)).toBeVisible();
	});

	test('version 4 says why it makes fewer checks than the correct search', async ({ page }) => {
		const widget = await bugReplay(page);
		await widget.getByRole('radio', { name: /also clear after printing/i }).check();
		// 15,720: every check of the correct 8-queens search (chapters 2 to 5).
		await expect(widget.getByTestId('checks-note')).toContainText(
			'fewer than the 15,720 checks of the correct search',
		);
	});
});
