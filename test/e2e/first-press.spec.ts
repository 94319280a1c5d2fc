import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { holdIslands } from './first-view.ts';
import { FIRST } from './cells.ts';
import { buggySearch } from '../../src/solver/bugs/index.ts';
import { backtrack, countWithCheck } from '../../src/solver/search/index.ts';
import { formatCount } from '../../src/solver/format/index.ts';

/*
 * A press that reaches a widget before its code has loaded acts once the code is there, exactly
 * once (src/site/held-presses.ts), whatever the widget's directive: on a phone (touch, no hover)
 * as on a desktop (a click with no hover first, a key). Each test holds the widget's component
 * module back (page.route), so the press surely lands on the server's HTML, checks the island has
 * not hydrated, lets the code through, and reads what the press did: a count that a lost press
 * leaves at 0 and a doubled one takes to 2.
 */

/** Events in a search, as the trace player's status counts them. */
const eventsOf = (events: Iterable<unknown>) => formatCount([...events].length);

/** The island a widget is drawn in. */
const islandOf = (widget: Locator) => widget.locator('xpath=ancestor::astro-island[1]');

/** The widget's island, still waiting for its code. */
async function stillWaiting(widget: Locator): Promise<void> {
	await expect(islandOf(widget)).toHaveAttribute('ssr');
}

/** Lets the held code through and waits until the widget's island has hydrated. */
async function letHydrate(widget: Locator, release: () => void): Promise<void> {
	release();
	await expect(islandOf(widget)).not.toHaveAttribute('ssr');
}

/** Goes to `path` with the modules of the components named by `only` held back. */
async function openHeld(page: Page, path: string, only: RegExp) {
	const held = await holdIslands(page, path, only);
	expect(held.urls.length, `${only} is on ${path}`).toBeGreaterThan(0);
	await page.goto(path);
	return held.release;
}

const stepStatus = (player: Locator) => player.locator('.step-status');

test.describe('on a phone (touch, no hover)', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	test('chapter 6: a tap on version 2 before the replay hydrates switches to it, once', async ({
		page,
	}) => {
		const release = await openHeld(page, '/06-dead-ends/', /BugReplay/);
		const widget = page.locator('.nq-bug');
		// Before any code: the known step count, and buttons that do not look disabled.
		await expect(stepStatus(widget)).toHaveText(`Step 0 of ${eventsOf(buggySearch('no-undo', 8))}`);
		await expect(widget.getByRole('button', { name: 'Show me' })).toBeEnabled();
		await widget.getByText(/^2\. Half fix/).tap();
		await stillWaiting(widget);
		await letHydrate(widget, release);
		await expect(widget.getByRole('radio', { name: /half fix/i })).toBeChecked();
		await expect(widget.getByRole('region', { name: /^Replay of version 2/ })).toBeVisible();
		await expect(stepStatus(widget)).toHaveText(
			`Step 0 of ${eventsOf(buggySearch('half-fix', 8))}`,
		);
	});

	test('chapter 6: a tap on Step forward before the replay hydrates steps once', async ({
		page,
	}) => {
		const release = await openHeld(page, '/06-dead-ends/', /BugReplay/);
		const widget = page.locator('.nq-bug');
		await widget.getByRole('button', { name: 'Step forward' }).tap();
		await stillWaiting(widget);
		await letHydrate(widget, release);
		await expect(stepStatus(widget)).toHaveText(`Step 1 of ${eventsOf(buggySearch('no-undo', 8))}`);
	});

	test('chapter 2: a tap on Step forward before the trace player hydrates steps once', async ({
		page,
	}) => {
		const release = await openHeld(page, '/02-backtracking-step-by-step/', /TracePlayer/);
		const player = page.getByRole('region', { name: /trace player/i }).first();
		await player.scrollIntoViewIfNeeded();
		const events = eventsOf(backtrack({ n: 4, check: 'formula-up' }));
		await expect(stepStatus(player)).toHaveText(`Step 0 of ${events}`);
		await player.getByRole('button', { name: 'Step forward' }).tap();
		await stillWaiting(player);
		await letHydrate(player, release);
		await expect(stepStatus(player)).toHaveText(`Step 1 of ${events}`);
	});

	test('chapter 8: a tap on a cell’s first hint before the cell hydrates shows one hint', async ({
		page,
	}) => {
		const release = await openHeld(page, '/08-exercises/', /CodeCell/);
		const cell = page.getByRole('region', { name: FIRST, exact: true });
		const hint = cell.getByRole('button', { name: /^Show hint 1 of \d+$/ });
		await hint.scrollIntoViewIfNeeded();
		await expect(hint).toBeEnabled();
		const total = Number((await hint.textContent())!.match(/of (\d+)/)![1]);
		await hint.tap();
		await stillWaiting(cell);
		await letHydrate(cell, release);
		await expect(cell.getByRole('button', { name: `Show hint 2 of ${total}` })).toBeVisible();
		await expect(cell.locator('.nq-hints-list li')).toHaveCount(1);
	});

	test('chapter 8: Run tapped before the cell hydrates runs the cell', async ({ page }) => {
		const release = await openHeld(page, '/08-exercises/', /CodeCell/);
		const cell = page.getByRole('region', { name: FIRST, exact: true });
		const run = cell.getByRole('button', { name: 'Run', exact: true });
		await run.scrollIntoViewIfNeeded();
		await run.tap();
		await stillWaiting(cell);
		await letHydrate(cell, release);
		await expect(cell.locator('p.status[role="status"]')).toHaveText(/^Finished in /, {
			timeout: 60_000,
		});
	});

	test('chapter 7: a tap on Fundamental only before the gallery hydrates ticks it, once', async ({
		page,
	}) => {
		const release = await openHeld(page, '/07-all-92/', /SolutionGallery/);
		const widget = page.locator('.nq-gallery');
		const box = widget.getByRole('checkbox', { name: /Fundamental only/ });
		await box.scrollIntoViewIfNeeded();
		await box.tap();
		await stillWaiting(widget);
		await expect(box).not.toBeChecked(); // held: the box waits for the code
		await letHydrate(widget, release);
		await expect(box).toBeChecked();
		await expect(widget.getByText(/^12 fundamental solutions/)).toBeVisible();
	});

	test('chapter 1: a tap on a square before the board hydrates puts down one queen', async ({
		page,
	}) => {
		const release = await openHeld(page, '/01-puzzle-by-hand/', /PlayBoard/);
		const grid = page.getByRole('grid').first();
		await grid.scrollIntoViewIfNeeded();
		await grid.getByRole('gridcell', { name: /^Row 1, column 2[,(]/ }).tap();
		await stillWaiting(grid);
		await letHydrate(grid, release);
		await expect(grid).toHaveAccessibleDescription(/1 of 4 queens placed/);
	});

	test('chapter 2: a guess typed and sent before the question hydrates is checked', async ({
		page,
	}) => {
		const release = await openHeld(page, '/02-backtracking-step-by-step/', /Predict/);
		const predict = page.getByRole('group', { name: /is this square safe/ });
		await predict.scrollIntoViewIfNeeded();
		await predict.getByRole('textbox', { name: 'Your guess' }).fill('20');
		await predict.getByRole('button', { name: 'Check my guess' }).tap();
		await stillWaiting(predict);
		await letHydrate(predict, release);
		const checks = countWithCheck({ n: 4, check: 'formula-up' }).checks;
		await expect(predict.getByRole('status')).toHaveText(
			`You guessed 20; the search asks ${checks} times: about ${Math.round(checks / 20)} times more.`,
		);
	});

	test('chapter 2: "Show anyway" tapped before its fold hydrates opens it, once', async ({
		page,
	}) => {
		const release = await openHeld(page, '/02-backtracking-step-by-step/', /Fold/);
		const fold = page.locator('details.nq-fold').first();
		await fold.scrollIntoViewIfNeeded();
		await fold.getByText('Show anyway').tap();
		await stillWaiting(fold);
		await expect(fold).not.toHaveAttribute('open');
		await letHydrate(fold, release);
		await expect(fold).toHaveAttribute('open');
	});
});

