import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../e2e/fixtures.ts';
import { cellOutput, openCell, replaceCode } from '../e2e/cells.ts';
import { pageIdle } from '../e2e/pages.ts';
import { longestTaskSince, observeLongTasks, pageClock } from './long-tasks.ts';
import { exerciseLabel, getExercise } from '../../src/notebook/exercises/exercises.ts';

/*
 * `npm run measure`: the longest task on the page while a Python cell loops without end (silent,
 * or printing) and is stopped, three fresh pages each, against 100 ms. What the gate holds of
 * the same loops, untimed (the page draws and idles, Stop keeps the output):
 * test/e2e/python-box.spec.ts.
 */

const RUNS = 3;
const LIMIT_MS = 100;
/** A Python run's result may take this long on a loaded machine (the first loads Pyodide). */
const RUN_MS = 120_000;

const LOOPS = [
	{ name: 'while True', code: "print('spinning')\nwhile True:\n    pass", first: 'spinning' },
	{
		name: 'a print without end',
		code: "i = 0\nwhile True:\n    print('line', i, 'x' * 60)\n    i += 1",
		first: 'line 0 ',
	},
];

const runButton = (cell: Locator) => cell.getByRole('button', { name: 'Run', exact: true });

/** Loads exercise 1, runs `code` in Python until it printed `first` and more, Stops it: the longest task. */
async function loopThenStop(page: Page, code: string, first: string): Promise<number> {
	await page.goto('/08-exercises/');
	const cell = await openCell(page, exerciseLabel(getExercise('first-solution')));
	await cell.getByRole('radio', { name: 'Python' }).check();
	await replaceCode(page, cell, code);
	await pageIdle(page); // the editor's own work is not measured
	const since = await pageClock(page);
	await runButton(cell).click();
	await expect(cellOutput(cell)).toContainText(first, { timeout: RUN_MS });
	// A second of the loop's running, on the page's clock, is part of what is measured.
	await page.waitForFunction((from) => performance.now() - from > 1000, await pageClock(page));
	await cell.getByRole('button', { name: 'Stop' }).click();
	await expect(runButton(cell)).toBeEnabled();
	return longestTaskSince(page, since);
}

test('the longest task while a Python loop runs and is stopped, median of three pages', async ({
	page,
}) => {
	test.setTimeout(900_000);
	await observeLongTasks(page);
	const report: string[] = [];
	for (const loop of LOOPS) {
		const figures: number[] = [];
		for (let run = 0; run < RUNS; run++)
			figures.push(await loopThenStop(page, loop.code, loop.first));
		const median = [...figures].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
		report.push(`${loop.name}: median ${median} ms (${figures.join(', ')})`);
		expect.soft(median, `${loop.name}: ${figures.join(', ')} ms`).toBeLessThanOrEqual(LIMIT_MS);
	}
	console.log(`Python loops, longest task on the page: ${report.join('; ')}`);
	test.info().annotations.push({ type: 'python loops', description: report.join('; ') });
});
