import { test, expect } from './fixtures.ts';
import { cellOutput, openCell } from './cells.ts';
import { chapterCell } from '../../src/notebook/exercises/chapter-cells.ts';
import { pythonChapterCell } from '../../src/notebook/exercises/python-chapter-cells.ts';
import { backtrack } from '../../src/solver/search/index.ts';
import cellZh from '../../src/i18n/zh-cn/cell.ts';
import { drain } from '../unit/helpers.ts';

/*
 * The chapters' free cells in Python (issue 30), in Chromium on the built site: chapter 2's
 * "Try it" cell offers Python, remembers the choice across a reload, runs the Python starter in
 * the page's Python, prints what the TypeScript cell prints, and "Show on the board" replays the
 * Python run with its board.is_safe line lit; chapter 5's on the Chinese page likewise.
 */

// The first Python run loads the interpreter (seconds, many more on a busy machine).
test.describe.configure({ timeout: 180_000 });
const RUN_MS = 120_000;

/** The solver's first solution of n queens and the squares tried to reach it. */
function first(n: number) {
	const { events, stats } = drain(backtrack({ n, first: true }));
	const solution = events.find((e) => e.type === 'solution');
	if (solution?.type !== 'solution') throw new Error('no solution');
	return { columns: solution.columns.join(''), checks: stats.checks };
}

/** The line of `code` holding `text`, counted from 1. */
const lineOf = (code: string, text: string) =>
	code.split('\n').findIndex((line) => line.includes(text)) + 1;

test('chapter 2’s cell in Python: remembered, run, and replayed with the Python line lit', async ({
	page,
}) => {
	const path = '/02-backtracking-step-by-step/';
	const label = chapterCell('columnOrder').label;
	const python = pythonChapterCell('columnOrder').starter;
	await (await openCell(page, label, path)).getByRole('radio', { name: 'Python' }).check();
	await page.reload();
	// The cell keeps the choice: it comes back in Python (it hydrates on sight, its code kept).
	const cell = page.getByRole('region', { name: label, exact: true });
	await expect(cell.getByRole('radio', { name: 'Python' })).toBeChecked({ timeout: 30_000 });
	await expect(cell).toContainText('def place_row(row):');
	await cell.getByRole('button', { name: 'Run', exact: true }).click();
	const { columns, checks } = first(8);
	await expect(cellOutput(cell)).toContainText(
		`First solution: ${columns} after trying ${checks} squares`,
		{ timeout: RUN_MS },
	);
	await cell.getByRole('button', { name: 'Show on the board' }).click();
	const code = cell.locator('pre[aria-label^="Your code"]');
	await expect(code).toContainText('def place_row(row):');
	await code.focus();
	await page.keyboard.press('ArrowRight'); // the first step: row 0, column 0 tried
	const isSafe = lineOf(python, 'if board.is_safe(row, col):');
	await expect(cell.getByText(`Your code: line ${isSafe} made this step`)).toBeVisible();
	await expect(code.locator('[aria-current="step"]')).toContainText('board.is_safe(row, col)');
	await page.keyboard.press('ArrowRight'); // its check
	await page.keyboard.press('ArrowRight'); // the queen put down
	const place = lineOf(python, 'board.place(row, col)');
	await expect(cell.getByText(`Your code: line ${place} made this step`)).toBeVisible();
});

test('chapter 5’s cell in Python on the Chinese page: runs and replays, in Chinese', async ({
	page,
}) => {
	const label = chapterCell('recursionToLoop', 'zh-cn').label;
	const cell = await openCell(page, label, '/zh-cn/05-recursion-and-the-stack/');
	await cell.getByRole('radio', { name: 'Python' }).check();
	await expect(cell).toContainText('def place_row(row):');
	await cell.getByRole('button', { name: cellZh.toolbar.run, exact: true }).click();
	const { columns, checks } = first(6);
	await expect(cell.getByRole('region', { name: cellZh.cell.outputOf(label) })).toContainText(
		`第一个解 ${columns} 是在 ${checks} 次检查之后找到的`,
		{ timeout: RUN_MS },
	);
	await cell.getByRole('button', { name: cellZh.toolbar.showOnBoard }).click();
	const code = cell.getByLabel(cellZh.replay.codeLabel);
	await expect(code).toContainText('def place_row(row):');
	await code.focus();
	await page.keyboard.press('ArrowRight');
	const python = pythonChapterCell('recursionToLoop', 'zh-cn').starter;
	await expect(
		cell.getByText(cellZh.replay.lineMadeStep(lineOf(python, 'board.is_safe'))),
	).toBeVisible();
});

test('chapter 5’s cell in Python: Python’s hints, then the worked loop in Python', async ({
	page,
}) => {
	const label = chapterCell('recursionToLoop').label;
	const cell = await openCell(page, label, '/05-recursion-and-the-stack/');
	await cell.getByRole('radio', { name: 'Python' }).check();
	const hints = pythonChapterCell('recursionToLoop').hints!;
	for (let i = 1; i <= hints.length; i++) {
		await cell.getByRole('button', { name: `Show hint ${i} of ${hints.length}` }).click();
	}
	await expect(cell).toContainText('len(stack)');
	await cell.getByRole('button', { name: 'Show the worked solution' }).click();
	const worked = cell.locator('pre[aria-label^="Worked solution of "]');
	await expect(worked).toContainText('back = stack.pop()');
	await expect(worked).not.toContainText('const back');
});