test.describe('on a desktop', () => {
	test('chapter 6: version 3 clicked with no hover first switches to it', async ({ page }) => {
		const release = await openHeld(page, '/06-dead-ends/', /BugReplay/);
		const widget = page.locator('.nq-bug');
		await widget.getByText(/^3\. Clear the row/).click();
		await stillWaiting(widget);
		await letHydrate(widget, release);
		await expect(
			widget.getByRole('radio', { name: /clear the row when its loop ends/i }),
		).toBeChecked();
		await expect(stepStatus(widget)).toHaveText(
			`Step 0 of ${eventsOf(buggySearch('clear-on-exit', 8))}`,
		);
	});

	test('chapter 2: → on the focused player before it hydrates steps once', async ({ page }) => {
		const release = await openHeld(page, '/02-backtracking-step-by-step/', /TracePlayer/);
		const player = page.getByRole('region', { name: /trace player/i }).first();
		await player.scrollIntoViewIfNeeded();
		await player.focus();
		await page.keyboard.press('ArrowRight');
		await stillWaiting(player);
		await letHydrate(player, release);
		const events = eventsOf(backtrack({ n: 4, check: 'formula-up' }));
		await expect(stepStatus(player)).toHaveText(`Step 1 of ${events}`);
	});

	test('chapter 1: a size picked before the board hydrates sets the board', async ({ page }) => {
		const release = await openHeld(page, '/01-puzzle-by-hand/', /PlayBoard/);
		const widget = page.locator('.nq-play').nth(1);
		await widget.scrollIntoViewIfNeeded();
		const menu = widget.getByRole('combobox');
		const size = (await menu.locator('option').allTextContents()).find((s) => /6/.test(s))!;
		await menu.selectOption({ label: size });
		await stillWaiting(widget);
		await letHydrate(widget, release);
		await expect(widget.getByRole('gridcell')).toHaveCount(36);
		await expect(menu).toHaveValue('6');
	});

	test('chapter 6: Enter on "Show me" before the replay hydrates shows the moment', async ({
		page,
	}) => {
		const release = await openHeld(page, '/06-dead-ends/', /BugReplay/);
		const widget = page.locator('.nq-bug');
		await widget.getByRole('button', { name: 'Show me' }).focus();
		await page.keyboard.press('Enter');
		await stillWaiting(widget);
		await letHydrate(widget, release);
		await expect(widget.getByText(/^Here row 5, column 5 is refused/)).toBeVisible();
	});
});
