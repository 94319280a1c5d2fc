import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures.ts';

/** Scrolls a widget into view and waits until its island has hydrated (client:visible). */
async function hydrated(page: Page, widget: Locator): Promise<Locator> {
	await widget.scrollIntoViewIfNeeded();
	await expect(page.locator('astro-island', { has: widget }).first()).not.toHaveAttribute('ssr');
	return widget;
}

const queensOn = (grid: Locator) => grid.getByRole('gridcell', { name: /, queen/ });

test('chapter 2: the 4-queens trace steps to its first solution and back exactly', async ({
	page,
}) => {
	await page.goto('/02-backtracking-step-by-step/');
	const player = await hydrated(page, page.getByRole('region', { name: /trace player/i }).first());
	const grid = player.getByRole('grid');

	await player.getByRole('button', { name: 'Step forward' }).click();
	await expect(player.getByText(/Step\s+1\s+of/)).toBeVisible();

	await player.getByRole('button', { name: 'Next solution' }).click();
	await expect(queensOn(grid)).toHaveCount(4);
	// The first solution of 4 queens, 0-based columns 1 3 0 2, counted from 1 on the board.
	for (const [row, col] of [
		[1, 2],
		[2, 4],
		[3, 1],
		[4, 3],
	]) {
		await expect(
			grid.getByRole('gridcell', { name: `Row ${row}, column ${col}, queen` }),
		).toHaveCount(1);
	}
	const atSolution = await player
		.getByText(/Step\s+\d+\s+of/)
		.first()
		.innerText();

	// Back past the solution and the last placement: three queens, and the step number drops by two.
	await player.getByRole('button', { name: 'Step back' }).click();
	await player.getByRole('button', { name: 'Step back' }).click();
	await expect(queensOn(grid)).toHaveCount(3);
	const stepOf = (text: string) => Number(/Step\s+([\d,]+)/.exec(text)![1]!.replace(/,/g, ''));
	const back = await player
		.getByText(/Step\s+\d+\s+of/)
		.first()
		.innerText();
	expect(stepOf(back)).toBe(stepOf(atSolution) - 2);

	// Forward again lands on the same solution.
	await player.getByRole('button', { name: 'Step forward' }).click();
	await player.getByRole('button', { name: 'Step forward' }).click();
	await expect(queensOn(grid)).toHaveCount(4);
	await expectNoAxeViolations(page, player);
});

test('chapter 2: the keyboard drives the player', async ({ page }) => {
	await page.goto('/02-backtracking-step-by-step/');
	const player = await hydrated(page, page.getByRole('region', { name: /trace player/i }).first());
	await player.getByRole('button', { name: 'Step forward' }).focus();
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await expect(player.getByText(/Step\s+3\s+of/)).toBeVisible();
	await page.keyboard.press('ArrowLeft');
	await expect(player.getByText(/Step\s+2\s+of/)).toBeVisible();
	await page.keyboard.press('End');
	await expect(player.getByText(/Step\s+([\d,]+)\s+of\s+\1\b/)).toBeVisible();
});

test('chapter 4: the diagonal explorer reads seed 000 example, counted from 1 and from 0', async ({
	page,
}) => {
	await page.goto('/04-checking-for-attacks/');
	const explorer = await hydrated(page, page.getByRole('region', { name: 'Diagonal explorer' }));
	await explorer.getByRole('gridcell', { name: /^Row 2, column 3\b/ }).hover();
	await expect(explorer.getByRole('status').last()).toHaveText(
		/Row 2, column 3: \\ diagonal 7, \/ diagonal 4/,
	);

	await explorer.getByRole('radio', { name: '0' }).check();
	// Counting from 0 the same square is row 1, column 2: r − c + n − 1 = 6 and r + c = 3.
	await explorer.getByRole('gridcell', { name: /^Row 2, column 3\b/ }).hover();
	await expect(explorer.getByRole('status').last()).toHaveText(/diagonal 6, \/ diagonal 3/);
	await expectNoAxeViolations(page, explorer);
});

test('chapter 4: the check race runs all five checks in a worker', async ({ page }) => {
	await page.goto('/04-checking-for-attacks/');
	const race = await hydrated(page, page.getByRole('region', { name: /check race/i }));
	await race.getByRole('button', { name: 'Run' }).click();
	const table = race.getByRole('table');
	await expect(table).toContainText('every check found 92 solutions', { timeout: 20_000 });
	const rows = table.getByRole('row');
	await expect(rows).toHaveCount(6);
	// The same search, so the same number of safety checks (first column) for each of the five.
	const checksColumn = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
	await expect(checksColumn).toHaveCount(5);
	for (const row of await checksColumn.all()) {
		await expect(row.getByRole('cell').first()).toHaveText('15,720');
	}
	await expectNoAxeViolations(page, race);
});

test('chapter 5: switching the player to the explicit stack replays the same events', async ({
	page,
}) => {
	await page.goto('/05-recursion-and-the-stack/');
	const player = await hydrated(page, page.getByRole('region', { name: /trace player/i }).first());
	const stepOfNextSolution = async () => {
		await player.getByRole('button', { name: 'Next solution' }).click();
		return player
			.getByText(/Step\s+[\d,]+\s+of/)
			.first()
			.innerText();
	};
	const search = player.getByRole('combobox', { name: 'Search' });
	await expect(search).toHaveValue('stack');
	const stackStep = await stepOfNextSolution();
	await search.selectOption('recursive');
	await expect(search).toHaveValue('recursive');
	const recursiveStep = await stepOfNextSolution();
	expect(stackStep.split(' of ')[0]).toBe(recursiveStep.split(' of ')[0]);
});
