import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import { hydrated } from './pages.ts';

/*
 * The source articles' programs in their own languages sit in tabs beside the solver's TypeScript
 * (components/language-tabs/LanguageTabs.astro), and one choice of language holds across the book.
 */

/** The tab groups of a page whose tabs include `label`, shown or folded away. */
const groupsWith = (page: Page, label: string): Locator =>
	page.locator('starlight-tabs', {
		has: page.locator('[role="tab"]', { hasText: new RegExp(`^\\s*${label}\\s*$`) }),
	});

/** The panel a tab group shows now. */
const shownPanel = (group: Locator): Locator => group.locator(':scope > [role="tabpanel"]:visible');

test('chapter 4: each check has TypeScript first, and the article’s language one click away', async ({
	page,
}) => {
	await page.goto('/04-checking-for-attacks/');
	const groups = page.locator('starlight-tabs[data-sync-key="lang"]');
	await expect(groups).toHaveCount(4);
	for (const group of await groups.all()) {
		await expect(group.getByRole('tab').first()).toHaveText('TypeScript');
		await expect(group.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
	}
	const grid = groupsWith(page, 'Python').first();
	await expect(shownPanel(grid)).toContainText('isSafe');

	await grid.getByRole('tab', { name: 'Python', exact: true }).click();
	await expect(grid.getByRole('tab', { name: 'Python', exact: true })).toHaveAttribute(
		'aria-selected',
		'true',
	);
	await expect(shownPanel(grid)).toContainText('def safe(grid, row, col):');
	await expect(shownPanel(grid)).toContainText('content/programs/queens-grid.py');
	await expectNoAxeViolations(page, grid);

	// The keyboard moves between tabs too (Starlight's arrow keys).
	const java = groupsWith(page, 'Java').first();
	await java.getByRole('tab', { name: 'TypeScript' }).focus();
	await page.keyboard.press('ArrowRight');
	await expect(java.getByRole('tab', { name: 'Java' })).toBeFocused();
	await expect(shownPanel(java)).toContainText('boolean canPlace(int k, int j)');
	await expectNoAxeViolations(page, java);
});

test('choosing Python in chapter 4 opens Python in chapter 3, and C follows to chapter 6', async ({
	page,
}) => {
	await page.goto('/04-checking-for-attacks/');
	const grid = groupsWith(page, 'Python').first();
	await grid.getByRole('tab', { name: 'Python', exact: true }).click();

	await page.goto('/03-representing-the-board/');
	const python = groupsWith(page, 'Python').first();
	await expect(python.getByRole('tab', { name: 'Python', exact: true })).toHaveAttribute(
		'aria-selected',
		'true',
	);
	await expect(shownPanel(python)).toContainText('def safe(grid, row, col):');
	// A group without Python keeps its TypeScript.
	const lua = groupsWith(page, 'Lua').first();
	await expect(lua.getByRole('tab', { name: 'TypeScript' })).toHaveAttribute(
		'aria-selected',
		'true',
	);
	await expectNoAxeViolations(page, python);

	// Choosing C in one group switches the other group on the page that has C, and the next chapter.
	await python.getByRole('tab', { name: 'C', exact: true }).click();
	await page.goto('/06-dead-ends/');
	const c = groupsWith(page, 'C').first();
	await expect(c.getByRole('tab', { name: 'C', exact: true })).toHaveAttribute(
		'aria-selected',
		'true',
	);
	await expect(shownPanel(c)).toContainText('grid[y][x] = 0;');
});

test('chapter 8: the Lua exercises open in their folds, and Lua stays chosen', async ({ page }) => {
	await page.goto('/03-representing-the-board/');
	await groupsWith(page, 'Lua').first().getByRole('tab', { name: 'Lua', exact: true }).click();

	await page.goto('/08-exercises/');
	const fold = await hydrated(
		page,
		page.locator('details', { has: groupsWith(page, 'Lua') }).first(),
	);
	const first = fold.locator('starlight-tabs');
	await fold.getByText('Show anyway').click();
	await expect(first.getByRole('tab', { name: 'Lua', exact: true })).toHaveAttribute(
		'aria-selected',
		'true',
	);
	await expect(shownPanel(first)).toContainText('local function addqueen(a, n)');
	await expectNoAxeViolations(page, first);
});
