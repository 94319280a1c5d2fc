import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import { hydrated } from './pages.ts';
import type { Locator, Page } from '@playwright/test';
import {
	CHAPTER_CELLS,
	LOOP_CELL_N,
	type ChapterCell,
} from '../../src/notebook/exercises/chapter-cells.ts';
import { HELPER_DOCS } from '../../src/notebook/runtime/helpers.ts';
import { backtrack, countWithCheck } from '../../src/solver/search/index.ts';
import { formatCount } from '../../src/solver/format/index.ts';
import { mirrorLeftRight } from '../../src/solver/board/index.ts';

/*
 * The free cells of chapters 2 to 5: each runs as it stands, replays on the board with the
 * learner's line lit, and an edit of the kind its comment invites changes what it prints.
 * Expected figures come from the solver, never typed in.
 */

/** The first solution of n queens and the checks made to reach it, as the solver finds them. */
function firstSolution(n: number): { digits: string; columns: number[]; checks: number } {
	const events = [...backtrack({ n, first: true })];
	const solution = events.find((e) => e.type === 'solution');
	const done = events.at(-1);
	if (solution?.type !== 'solution' || done?.type !== 'done') throw new Error('no solution');
	return {
		digits: solution.columns.join(''),
		columns: [...solution.columns],
		checks: done.stats.checks,
	};
}

/** The chapter page's cell, once its island has hydrated. */
async function openCell(page: Page, path: string, cell: ChapterCell): Promise<Locator> {
	await page.goto(path);
	return hydrated(page, page.getByRole('region', { name: cell.label, exact: true }));
}

const output = (cell: Locator) => cell.getByRole('region', { name: /^Output of / });

/** Opens the editor, replaces the code (indentation dropped: the editor indents as it goes) and runs it. */
async function runEdited(page: Page, cell: Locator, code: string): Promise<void> {
	await cell.getByRole('button', { name: 'Edit' }).click();
	await expect(cell.getByRole('textbox', { name: /^Code of / })).toBeFocused();
	await page.keyboard.press('ControlOrMeta+a');
	await page.keyboard.press('Delete');
	await page.keyboard.insertText(code.replace(/^\s+/gm, ''));
	await page.keyboard.press('Shift+Enter');
}

/** Replaces one passage of a starter, failing when the passage is not there. */
function edit(starter: string, from: string, to: string): string {
	if (!starter.includes(from)) throw new Error(`the starter has no ${from}`);
	return starter.replace(from, to);
}

/** Shows the run on the board and steps once: the learner's isSafe line is lit. */
async function replayFirstStep(page: Page, cell: Locator): Promise<void> {
	await cell.getByRole('button', { name: 'Show on the board' }).click();
	const code = cell.locator('pre[aria-label^="Your code"]');
	await expect(code).toBeVisible();
	await code.focus();
	await page.keyboard.press('ArrowRight');
	await expect(code.locator('[aria-current="step"]')).toContainText('board.isSafe(row, col)');
	await expect(cell.getByText(/line \d+ made this step/)).toBeVisible();
}

const EIGHT = firstSolution(8);

