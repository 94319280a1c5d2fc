import { test, expect } from '../e2e/fixtures.ts';
import { CELL_ATTACKS, cellOutput, openCell, replaceCode } from '../e2e/cells.ts';
import { longestTaskSince, observeLongTasks, pageClock } from '../e2e/long-tasks.ts';

/*
 * `npm run measure`: the longest task each of issue 25's cell attacks (return, print, throw, draw,
 * check) puts on the page, three fresh pages each, reported as the median and every figure
 * (docs/performance.md quotes them). The gate holds the same attacks to 100 ms at their best of
 * three: test/e2e/cell-attacks.spec.ts.
 */

const RUNS = 3;
const LIMIT_MS = 100;

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
			await page.waitForTimeout(300);
			const since = await pageClock(page);
			await cell.getByRole('button', { name: 'Run', exact: true }).click();
			await expect(cellOutput(cell)).toContainText(attack.shows, { timeout: 60_000 });
			await page.waitForTimeout(300);
			figures.push(await longestTaskSince(page, since));
		}
		const median = [...figures].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
		report.push(`${attack.path}: median ${median} ms (${figures.join(', ')})`);
		expect.soft(median, `${attack.path}: ${figures.join(', ')} ms`).toBeLessThanOrEqual(LIMIT_MS);
	}
	console.log(`cell attacks, longest task on the page: ${report.join('; ')}`);
	test.info().annotations.push({ type: 'cell attacks', description: report.join('; ') });
});
