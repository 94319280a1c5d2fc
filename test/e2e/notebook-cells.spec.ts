import { readFileSync } from 'node:fs';
import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import { cellOutput, FIRST, openCell, replaceCode, SOLVED_FIRST } from './cells.ts';
import type { Page } from '@playwright/test';
import { lockedMessage } from '../../src/notebook/runtime/unavailable.ts';

const output = cellOutput;
const SOLVED = SOLVED_FIRST;

/** The notebook's toolbar at the top of the chapter. */
const toolbar = (page: Page) => page.getByRole('group', { name: 'Your notebook' });

test.describe('notebook cells (chapter 8)', () => {
	test('reads first: highlighted starter, Run, then the checks fail on the unchanged starter', async ({
		page,
	}) => {
		const cell = await openCell(page);
		await expect(cell.getByRole('textbox')).toHaveCount(0); // no editor until Edit
		await cell.getByRole('button', { name: 'Run' }).click();
		await expect(output(cell)).toContainText('First solution: [7, 3, 0, 2, 5, 1, 6, 4]');
		await expect(output(cell).getByRole('grid')).toHaveCount(1); // the printed board, drawn
		await expect(output(cell)).toContainText(/\d of 7 checks passed/);
		await expect(output(cell)).toContainText('✗ failed: n = 8: stops at the first solution');
		await expectNoAxeViolations(page, '.nq-cell');
	});

	test('type a solution, run it with Shift+Enter: every check passes and progress is kept', async ({
		page,
	}) => {
		const cell = await openCell(page);
		await replaceCode(page, cell, SOLVED);
		await page.keyboard.press('Shift+Enter');
		await expect(output(cell)).toContainText('found [0, 4, 7, 5, 2, 6, 1, 3]');
		await expect(output(cell)).toContainText('7 of 7 checks passed');
		await expect(cell).toContainText('Passed: this browser remembers it.');
		await page.reload();
		const again = await openCell(page);
		await expect(again).toContainText('Passed: this browser remembers it.');
		// The edit survived the reload too.
		await expect(again.locator('pre[aria-label^="Code of "]')).toContainText(
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
		await expect(output(cell)).toContainText('Your code threw the value "no queens today".');
		await page.keyboard.press('ControlOrMeta+a');
		await page.keyboard.insertText('const q = 1;\nnull.x;');
		await page.keyboard.press('Shift+Enter');
		await expect(output(cell)).toContainText(
			/Your code threw an error \(line 2, column \d+\): TypeError/,
		);
		await expect(output(cell)).not.toContainText(' at ');
	});

	test('a million printed lines are cut at the cap', async ({ page }) => {
		const cell = await openCell(page);
		await replaceCode(page, cell, 'for (let i = 0; i < 1_000_000; i++) console.log(i);');
		await page.keyboard.press('Shift+Enter');
		await expect(output(cell)).toContainText('output cut after 2,000 lines', { timeout: 60_000 });
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

	test('cell code cannot reach the network, storage or the page through its global object', async ({
		page,
	}) => {
		const cell = await openCell(page);
		const names = [
			'fetch',
			'XMLHttpRequest',
			'WebSocket',
			'EventSource',
			'importScripts',
			'indexedDB',
			'caches',
			'BroadcastChannel',
			'postMessage',
			'close',
		];
		await replaceCode(
			page,
			cell,
			[
				// Function('return this')() is undefined in the box: its functions are strict.
				'const g = globalThis;',
				`const names = ${JSON.stringify(names)};`,
				'const open = names.filter((name) => { try { void g[name].x; return true; } catch { return false; } });',
				'const kept = [];',
				'for (let o = Object.getPrototypeOf(g); o; o = Object.getPrototypeOf(o))',
				'  for (const name of names) if (Object.getOwnPropertyDescriptor(o, name)) kept.push(name);',
				"let storage = 'open';",
				"try { g.navigator.storage; } catch { storage = 'locked'; }",
				"console.log('open:', open.join(' ') || 'none', '| on prototypes:', kept.join(' ') || 'none', '| navigator.storage:', storage);",
				"try { g.fetch('/'); } catch (e) { console.log(e.message); }",
				"g.postMessage({ type: 'result', result: { run: { output: [{ kind: 'log', text: 'forged' }] } } });",
			].join('\n'),
		);
		await page.keyboard.press('Shift+Enter');
		await expect(output(cell)).toContainText(
			'open: none | on prototypes: none | navigator.storage: locked',
		);
		await expect(output(cell)).toContainText(lockedMessage('fetch'));
		// The forged post threw instead of reaching the page: the real result says so, on its line.
		await expect(output(cell)).toContainText(
			`Your code threw an error (line 11, column 3): Error: ${lockedMessage('postMessage')}`,
		);
		await expect(output(cell)).not.toContainText('forged');
	});

	test('export, then import into an empty browser, brings back the code and the passes', async ({
		page,
	}) => {
		const cell = await openCell(page);
		await replaceCode(page, cell, SOLVED);
		await page.keyboard.press('Shift+Enter');
		await expect(output(cell)).toContainText('7 of 7 checks passed');
		const tools = toolbar(page);
		// Above the exercises, off screen from the cell: a client:visible island, it hydrates in view.
		await tools.scrollIntoViewIfNeeded();
		await expect(tools).toContainText(`Exercises passed in this browser: 1 of 6 (${FIRST}).`);
		const [download] = await Promise.all([
			page.waitForEvent('download'),
			tools.getByRole('button', { name: 'Export all cells' }).click(),
		]);
		const file = readFileSync((await download.path())!, 'utf8');
		await page.evaluate(() => localStorage.clear());
		await page.reload();
		const empty = toolbar(page);
		await empty.scrollIntoViewIfNeeded();
		await expect(empty).toContainText('Exercises passed in this browser: 0 of 6.');
		await empty.getByLabel('Notebook file to import').setInputFiles({
			name: 'nqueens-notebook.json',
			mimeType: 'application/json',
			buffer: Buffer.from(file),
		});
		await expect(empty.getByRole('status')).toHaveText('Imported 1 cell and 1 pass.');
		await expect(empty).toContainText('1 of 6');
		const again = await openCell(page, FIRST);
		await expect(again).toContainText('Passed: this browser remembers it.');
		await expect(again.locator('pre[aria-label^="Code of "]')).toContainText(
			'if (placeRow(row + 1)) return true;',
		);
	});
});

test('on a phone a long printed line wraps inside the output, nothing hidden past its edge', async ({
	page,
}) => {
	await page.setViewportSize({ width: 390, height: 844 });
	const cell = await openCell(page);
	const line = `after trying ${'87 squares and '.repeat(12)}the search stops`;
	await replaceCode(page, cell, `console.log(${JSON.stringify(line)});`);
	await cell.getByRole('button', { name: 'Run' }).click();
	const printed = output(cell).locator('pre.text').first();
	await expect(printed).toHaveText(line);
	const { scroll, client } = await printed.evaluate((pre) => ({
		scroll: pre.scrollWidth,
		client: pre.clientWidth,
	}));
	expect(scroll).toBeLessThanOrEqual(client);
});
