/**
 * The notebook cell's own times in Chromium, for `npm run measure`: Run → result for exercise 1
 * on a page just opened (the first Run starts the worker) and on a warm page (the next worker was
 * started ahead), and the challenge's worked solution counting 13 queens inside the box, as its
 * own console.time reports it.
 */
import type { Locator, Page } from 'playwright-core';
import { getExercise } from '../../src/notebook/exercises/index.ts';

const FIRST = 'Exercise 1: stop at the first solution';
const CHALLENGE = 'Challenge: count 13 queens in time';

/** Chapter 8's cell called `label`, hydrated. */
async function openCell(page: Page, base: string, label: string): Promise<Locator> {
	await page.goto(`${base}/08-exercises/`);
	const cell = page.getByRole('region', { name: label, exact: true });
	await cell.scrollIntoViewIfNeeded();
	await page.locator('astro-island:not([ssr])', { has: cell }).first().waitFor();
	return cell;
}

/** Milliseconds from pressing Run to the cell saying it finished, timed in the page. */
async function timeRun(cell: Locator): Promise<number> {
	await cell.getByRole('button', { name: 'Run' }).hover(); // as a learner's pointer reaches Run
	return cell.evaluate(
		(section) =>
			new Promise<number>((resolve, reject) => {
				const status = section.querySelector('[role="status"]')!;
				const run = [...section.querySelectorAll('button')].find((b) => b.textContent === 'Run')!;
				const start = performance.now();
				const observer = new MutationObserver(() => {
					if (!/^Finished|^Stopped with an error/.test(status.textContent ?? '')) return;
					observer.disconnect();
					resolve(performance.now() - start);
				});
				observer.observe(status, { subtree: true, childList: true, characterData: true });
				run.click();
				setTimeout(() => reject(new Error('the run did not finish in 60 s')), 60_000);
			}),
	);
}

/** Replaces the cell's code through its editor, as a learner pasting it. */
async function replaceCode(page: Page, cell: Locator, code: string): Promise<void> {
	await cell.getByRole('button', { name: 'Edit' }).click();
	await cell.getByRole('textbox', { name: /^Code of / }).waitFor();
	await page.keyboard.press('ControlOrMeta+a');
	await page.keyboard.press('Delete');
	await page.keyboard.insertText(code);
}

/** Median milliseconds: first Run on a fresh page, a later Run, and countSolutions(13) in the box. */
export async function measureNotebook(
	page: Page,
	base: string,
	runs: number,
	median: (xs: number[]) => number,
): Promise<{ first: number; warm: number; challenge: number }> {
	const first: number[] = [];
	const warm: number[] = [];
	const challenge: number[] = [];
	for (let i = 0; i < runs; i++) {
		const cell = await openCell(page, base, FIRST);
		first.push(await timeRun(cell));
		await page.waitForTimeout(1000); // the learner reads the result; the next worker warms
		warm.push(await timeRun(cell));
		const box = await openCell(page, base, CHALLENGE);
		await replaceCode(page, box, getExercise('count-13').solution);
		await timeRun(box);
		const printed = await box.getByRole('region', { name: /^Output of / }).innerText();
		challenge.push(Number(/n = 13: ([\d.]+) ms/.exec(printed)![1]));
	}
	await page.evaluate(() => localStorage.clear());
	return { first: median(first), warm: median(warm), challenge: median(challenge) };
}
