import { test, expect } from './fixtures.ts';
import { cellOutput, openCell, replaceCode, FIRST_PY } from './cells.ts';
import { exerciseLabel, getExercise } from '../../src/notebook/exercises/exercises.ts';
import cellZh from '../../src/i18n/zh-cn/cell.ts';
import { brokenRules } from '../zh-rules.ts';

/*
 * "Show on the board" for a Python cell (issue 30, point 4), in Chromium on the built site:
 * exercise 1 answered in Python with is_safe and a list of columns, run, then replayed on the
 * board, the Python line that made each step lit (src/notebook/python/prelude.py traces it),
 * in English and in Chinese.
 */

// The first Python run loads the interpreter (seconds, many more on a busy machine).
test.describe.configure({ timeout: 180_000 });

const LABEL = exerciseLabel(getExercise('first-solution'));
const RUN_MS = 120_000;

test('exercise 1 in Python: Show on the board replays the search with the Python line lit', async ({
	page,
}) => {
	const cell = await openCell(page, LABEL);
	await cell.getByRole('radio', { name: 'Python' }).check();
	await replaceCode(page, cell, FIRST_PY);
	await cell.getByRole('button', { name: 'Run', exact: true }).click();
	await expect(cell.getByText('Passed: this browser remembers it.')).toBeVisible({
		timeout: RUN_MS,
	});
	await expect(cellOutput(cell)).toContainText('First solution: [0, 4, 7, 5, 2, 6, 1, 3]');
	await cell.getByRole('button', { name: 'Show on the board' }).click();
	const code = cell.locator('pre[aria-label^="Your code"]');
	await expect(code).toBeVisible();
	await expect(code).toContainText('def first_solution(n):');
	await expect(
		cell.getByText('Replayed from your is_safe calls and the list of columns you gave it'),
	).toBeVisible();
	await code.focus();
	await page.keyboard.press('ArrowRight'); // the first step: row 0, column 0 tried
	await expect(cell.getByText('Your code: line 8 made this step')).toBeVisible();
	await expect(code.locator('[aria-current="step"]')).toContainText(
		'if is_safe(columns, row, col):',
	);
	await page.keyboard.press('ArrowRight'); // its check
	await page.keyboard.press('ArrowRight'); // the queen put down
	await expect(cell.getByText('Your code: line 9 made this step')).toBeVisible();
	await expect(code.locator('[aria-current="step"]')).toContainText('columns.append(col)');
	// The board shows the queen in row 1, column 1 (the player counts from 1).
	await expect(cell.getByText(/1 of 8 queens placed/).first()).toBeVisible();
});

test('exercise 1 in Python on the Chinese page: the replay says it all in Chinese, the line lit', async ({
	page,
}) => {
	const cell = await openCell(
		page,
		exerciseLabel(getExercise('first-solution', 'zh-cn')),
		'/zh-cn/08-exercises/',
	);
	await cell.getByRole('radio', { name: 'Python' }).check();
	await replaceCode(page, cell, FIRST_PY, { editor: /^代码：/, edit: cellZh.toolbar.edit });
	await cell.getByRole('button', { name: cellZh.toolbar.run, exact: true }).click();
	await cell.getByRole('button', { name: cellZh.toolbar.showOnBoard }).click({ timeout: RUN_MS });
	const code = cell.getByLabel(cellZh.replay.codeLabel);
	await expect(code).toContainText('def first_solution(n):');
	const note = cell.getByText(cellZh.replay.derived);
	await expect(note).toBeVisible();
	expect(brokenRules(cellZh.replay.derived)).toEqual([]);
	expect(brokenRules(cellZh.replay.cutDerived(100_000))).toEqual([]);
	await code.focus();
	await page.keyboard.press('ArrowRight');
	await expect(cell.getByText(cellZh.replay.lineMadeStep(8))).toBeVisible();
	await expect(code.locator('[aria-current="step"]')).toContainText(
		'if is_safe(columns, row, col):',
	);
});
