import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import { backtrack, countWithCheck } from '../../src/solver/search/index.ts';
import { formatDigits } from '../../src/solver/format/index.ts';

/** Scrolls a widget into view and waits until its island has hydrated (client:visible). */
async function hydrated(widget: Locator): Promise<Locator> {
	await widget.scrollIntoViewIfNeeded();
	await expect(widget.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
	return widget;
}

const CH2 = '/02-backtracking-step-by-step/';
const players = (page: Page) => page.getByRole('region', { name: /trace player/i });

test('chapter 2: the first player is asked about before it runs, and compares the guess', async ({
	page,
}) => {
	await page.goto(CH2);
	const checks = countWithCheck({ n: 4, check: 'formula-up' }).checks;
	const predict = await hydrated(page.getByRole('group', { name: /is this square safe/ }));
	await expect(predict).not.toContainText(`asks ${checks} times`);
	await predict.getByRole('textbox', { name: 'Your guess' }).fill('20');
	await predict.getByRole('button', { name: 'Check my guess' }).click();
	await expect(predict.getByRole('status')).toHaveText(
		`You guessed 20; the search asks ${checks} times: about ${Math.round(checks / 20)} times more.`,
	);
});

test('chapter 2: "What to notice" stays folded until the player reaches its first solution', async ({
	page,
}) => {
	await page.goto(CH2);
	const player = await hydrated(players(page).first());
	const fold = page.locator('details.nq-fold').first();
	await hydrated(fold.locator('summary'));
	await expect(fold).not.toHaveAttribute('open');
	await expect(fold.locator('summary')).toContainText('Show anyway');
	// The first player shows only what chapter 2 has taught: no check or search menu, no tree.
	await expect(player.getByRole('combobox')).toHaveCount(0);
	await expect(player.getByRole('heading', { name: 'Search tree' })).toHaveCount(0);
	await player.getByRole('button', { name: 'Next solution' }).click();
	await expect(fold).toHaveAttribute('open', '');
	await expect(fold).toContainText('Every refusal names a queen above');
	await expectNoAxeViolations(page, player);
});

test('chapter 2: the drawn tree, whole at 4 queens and folded to the path at 8', async ({
	page,
}) => {
	await page.goto(CH2);
	const player = await hydrated(players(page).nth(1));
	const drawing = player.getByTestId('tree-drawing');
	const stats = countWithCheck({ n: 4, check: 'formula' });

	await player.getByRole('button', { name: '4 × 4 to the end' }).click();
	await player.getByRole('heading', { name: 'Search tree' }).scrollIntoViewIfNeeded();
	await expect(drawing).toHaveAttribute('data-whole', 'true');
	await expect(drawing.locator('[data-node="queen"]')).toHaveCount(stats.placements);
	await expect(drawing.locator('[data-node="refused"]')).toHaveCount(
		stats.checks - stats.placements,
	);

	await player.getByRole('combobox', { name: 'Board' }).selectOption('8');
	await player.getByRole('button', { name: 'Next solution' }).click();
	await expect(drawing).toHaveAttribute('data-whole', 'false');
	const first = [...backtrack({ n: 8, first: true })].find((e) => e.type === 'solution');
	const lit = drawing.locator('.queen.lit');
	await expect(lit).toHaveCount(8);
	const cols = await lit.evaluateAll((gs) => gs.map((g) => g.getAttribute('data-col')).join(''));
	expect(cols).toBe(first?.type === 'solution' ? formatDigits(first.columns) : '');
});

test('chapter 5: the stack array follows the trace to the first solution', async ({ page }) => {
	await page.goto('/05-recursion-and-the-stack/');
	const player = await hydrated(players(page).first());
	const cells = player.getByRole('list', { name: /^stack/ }).getByRole('listitem');
	await expect(cells).toHaveCount(5);
	await player.getByRole('button', { name: 'Stack: first solution' }).click();
	const first = [...backtrack({ n: 5 })].find((e) => e.type === 'solution');
	const expected = first?.type === 'solution' ? first.columns.map((c, i) => `[${i}]${c}`) : [];
	await expect
		.poll(async () => (await cells.allInnerTexts()).map((t) => t.replace(/\s+/g, '')))
		.toEqual(expected);
	// One step back undoes the last placement: the last entry is popped and lit.
	await player.getByRole('button', { name: 'Step back' }).click();
	await expect(player.locator('li[aria-current="true"]')).toContainText('[4]');
});

test('no sideways scroll at 360 px with the player at n = 12; the log wraps at 390 px', async ({
	page,
}) => {
	await page.setViewportSize({ width: 360, height: 800 });
	await page.goto(CH2);
	const player = await hydrated(players(page).nth(1));
	await player.getByRole('combobox', { name: 'Board' }).selectOption('12');
	await player.getByRole('button', { name: 'Next backtrack' }).click();
	await player.getByRole('heading', { name: 'Search tree' }).scrollIntoViewIfNeeded();
	await expect(player.getByTestId('tree-drawing')).toHaveAttribute('data-whole', 'false');
	const overflow = () =>
		page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
		);
	expect(await overflow()).toBeLessThanOrEqual(0);
	await page.setViewportSize({ width: 390, height: 800 });
	expect(await overflow()).toBeLessThanOrEqual(0);
	// The current log line's sentence is whole: its text is not clipped by its row.
	const cut = await player
		.locator('.line.current .text')
		.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
	if (cut) await expect(player.locator('.full')).toBeVisible();
});

test('chapter 2: which row holds the most queens is not told below the question before it is answered', async ({
	page,
}) => {
	await page.goto(CH2);
	const predict = await hydrated(
		page.getByRole('group', { name: /^Predict In the full 8-queens search, in which row/ }),
	);
	// The answer is a level of the tree; no visible text may name where the levels stop growing.
	const telling = page.getByText(/stop growing after row \d/);
	await expect(telling).toBeHidden();
	await predict.getByRole('radio', { name: 'row 4' }).check();
	await predict.getByRole('button', { name: 'Check my guess' }).click();
	// The note opens once it is reached (its island hydrates when scrolled to).
	await hydrated(page.locator('details.nq-fold', { has: telling }).locator('summary'));
	await expect(telling).toBeVisible();
});
