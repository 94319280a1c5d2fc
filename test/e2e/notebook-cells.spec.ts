import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';

/** Chapter 8's cell for exercise 1, once its island has hydrated. */
async function openCell(page: Page): Promise<Locator> {
	await page.goto('/08-exercises/');
	const cell = page.getByRole('region', {
		name: 'Exercise 1: stop at the first solution',
		exact: true,
	});
	await cell.scrollIntoViewIfNeeded();
	await expect(page.locator('astro-island').filter({ has: cell })).not.toHaveAttribute('ssr');
	return cell;
}

/** Opens the editor and replaces its whole text (typed, as a learner would, but all at once). */
async function replaceCode(page: Page, cell: Locator, code: string): Promise<Locator> {
	await cell.getByRole('button', { name: 'Edit' }).click();
	const editor = cell.getByRole('textbox', { name: /^Code of Exercise 1/ });
	await expect(editor).toBeFocused();
	await page.keyboard.press('ControlOrMeta+a');
	await page.keyboard.press('Delete');
	await page.keyboard.insertText(code);
	return editor;
}

const output = (cell: Locator) => cell.getByRole('region', { name: /^Output of Exercise 1/ });

const SOLVED = `function firstSolution(n: number): number[] | null {
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

test.describe('notebook cells (chapter 8)', () => {
	test('reads first: highlighted starter, Run, then the checks fail on the unchanged starter', async ({
		page,
	}) => {
		const cell = await openCell(page);
		await expect(cell.getByRole('textbox')).toHaveCount(0); // no editor until Edit
		await cell.getByRole('button', { name: 'Run' }).click();
		await expect(output(cell)).toContainText('First solution: [7, 3, 0, 2, 5, 1, 6, 4]');
		await expect(output(cell).getByRole('grid')).toHaveCount(1); // the printed board, drawn
		await expect(output(cell)).toContainText(/\d of 6 checks passed/);
		await expect(output(cell)).toContainText('✗ failed: It stops at the first solution');
		await expectNoAxeViolations(page, '.nq-cell');
	});

	test('type a solution, run it with Shift+Enter: every check passes and progress is kept', async ({
		page,
	}) => {
		const cell = await openCell(page);
		await replaceCode(page, cell, SOLVED);
		await page.keyboard.press('Shift+Enter');
		await expect(output(cell)).toContainText('found [0, 4, 7, 5, 2, 6, 1, 3]');
		await expect(output(cell)).toContainText('6 of 6 checks passed');
		await expect(cell).toContainText('Passed: this browser remembers it.');
		await page.reload();
		const again = await openCell(page);
		await expect(again).toContainText('Passed: this browser remembers it.');
		// The edit survived the reload too.
		await expect(again.locator('pre.code').first()).toContainText(
			'if (placeRow(row + 1)) return true;',
		);
		await expectNoAxeViolations(page, '.nq-cell');
	});

	test('an endless loop is stopped by Stop, the page answers, and the next run works', async ({
		page,
	}) => {
		const cell = await openCell(page);
		await replaceCode(page, cell, 'while (true) {}');
		await cell.getByRole('button', { name: 'Run' }).click();
		await expect(cell.getByRole('status').first()).toHaveText('Running…');
		// The page still answers while the worker spins.
		expect(await page.evaluate(() => 6 * 7)).toBe(42);
		await cell.getByRole('button', { name: 'Stop' }).click();
		await expect(cell.getByText('Stopped. The next Run starts afresh.')).toBeVisible();
		// Still in the editor: replace its text in place.
		await cell.getByRole('textbox', { name: /^Code of Exercise 1/ }).click();
		await page.keyboard.press('ControlOrMeta+a');
		await page.keyboard.insertText('console.log("alive")');
		await page.keyboard.press('Control+Enter');
		await expect(output(cell)).toContainText('alive');
	});

	test('a syntax error names its line and column and marks the line', async ({ page }) => {
		const cell = await openCell(page);
		await replaceCode(page, cell, 'const a = 1;\nconst b = (a + ;\n');
		await page.keyboard.press('Shift+Enter');
		await expect(output(cell)).toContainText(/Syntax error \(line 2, column \d+\)/);
		await expect(cell.locator('.cm-nq-error-line')).toHaveCount(1);
		await expect(cell.locator('.cm-nq-error-line')).toContainText('const b = (a + ;');
	});

	test('a thrown string and a thrown error show a message, never a stack', async ({ page }) => {
		const cell = await openCell(page);
		await replaceCode(page, cell, 'throw "no queens today";');
		await page.keyboard.press('Shift+Enter');
		await expect(output(cell)).toContainText(
			'Your code threw an error: Uncaught "no queens today"',
		);
		await page.keyboard.press('ControlOrMeta+a');
		await page.keyboard.insertText('const q = 1;\nnull.x;');
		await page.keyboard.press('Shift+Enter');
		await expect(output(cell)).toContainText('Your code threw an error (line 2): TypeError');
		await expect(output(cell)).not.toContainText(' at ');
	});

	test('a million printed lines are cut at the cap', async ({ page }) => {
		const cell = await openCell(page);
		await replaceCode(page, cell, 'for (let i = 0; i < 1_000_000; i++) console.log(i);');
		await page.keyboard.press('Shift+Enter');
		await expect(output(cell)).toContainText('The output was cut here', { timeout: 15_000 });
		await expect(output(cell)).toContainText('1999');
		await expect(output(cell)).not.toContainText('2000\n');
	});

	test('Show on the board replays the learner’s own search with their line marked', async ({
		page,
	}) => {
		const cell = await openCell(page);
		await replaceCode(
			page,
			cell,
			'board.start(4);\nfunction go(r: number): boolean {\nif (r === 4) { board.solution(); return true; }\nfor (let c = 0; c < 4; c++) {\nif (board.isSafe(r, c)) {\nboard.place(r, c);\nif (go(r + 1)) return true;\nboard.remove(r, c);\n}\n}\nreturn false;\n}\ngo(0);',
		);
		await page.keyboard.press('Shift+Enter');
		await cell.getByRole('button', { name: 'Show on the board' }).click();
		const code = cell.locator('pre[aria-label^="Your code"]');
		await expect(code).toBeVisible();
		await code.focus();
		await page.keyboard.press('ArrowRight'); // first step: the try of row 1, column 1
		await expect(cell.getByText('line 5 made this step')).toBeVisible();
		await expect(code.locator('[aria-current="step"]')).toContainText('board.isSafe(r, c)');
	});

	test('fits a 320 px phone, editor open, with no sideways overflow of the page', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 320, height: 700 });
		const cell = await openCell(page);
		await cell.getByRole('button', { name: 'Edit' }).click();
		await expect(cell.getByRole('textbox', { name: /^Code of Exercise 1/ })).toBeFocused();
		await cell.getByRole('button', { name: 'Run' }).click();
		await expect(output(cell)).toContainText('checks passed');
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
		);
		expect(overflow).toBeLessThanOrEqual(0);
		await expectNoAxeViolations(page, '.nq-cell');
	});
});
