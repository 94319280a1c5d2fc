import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures.ts';

/** The 4×4 solution 1302 (seed 004): the column of the queen in each row, 0-based. */
const SOLUTION = [1, 3, 0, 2];

/** The welcome page's play board, scrolled into view and hydrated (client:visible). */
async function openPlayBoard(page: Page): Promise<Locator> {
	await page.goto('/');
	const grid = page.getByRole('grid').first();
	await grid.scrollIntoViewIfNeeded();
	const island = page.locator('astro-island', { has: grid }).first();
	await expect(island).not.toHaveAttribute('ssr');
	return grid;
}

/** The play board's widget around its grid (its island), for axe after using it. */
function widgetOf(grid: Locator): Locator {
	return grid.locator('xpath=ancestor::astro-island[1]');
}

/** A square by its 1-based words, whatever it currently holds. */
function square(grid: Locator, row: number, col: number): Locator {
	return grid.getByRole('gridcell', {
		name: new RegExp(`^Row ${row + 1}, column ${col + 1}[,(]`),
	});
}

test.describe('board on the welcome page', () => {
	test('mouse: clicking the four queens of a solution says solved', async ({ page }) => {
		const grid = await openPlayBoard(page);
		await expect(grid.getByRole('gridcell')).toHaveCount(16);
		await expect(grid).toHaveAccessibleDescription(/0 of 4 queens placed/);

		// A wrong second queen first: the conflict is shown and announced, then taken back.
		await square(grid, 0, SOLUTION[0]!).click();
		await square(grid, 1, 2).click();
		await expect(page.getByRole('status')).toHaveText(
			/Queen placed on row 2, column 3\. 2 queens attack each other\./,
		);
		await expect(square(grid, 1, 2)).toHaveAccessibleName(
			/queen, attacked by the queen in row 1, column 2 along the \\ diagonal/,
		);
		await square(grid, 1, 2).click();

		for (const [row, col] of SOLUTION.entries()) {
			if (row > 0) await square(grid, row, col).click();
		}
		await expect(grid).toHaveAccessibleDescription(
			/^Solved! 4 queens and no two attack each other\./,
		);
		await expect(
			page.getByText('Solved! 4 queens and no two attack each other.').first(),
		).toBeVisible();
		await expect(grid.getByRole('gridcell', { name: /, queen/ })).toHaveCount(4);
		await expectNoAxeViolations(page, widgetOf(grid));
	});

	test('keyboard: one Tab reaches the grid, arrows move, Enter places', async ({ page }) => {
		const grid = await openPlayBoard(page);
		await page.getByRole('button', { name: 'Clear' }).first().focus();
		await page.keyboard.press('Tab');
		await expect(square(grid, 0, 0)).toBeFocused();

		// Visible focus: the focused square draws an outline.
		const outline = await square(grid, 0, 0).evaluate((el) => getComputedStyle(el).outlineStyle);
		expect(outline).not.toBe('none');

		const at = { row: 0, col: 0 };
		for (const [row, col] of SOLUTION.entries()) {
			for (; at.row < row; at.row++) await page.keyboard.press('ArrowDown');
			await page.keyboard.press('Home');
			at.col = 0;
			for (; at.col < col; at.col++) await page.keyboard.press('ArrowRight');
			await expect(square(grid, row, col)).toBeFocused();
			await page.keyboard.press('Enter');
			await expect(square(grid, row, col)).toHaveAccessibleName(
				new RegExp(`^Row ${row + 1}, column ${col + 1}, queen`),
			);
		}
		await expect(page.getByRole('status')).toHaveText(/Solved!/);
		await expect(grid).toHaveAccessibleDescription(/^Solved!/);

		// Space takes a queen away again; Tab leaves the grid in one press.
		await page.keyboard.press(' ');
		await expect(grid).toHaveAccessibleDescription(
			/^3 of 4 queens placed\. No two queens attack each other\./,
		);
		await page.keyboard.press('Tab');
		await expect(grid.getByRole('gridcell').and(page.locator(':focus'))).toHaveCount(0);
		await expectNoAxeViolations(page, widgetOf(grid));
	});

	test('at 360px wide a 12×12 board fits the page', async ({ page }) => {
		await page.setViewportSize({ width: 360, height: 740 });
		const grid = await openPlayBoard(page);
		await page.getByRole('combobox', { name: 'Board size' }).first().selectOption('12');
		await expect(grid.getByRole('gridcell')).toHaveCount(144);
		const box = await grid.boundingBox();
		expect(box?.width).toBeLessThanOrEqual(360);
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
		);
		expect(overflow).toBeLessThanOrEqual(0);
		await square(grid, 11, 11).click();
		await expect(square(grid, 11, 11)).toHaveAccessibleName(/queen/);
		await expectNoAxeViolations(page, widgetOf(grid));
	});

	test('in the dark theme boards with conflicts and solved boards pass axe', async ({ page }) => {
		await page.addInitScript(() => localStorage.setItem('starlight-theme', 'dark'));
		const grid = await openPlayBoard(page);
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
		// Rows 1, 2 and 4 of the solution, and a wrong queen in row 3: badges, hatching, outlines.
		for (const [row, col] of [
			[0, 1],
			[1, 3],
			[3, 2],
			[2, 2],
		] as const) {
			await square(grid, row, col).click();
		}
		await expect(grid).toHaveAccessibleDescription(
			/^4 of 4 queens placed\. 3 queens attack each other\./,
		);
		await expectNoAxeViolations(page, widgetOf(grid));
		await square(grid, 2, 2).click();
		await square(grid, 2, 0).click();
		await expect(grid).toHaveAccessibleDescription(/^Solved!/);
		await expectNoAxeViolations(page, widgetOf(grid));
	});

	test('with reduced motion a new queen does not animate', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' });
		const grid = await openPlayBoard(page);
		await square(grid, 0, 0).click();
		const animation = await square(grid, 0, 0)
			.locator('.queen')
			.evaluate((el) => getComputedStyle(el).animationName);
		expect(animation).toBe('none');
	});
});

test.describe('a dead end on the welcome page’s board (issue 9)', () => {
	test('8 × 8, columns 1 3 5 2 4: row 6 has no safe square, and backtracking’s next move is given', async ({
		page,
	}) => {
		const grid = await openPlayBoard(page);
		await page.getByLabel('Board size').first().selectOption('8');
		await expect(grid.getByRole('gridcell')).toHaveCount(64);
		// Seed 002's dead end, 1-based columns 1 3 5 2 4 in rows 1 to 5.
		for (const [row, col] of [0, 2, 4, 1, 3].entries()) await square(grid, row, col).click();
		const play = page.locator('.nq-play').first();
		await expect(play.getByText(/Dead end: Rows 6, 7 and 8 have no safe square/)).toBeVisible();
		await play.getByRole('button', { name: 'What would backtracking do next?' }).click();
		await expect(play.getByText(/^Backtracking would lift/)).toHaveText(
			/lift the queen in row 5, column 4.*puts the next queen on row 5, column 8\./,
		);
		await expectNoAxeViolations(page, widgetOf(grid));
	});
});
