import { test, expect } from '../e2e/fixtures.ts';
import { CELL_ATTACKS, cellOutput, openCell, replaceCode } from '../e2e/cells.ts';
import { pageIdle } from '../e2e/pages.ts';
import { longestTaskSince, observeLongTasks, pageClock } from './long-tasks.ts';
import { CHAPTER_CELLS } from '../../src/notebook/exercises/chapter-cells.ts';

/*
 * `npm run measure`: the longest task each of issue 25's cell attacks (return, print, throw, draw,
 * check) puts on the page, three fresh pages each, reported as the median and every figure
 * (docs/performance.md quotes them), against 100 ms (300 ms for a real 20 × 20 drawing, see
 * cells.ts). What the gate holds of the same attacks, untimed: test/e2e/cell-attacks.spec.ts.
 */

const RUNS = 3;

test('the longest task of each cell attack, median of three pages', async ({ page }) => {
	test.setTimeout(600_000);
	await observeLongTasks(page);
	const report: string[] = [];
	for (const attack of CELL_ATTACKS) {
		const figures: number[] = [];
		for (let run = 0; run < RUNS; run++) {
			await page.goto('/08-exercises/');
			const cell = await openCell(page);
			await replaceCode(page, cell, attack.code);
			await pageIdle(page); // the editor's own work is not measured
			const since = await pageClock(page);
			await cell.getByRole('button', { name: 'Run', exact: true }).click();
			await expect(cellOutput(cell)).toContainText(attack.shows, { timeout: 60_000 });
			await pageIdle(page); // the tasks the output's arrival set off are
			figures.push(await longestTaskSince(page, since));
		}
		const median = [...figures].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
		report.push(`${attack.path}: median ${median} ms (${figures.join(', ')})`);
		const limit = 'longestTask' in attack ? attack.longestTask : 100;
		expect.soft(median, `${attack.path}: ${figures.join(', ')} ms`).toBeLessThanOrEqual(limit);
	}
	console.log(`cell attacks, longest task on the page: ${report.join('; ')}`);
	test.info().annotations.push({ type: 'cell attacks', description: report.join('; ') });
});

test('the longest task while a cell returns an array of 2,000,000 numbers, median of three pages', async ({
	page,
}) => {
	// The gate holds that the array is summarised in a line (test/e2e/notebook-box.spec.ts).
	test.setTimeout(300_000);
	const chapter = '/02-backtracking-step-by-step/';
	await observeLongTasks(page);
	const figures: number[] = [];
	for (let run = 0; run < RUNS; run++) {
		await page.goto(chapter);
		const cell = await openCell(page, CHAPTER_CELLS.columnOrder.label, chapter);
		await replaceCode(page, cell, 'return new Array(2e6).fill(7);');
		await pageIdle(page); // the editor's own work is not measured
		const since = await pageClock(page);
		await cell.getByRole('button', { name: 'Run', exact: true }).click();
		await expect(cellOutput(cell)).toContainText('2,000,000', { timeout: 60_000 });
		await pageIdle(page); // the tasks the output's arrival set off are
		figures.push(await longestTaskSince(page, since));
	}
	const median = [...figures].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
	console.log(`a returned 2,000,000-element array: median ${median} ms (${figures.join(', ')})`);
	expect.soft(median, `${figures.join(', ')} ms`).toBeLessThanOrEqual(100);
});