const CASES = [
	{
		chapter: 2,
		path: '/02-backtracking-step-by-step/',
		cell: CHAPTER_CELLS.columnOrder,
		prints: `First solution: ${EIGHT.digits} after trying ${EIGHT.checks} squares`,
		change: {
			what: 'columns tried from the right find the mirror image',
			code: edit(
				CHAPTER_CELLS.columnOrder.starter,
				'for (let col = 0; col < n; col++)',
				'for (let col = n - 1; col >= 0; col--)',
			),
			marker: 'for (let col = n - 1; col >= 0; col--)',
			prints: `First solution: ${mirrorLeftRight(EIGHT.columns).join('')} after trying ${EIGHT.checks} squares`,
		},
	},
	{
		chapter: 3,
		path: '/03-representing-the-board/',
		cell: CHAPTER_CELLS.arrayToBoard,
		prints: 'columns[5] = 5: a queen above attacks this square',
		change: {
			what: 'a mended array is a solution',
			code: edit(
				CHAPTER_CELLS.arrayToBoard.starter,
				'[0, 2, 4, 1, 3, 5]',
				JSON.stringify(firstSolution(6).columns),
			),
			marker: `const columns = ${JSON.stringify(firstSolution(6).columns)};`,
			prints: 'A solution: no queen attacks another.',
		},
	},
	{
		chapter: 4,
		path: '/04-checking-for-attacks/',
		cell: CHAPTER_CELLS.swapTheCheck,
		prints: `formula: ${countWithCheck({ n: 8, check: 'formula' }).solutions} solutions, ${formatCount(countWithCheck({ n: 8, check: 'formula' }).comparisons)} comparisons`,
		change: {
			what: 'the nearest-row-first check makes fewer comparisons',
			code: edit(
				CHAPTER_CELLS.swapTheCheck.starter,
				'const check = formula;',
				'const check = formulaUp;',
			),
			marker: 'const check = formulaUp;',
			prints: `formulaUp: ${countWithCheck({ n: 8, check: 'formula-up' }).solutions} solutions, ${formatCount(countWithCheck({ n: 8, check: 'formula-up' }).comparisons)} comparisons`,
		},
	},
	{
		chapter: 5,
		path: '/05-recursion-and-the-stack/',
		cell: CHAPTER_CELLS.recursionToLoop,
		prints: `First solution: ${firstSolution(LOOP_CELL_N).digits} after ${firstSolution(LOOP_CELL_N).checks} checks`,
		change: {
			what: 'the worked loop with its own stack prints what the recursion printed',
			code: CHAPTER_CELLS.recursionToLoop.worked,
			marker: 'while (stack.length < n) {',
			prints: `First solution: ${firstSolution(LOOP_CELL_N).digits} after ${firstSolution(LOOP_CELL_N).checks} checks`,
			same: true,
		},
	},
] as const;

for (const c of CASES) {
	test.describe(`chapter ${c.chapter}: ${c.cell.label}`, () => {
		test('runs as it stands, then replays on the board with the learner’s line lit', async ({
			page,
		}) => {
			const cell = await openCell(page, c.path, c.cell);
			await expect(cell.getByRole('textbox')).toHaveCount(0); // reads first: no editor yet
			// The helpers in scope are listed above the code, for the page's HTML to carry (the list
			// of the language the cell is written in: Python's is there too, hidden).
			await cell.getByText('Helpers your code can call').filter({ visible: true }).click();
			for (const helper of HELPER_DOCS) {
				await expect(cell.getByText(helper.signature, { exact: true })).toBeVisible();
			}
			await cell.getByRole('button', { name: 'Run' }).click();
			await expect(output(cell)).toContainText(c.prints);
			await replayFirstStep(page, cell);
			await expectNoAxeViolations(page, '.nq-cell');
		});

		test(`an edit runs: ${c.change.what}`, async ({ page }) => {
			const cell = await openCell(page, c.path, c.cell);
			await runEdited(page, cell, c.change.code);
			await expect(output(cell)).toContainText(c.change.prints);
			if (!('same' in c.change)) await expect(output(cell)).not.toContainText(c.prints);
			// The edit is saved as it is typed and comes back after a reload.
			await page.reload();
			const again = await openCell(page, c.path, c.cell);
			await expect(again.locator('pre[aria-label^="Code of "]')).toContainText(c.change.marker);
			await again.getByRole('button', { name: 'Run' }).click();
			await expect(output(again)).toContainText(c.change.prints);
		});
	});
}

test('chapter 5: the loop cell’s hints end in a worked loop, shown as code', async ({ page }) => {
	const cell = await openCell(page, CASES[3].path, CHAPTER_CELLS.recursionToLoop);
	const hints = CHAPTER_CELLS.recursionToLoop.hints;
	for (let i = 1; i <= hints.length; i++) {
		await cell.getByRole('button', { name: `Show hint ${i} of ${hints.length}` }).click();
	}
	await cell.getByRole('button', { name: 'Show the worked solution' }).click();
	await expect(cell.locator('pre[aria-label^="Worked solution of "]')).toContainText(
		'const back = stack.pop()!;',
	);
});
