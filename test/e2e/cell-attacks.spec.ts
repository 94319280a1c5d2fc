import { test, expect } from './fixtures.ts';
import { CELL_ATTACKS as ATTACKS, cellOutput, openCell, replaceCode } from './cells.ts';

/*
 * Issue 25, point 2, on the built site: each way cell code could flood or stall the page (return,
 * print, throw, draw, check) ends, in one cell run after run, with what it says it did and a
 * short output. Before the fix these held the page for 5 to 18 s: how long the page's thread is
 * held is a measure, `npm run measure` (test/measure/cell-attacks.spec.ts). (What crosses, in
 * characters: test/unit/cell-cannot-hold-the-page.test.ts.)
 */

/** Most characters the cell's output region may hold after any attack. */
const MOST_TEXT = 20_000;

test('every attack in turn: the run ends, says what it did, and leaves a short output; a 20-queen board is drawn 20 × 20', async ({
	page,
}) => {
	// Five runs, each a fresh worker; each may take a minute on a machine five times slower.
	test.setTimeout(ATTACKS.length * 90_000);
	const cell = await openCell(page);
	const run = cell.getByRole('button', { name: 'Run', exact: true });
	for (const attack of ATTACKS) {
		await test.step(attack.path, async () => {
			await replaceCode(page, cell, attack.code);
			await run.click();
			await expect(cellOutput(cell)).toContainText(attack.shows, { timeout: 60_000 });
			await expect(run).toBeEnabled();
			expect((await cellOutput(cell).innerText()).length).toBeLessThan(MOST_TEXT);
			if (attack.path !== 'draw') return;
			const board = cellOutput(cell).getByRole('grid');
			await expect(board.getByRole('row')).toHaveCount(20);
			await expect(board.getByRole('gridcell')).toHaveCount(400);
			await expect(cellOutput(cell)).not.toContainText('of 16');
		});
	}
});
