import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { cellOutput, EXERCISES_PAGE, openCell, replaceCode } from './cells.ts';
import { exerciseLabel, getExercise } from '../../src/notebook/exercises/exercises.ts';
import { pythonSolution } from '../../src/notebook/exercises/python-code.ts';

/*
 * Exercise 5 in Python in Chromium, on the built site (issue 30): OccupancyCheck's methods called
 * by the checks across the bridge, in the walled worker; the cell's Python worked solution; and
 * each language's code kept through a switch and a reload.
 */

test.describe.configure({ timeout: 240_000 });

const LABEL = exerciseLabel(getExercise('occupancy-check'));
/** A Python run's result may take this long on a loaded two-core machine (the first loads Pyodide). */
const RUN_MS = 180_000;

const runButton = (cell: Locator) => cell.getByRole('button', { name: 'Run', exact: true });

test('exercise 5 in Python: the worked solution passes every check; the cell shows it', async ({
	page,
}) => {
	const cell = await openCell(page, LABEL);
	await cell.getByRole('radio', { name: 'Python' }).check();
	// The worked solution the cell shows is Python's.
	const hints = cell.getByRole('group', { name: /^Hints for / });
	while ((await hints.getByRole('button', { name: /^Show hint/ }).count()) > 0) {
		await hints.getByRole('button', { name: /^Show hint/ }).click();
	}
	await hints.getByRole('button', { name: 'Show the worked solution' }).click();
	await expect(hints.getByRole('region', { name: /Worked solution/ })).toContainText(
		'class OccupancyCheck:',
	);
	await expect(hints).toContainText('OccupancyCheck(n)');
	await replaceCode(page, cell, pythonSolution('occupancy-check')!);
	await runButton(cell).click();
	await expect(cell.getByText('Passed: this browser remembers it.')).toBeVisible({
		timeout: RUN_MS,
	});
	await expect(cellOutput(cell)).toContainText('5 of 5 checks passed');
	await expect(cellOutput(cell)).toContainText('Your is_safe answered 348,150 questions');
});

test('each language’s code comes back after a switch and a reload', async ({ page }) => {
	const cell = await openCell(page, LABEL);
	await replaceCode(page, cell, '// my JavaScript\nfunction createOccupancyCheck(n) {}');
	await cell.getByRole('radio', { name: 'Python' }).check();
	await replaceCode(page, cell, '# my Python\nclass OccupancyCheck:\n    pass');
	await cell.getByRole('radio', { name: 'TypeScript' }).check();
	await expect(cell.getByLabel(/^Code of /)).toContainText('// my JavaScript');
	await page.reload();
	const again = await openCell(page, LABEL, EXERCISES_PAGE);
	await expect(again.getByRole('radio', { name: 'TypeScript' })).toBeChecked();
	await expect(again.getByLabel(/^Code of /)).toContainText('// my JavaScript');
	await again.getByRole('radio', { name: 'Python' }).check();
	await expect(again.getByLabel(/^Code of /)).toContainText('# my Python');
});

test('the helpers listed are those of the language the cell is written in', async ({ page }) => {
	const cell = await openCell(page, LABEL);
	const title = cell.getByText('Helpers your code can call').filter({ visible: true });
	await expect(title).toHaveCount(1);
	await title.click();
	await expect(
		cell.getByText('isSafe(columns: number[], row: number, col: number): boolean'),
	).toBeVisible();
	await expect(cell.getByText('print(*values) -> None')).toBeHidden();
	await cell.getByRole('radio', { name: 'Python' }).check();
	await expect(title).toHaveCount(1);
	await title.click();
	await expect(
		cell.getByText('is_safe(columns: list[int], row: int, col: int) -> bool'),
	).toBeVisible();
	await expect(cell.getByText('print(*values) -> None')).toBeVisible();
	await expect(cell.getByText(/^isSafe\(columns: number\[\]/)).toBeHidden();
	await expect(cell.getByText('console.log(...values): void')).toBeHidden();
});
