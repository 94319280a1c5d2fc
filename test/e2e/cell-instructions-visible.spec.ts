import { expect, test } from './fixtures.ts';
import { openCell, replaceCode } from './cells.ts';

/*
 * Issue 19, point 3: what a learner must read is on screen without Edit or scrolling sideways.
 * The read-only starter wraps, so its task (the first comment lines) is whole at 1280 and 390 px;
 * "Show on the board" keeps the lit line in view by scrolling its own code box, never the page.
 */

for (const width of [1280, 390]) {
	test(`at ${width} px the read-only starter wraps: nothing hides past its right edge`, async ({
		page,
	}) => {
		await page.setViewportSize({ width, height: 900 });
		const cell = await openCell(page);
		const code = cell.getByLabel(/^Code of Exercise 1.*read only/);
		await expect(code).toContainText('(columns[row], counting from 0)');
		const fits = await code.evaluate((pre) => pre.scrollWidth <= pre.clientWidth);
		expect(fits).toBe(true);
		// The task's last words, on line 3, are drawn inside the box.
		const line = code.locator('.line').nth(2);
		const [box, text] = await Promise.all([code.boundingBox(), line.boundingBox()]);
		expect(text!.x + text!.width).toBeLessThanOrEqual(box!.x + box!.width);
	});
}

test('the replay scrolls its code box to the lit line, and leaves the page where it was', async ({
	page,
}) => {
	const cell = await openCell(page);
	// Forty empty lines put the board's calls below the fold of the 20rem code box.
	await replaceCode(
		page,
		cell,
		`${'\n'.repeat(40)}board.start(4);\nboard.isSafe(0, 1);\nboard.place(0, 1);`,
	);
	await page.keyboard.press('Shift+Enter');
	await cell.getByRole('button', { name: 'Show on the board' }).click();
	const box = cell.getByLabel(/^Your code, with the line/);
	await expect(box).toBeVisible();
	const step = cell.getByRole('slider', { name: 'Step' });
	await step.focus();
	const pageTop = await page.evaluate(() => scrollY);
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await expect(cell.getByText(/Your code: line 4\d made this step/)).toBeVisible();
	await expect
		.poll(() =>
			box.evaluate((pre) => {
				const lit = pre.querySelector('.line.current')!.getBoundingClientRect();
				const view = pre.getBoundingClientRect();
				return pre.scrollTop > 0 && lit.top >= view.top && lit.bottom <= view.bottom;
			}),
		)
		.toBe(true);
	expect(await page.evaluate(() => scrollY)).toBe(pageTop);
});
