import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../e2e/fixtures.ts';
import { hydrated as hydratedInView, pageIdle } from '../e2e/pages.ts';
import { cellOutput, replaceCode } from '../e2e/cells.ts';
import { bestOfThree, longestTaskSince, observeLongTasks, pageClock } from './long-tasks.ts';
import { LIMITS } from '../../src/solver/input/index.ts';
import { BOOK_CELLS } from '../../src/notebook/storage/book-cells.ts';
import { cellKey } from '../../src/notebook/storage/storage.ts';

/*
 * Issue 11, "no freezes": no control of a widget in chapters 6 to 9, notebook cells included, may
 * hold the page's thread for more than 100 ms. Each interaction is measured by a
 * PerformanceObserver for 'longtask' entries (tasks of 50 ms and more), and its figure is the
 * longest task that started during it.
 *
 * Against flakes on a busy machine (two cores, other browsers and builds beside this one): 100 ms
 * of work can stretch to 200 ms under contention, but a freeze caused by the widget is there every
 * time. So an interaction over the limit is measured again, on a fresh page, up to twice more,
 * and its figure is the smallest of the (up to three) maxima: noise has to strike every attempt to
 * fail the test, a real freeze fails all three. The limit itself is never raised.
 */

const LIMIT_MS = 100;
const ATTEMPTS = 3;

/**
 * Waits until the island holding `widget` (a selector: its first match) has hydrated: scrolled to,
 * and pointed at where it waits for intent (a code cell, the bug replay), as e2e's `hydrated` does.
 */
async function hydrated(page: Page, widget: string | Locator): Promise<void> {
	await hydratedInView(page, typeof widget === 'string' ? page.locator(widget).first() : widget);
}

interface Interaction {
	name: string;
	/** Brings the page to the state just before the interaction (not measured). */
	setUp: (page: Page) => Promise<void>;
	/** The interaction, and a wait until its work is over (measured). */
	act: (page: Page) => Promise<void>;
}

/** The figure of one interaction: the longest task while it ran, best of up to three fresh pages. */
async function measure(page: Page, path: string, interaction: Interaction): Promise<number[]> {
	return bestOfThree(LIMIT_MS, async () => {
		await page.goto(path);
		await interaction.setUp(page);
		await pageIdle(page); // let set-up work (and its tasks) finish
		const since = await pageClock(page);
		await interaction.act(page);
		await pageIdle(page); // the tasks the interaction set off are measured

		return longestTaskSince(page, since);
	});
}

/** Runs every interaction of one page and expects each one's best figure within the limit. */
async function expectNoFreezes(page: Page, path: string, interactions: Interaction[]) {
	await observeLongTasks(page);
	const report: string[] = [];
	for (const interaction of interactions) {
		const figures = await measure(page, path, interaction);
		report.push(`${interaction.name}: ${figures.join(', ')} ms`);
		expect
			.soft(Math.min(...figures), `${interaction.name} (attempts: ${figures.join(', ')} ms)`)
			.toBeLessThanOrEqual(LIMIT_MS);
	}
	test.info().annotations.push({ type: 'long tasks', description: report.join('; ') });
}

const nothing = async () => {};

test.describe('no control of chapters 6 to 9 freezes the page for more than 100 ms', () => {
	test.describe.configure({ timeout: 120_000 });

	test('chapter 6: the bug replay', async ({ page }) => {
		const widget = '.nq-bug';
		const loaded = async (p: Page) => {
			await hydrated(p, widget);
			await expect(p.getByTestId('board-count')).toBeVisible({ timeout: 10_000 });
		};
		await expectNoFreezes(page, '/06-dead-ends/', [
			{ name: 'loading the replay', setUp: nothing, act: loaded },
			...[/half fix/i, /clear the row when its loop ends/i, /also clear after printing/i].map(
				(name): Interaction => ({
					name: `choosing version ${name.source}`,
					setUp: loaded,
					act: async (p) => {
						await p.getByRole('radio', { name }).check();
						await p.waitForTimeout(500);
					},
				}),
			),
			{
				name: 'Is it this step?',
				setUp: loaded,
				act: (p) => p.getByRole('button', { name: 'Is it this step?' }).click(),
			},
			{
				name: 'Show me',
				setUp: loaded,
				act: async (p) => {
					await p.getByRole('button', { name: 'Show me', exact: true }).click();
					await expect(p.getByText(/^Here row/)).toBeVisible();
				},
			},
		]);
	});

	test('chapter 7: the solution gallery', async ({ page }) => {
		const countLine = (p: Page) => p.locator('.nq-gallery .count');
		const atSize = (n: number) => async (p: Page) => {
			await hydrated(p, '.nq-gallery');
			await expect(countLine(p)).toContainText('solutions for n = 8');
			if (n !== 8) {
				await p.getByLabel('Board size n').selectOption(String(n));
				await expect(countLine(p)).toContainText(`solutions for n = ${n}`, { timeout: 10_000 });
			}
		};
		await expectNoFreezes(page, '/07-all-92/', [
			{ name: 'loading the gallery', setUp: nothing, act: atSize(8) },
			{
				name: 'size 8 to 10',
				setUp: atSize(8),
				act: async (p) => {
					await p.getByLabel('Board size n').selectOption('10');
					await expect(countLine(p)).toContainText('724 solutions', { timeout: 10_000 });
				},
			},
			{
				name: 'n = 10: group by symmetry class',
				setUp: atSize(10),
				act: (p) => p.getByLabel('Group by symmetry class').check(),
			},
			{
				name: 'n = 10: fundamental only',
				setUp: atSize(10),
				act: (p) => p.getByLabel(/Fundamental only/).check(),
			},
			{
				name: 'n = 10: next page',
				setUp: atSize(10),
				act: (p) => p.getByRole('button', { name: 'Next →' }).click(),
			},
			{
				name: 'n = 10: pick a board and turn it',
				setUp: atSize(10),
				act: async (p) => {
					await p.getByRole('button', { name: /^Solution #2 / }).click();
					await p.getByRole('button', { name: 'Rotate 90°' }).click();
				},
			},
			{
				name: 'n = 10: format menu',
				setUp: atSize(10),
				act: async (p) => {
					await p.getByLabel(/^Format/).selectOption('chess');
				},
			},
		]);
	});

	test('chapter 8: every Run button of the exercises', async ({ page }) => {
		const demos = [
			'first-solution',
			'permutations-vs-backtracking',
			'count-12',
			'chess-notation',
			'occupancy-check',
		];
		await expectNoFreezes(
			page,
			'/08-exercises/',
			demos.map((demo, i) => ({
				name: `Run: ${demo}`,
				setUp: (p) => hydrated(p, p.locator('.nq-demo').nth(i)),
				act: async (p) => {
					const widget = p.locator('.nq-demo').nth(i);
					await widget.getByRole('button', { name: 'Run' }).click();
					await expect(widget.getByRole('status')).toContainText('Finished in', {
						timeout: 30_000,
					});
				},
			})),
		);
	});

	test('chapter 8: a notebook cell (Edit, Run, a million prints, an endless loop, Show on the board)', async ({
		page,
	}) => {
		const cell = (p: Page) => p.getByRole('region', { name: /^Exercise 1:/ });
		const output = (p: Page) => cell(p).getByRole('region', { name: /^Output of / });
		const ready = (p: Page) => hydrated(p, cell(p));
		const editing = async (p: Page) => {
			await ready(p);
			await cell(p).getByRole('button', { name: 'Edit' }).click();
			await expect(cell(p).getByRole('textbox', { name: /^Code of / })).toBeFocused();
		};
		/** Opens the editor with `code` in it (set-up, not measured). */
		const withCode = (code: string) => async (p: Page) => {
			await editing(p);
			await p.keyboard.press('ControlOrMeta+a');
			await p.keyboard.insertText(code);
		};
		const search =
			'board.start(6);\nfunction go(r: number): boolean {\nif (r === 6) { board.solution(); return true; }\nfor (let c = 0; c < 6; c++) {\nif (board.isSafe(r, c)) {\nboard.place(r, c);\nif (go(r + 1)) return true;\nboard.remove(r, c);\n}\n}\nreturn false;\n}\ngo(0);';
		await expectNoFreezes(page, '/08-exercises/', [
			{ name: 'Edit (the editor loads)', setUp: ready, act: editing },
			{
				name: 'Run the starter (compiler, worker, checks)',
				setUp: ready,
				act: async (p) => {
					await cell(p).getByRole('button', { name: 'Run' }).click();
					await expect(output(p)).toContainText('checks passed', { timeout: 30_000 });
				},
			},
			{
				name: 'Run a million prints',
				setUp: withCode('for (let i = 0; i < 1_000_000; i++) console.log(i);'),
				act: async (p) => {
					await p.keyboard.press('Shift+Enter');
					await expect(output(p)).toContainText('output cut after', { timeout: 30_000 });
				},
			},
			{
				name: 'Run an endless loop, then Stop',
				setUp: withCode('while (true) {}'),
				act: async (p) => {
					await p.keyboard.press('Shift+Enter');
					await expect(cell(p).getByRole('status').first()).toHaveText('Running…');
					await cell(p).getByRole('button', { name: 'Stop' }).click();
					await expect(cell(p).getByText('Stopped. The next Run starts afresh.')).toBeVisible();
				},
			},
			{
				name: 'Show on the board (the player loads and replays the learner’s search)',
				setUp: async (p) => {
					await withCode(search)(p);
					await p.keyboard.press('Shift+Enter');
					await expect(cell(p).getByRole('button', { name: 'Show on the board' })).toBeVisible({
						timeout: 30_000,
					});
				},
				act: async (p) => {
					await cell(p).getByRole('button', { name: 'Show on the board' }).click();
					await expect(cell(p).locator('pre[aria-label^="Your code"]')).toBeVisible();
				},
			},
		]);
	});

	test('chapter 9: the count race', async ({ page }) => {
		const widget = '.nq-count';
		await expectNoFreezes(page, '/09-beyond-eight/', [
			{ name: 'loading the count race', setUp: nothing, act: (p) => hydrated(p, widget) },
			{
				name: 'Run n = 4 to 14',
				setUp: (p) => hydrated(p, widget),
				act: async (p) => {
					await p.locator(widget).getByRole('button', { name: 'Run' }).click();
					await expect(p.locator(`${widget} .status`)).toContainText('Done', {
						timeout: 30_000,
					});
				},
			},
		]);
	});
});

/*
 * Issue 25, point 3: a file the notebook's import accepts never holds the page for more than 200 ms,
 * neither when it is imported (chapter 8) nor when chapter 3's cell hydrates with its code and
 * draws it. Before the fix, 99,999 line ends held Chromium for 191 s in one task. The big code box
 * is read with the page's own querySelectorAll: Playwright's locators walk every element in the
 * page's thread, and would be measured with it.
 */
test.describe('an imported file at the limits opens without a task over 200 ms', () => {
	test.describe.configure({ timeout: 600_000 });
	const LIMIT_IMPORT_MS = 200;
	const MAX = LIMITS.cellCodeChars.max;
	const shapes: { name: string; code: string; lines: number; everyCell?: boolean }[] = [
		{ name: '99,999 line ends', code: '\n'.repeat(MAX - 1), lines: MAX - 1 },
		{ name: 'one line of 100,000 characters', code: 'x'.repeat(MAX), lines: 1 },
		{ name: '100,000 characters JSON escapes', code: '\u0001'.repeat(MAX), lines: 1 },
		{
			name: 'the largest file: every cell at 100,000 lines',
			code: '\n'.repeat(MAX - 1) + 'x',
			lines: MAX,
			everyCell: true,
		},
	];

	for (const shape of shapes) {
		test(shape.name, async ({ page }, testInfo) => {
			const path = testInfo.outputPath('nqueens-notebook.json');
			const ids = shape.everyCell ? [...BOOK_CELLS] : ['ch3-array-to-board'];
			const saved = { starterHash: '00000000', savedAt: '2026-11-25T10:00:00.000Z' };
			const cells = Object.fromEntries(ids.map((id) => [id, { code: shape.code, ...saved }]));
			writeFileSync(
				path,
				JSON.stringify({ format: 'nqueens-notebook-cells', version: 1, cells, progress: {} }),
			);
			await observeLongTasks(page);
			// Importing: on chapter 8, with its cells drawing the file's code when it has one for each.
			const figures = { importing: [] as number[], opening: [] as number[] };
			for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
				await page.goto('/08-exercises/');
				await page.evaluate(() => localStorage.clear());
				const toolbar = page.getByRole('group', { name: 'Your notebook' });
				await toolbar.scrollIntoViewIfNeeded();
				await pageIdle(page);
				let since = await pageClock(page);
				await toolbar.getByLabel('Notebook file to import').setInputFiles(path);
				await expect(toolbar.getByRole('status')).toContainText('Imported');
				await page.waitForTimeout(1_000); // cells near the toolbar may hydrate with the new code
				if (shape.everyCell) {
					// Every cell of chapter 8 now has saved code: each hydrates and draws it on sight.
					const count = await page.evaluate(() => document.querySelectorAll('.nq-cell').length);
					for (let i = 0; i < count; i++) {
						await page.evaluate(
							(at) => document.querySelectorAll('.nq-cell')[at]!.scrollIntoView(),
							i,
						);
						await page.waitForFunction(
							({ at, lines }) =>
								document.querySelectorAll('.nq-cell')[at]!.querySelectorAll('pre .line').length ===
								lines,
							{ at: i, lines: shape.lines },
							{ polling: 250, timeout: 120_000 },
						);
					}
				}
				figures.importing.push(await longestTaskSince(page, since));

				await page.goto('/03-representing-the-board/');
				since = 0; // a new page, a new clock: everything from its start counts
				await page.evaluate(() => document.querySelector('.nq-cell')!.scrollIntoView());
				await page.waitForFunction(
					(lines) => document.querySelectorAll('.nq-cell pre .line').length === lines,
					shape.lines,
					{ polling: 250, timeout: 120_000 },
				);
				await pageIdle(page);
				figures.opening.push(await longestTaskSince(page, since));
				const worst = Math.max(figures.importing.at(-1)!, figures.opening.at(-1)!);
				if (worst <= LIMIT_IMPORT_MS) break;
			}
			const report = `importing: ${figures.importing.join(', ')} ms; opening chapter 3: ${figures.opening.join(', ')} ms`;
			test.info().annotations.push({ type: 'long tasks', description: report });
			console.log(`${shape.name}: ${report}`);
			expect.soft(Math.min(...figures.importing), report).toBeLessThanOrEqual(LIMIT_IMPORT_MS);
			expect.soft(Math.min(...figures.opening), report).toBeLessThanOrEqual(LIMIT_IMPORT_MS);
		});
	}
});

/*
 * Issue 37, point 3: text and files small enough to keep but costly to lay out or parse. Before
 * the fix, Edit on one letter with 99,999 combining marks held the page 30.4 s, and importing 13 MB
 * of nested brackets held it 3.7 to 5.6 s before refusing it. Each is measured from a fresh page
 * to its end state (the editor drawing the count of marks left out; the import's refusal), best
 * of three; test/e2e/imported-file-stays-responsive.spec.ts holds the same states, untimed.
 */
test.describe('costly text and files hold the page no task over 200 ms', () => {
	test.describe.configure({ timeout: 600_000 });
	const LIMIT_MS = 200;
	const TOWER = `x${'\u0301'.repeat(LIMITS.cellCodeChars.max - 1)}`;

	// The tower, and beside it a plain line as long: what CodeMirror costs on 100,000 characters
	// of any kind, so the tower's own share can be read off.
	const EDITED: { name: string; code: string; drawn: string | RegExp }[] = [
		{ name: 'a saved tower of 99,999 combining marks', code: TOWER, drawn: 'marks not drawn' },
		{ name: 'a saved line of 100,000 letters, for comparison', code: 'x'.repeat(1e5), drawn: /x/ },
	];
	for (const edited of EDITED) {
		test(`Edit on ${edited.name}`, async ({ page }) => {
			await observeLongTasks(page);
			const figures = await bestOfThree(LIMIT_MS, async () => {
				await page.goto('/08-exercises/');
				const saved = { starterHash: '00000000', savedAt: '2026-11-25T10:00:00.000Z' };
				await page.evaluate(
					([key, value]) => localStorage.setItem(key!, value!),
					[cellKey('first-solution'), JSON.stringify({ code: edited.code, ...saved })],
				);
				await page.reload();
				const cell = page.getByRole('region', {
					name: 'Exercise 1: stop at the first solution',
					exact: true,
				});
				await hydrated(page, cell);
				await pageIdle(page);
				const since = await pageClock(page);
				await cell.getByRole('button', { name: 'Edit' }).click();
				await expect(cell.getByRole('textbox', { name: /^Code of / })).toContainText(edited.drawn, {
					timeout: 60_000,
				});
				await pageIdle(page);
				return longestTaskSince(page, since);
			});
			const report = `${figures.join(', ')} ms`;
			test.info().annotations.push({ type: 'long tasks', description: report });
			console.log(`Edit on ${edited.name}: ${report}`);
			expect.soft(Math.min(...figures)).toBeLessThanOrEqual(LIMIT_MS);
		});
	}

	test('importing the largest export: every cell in both languages, 100,000 escapes each', async ({
		page,
	}, testInfo) => {
		// The most an import reads: parsed in a worker, then checked and written on the page.
		const path = testInfo.outputPath('largest.json');
		const code = '\u0001'.repeat(LIMITS.cellCodeChars.max);
		const saved = { starterHash: '00000000', savedAt: '2026-11-25T10:00:00.000Z' };
		const other = { code, starterHash: '00000000' };
		const cells = Object.fromEntries([...BOOK_CELLS].map((id) => [id, { code, ...saved, other }]));
		writeFileSync(
			path,
			JSON.stringify({ format: 'nqueens-notebook-cells', version: 1, cells, progress: {} }),
		);
		await observeLongTasks(page);
		const figures = await bestOfThree(LIMIT_MS, async () => {
			// Chapter 3 has one cell of the book and draws nothing it imports until it is opened.
			await page.goto('/03-representing-the-board/');
			await page.evaluate(() => localStorage.clear());
			await page.goto('/08-exercises/');
			const toolbar = page.getByRole('group', { name: 'Your notebook' });
			await toolbar.scrollIntoViewIfNeeded();
			await expect(toolbar.getByRole('button', { name: 'Import cells…' })).toBeEnabled();
			await pageIdle(page);
			const since = await pageClock(page);
			await toolbar.getByLabel('Notebook file to import').setInputFiles(path);
			// Chromium's storage has no room for all of it: read and checked whole, it is refused.
			await expect(toolbar.getByRole('status')).toHaveText(/Imported|too full/, {
				timeout: 60_000,
			});
			return longestTaskSince(page, since);
		});
		test.info().annotations.push({ type: 'long tasks', description: `${figures.join(', ')} ms` });
		console.log(`importing the largest export: ${figures.join(', ')} ms`);
		expect.soft(Math.min(...figures)).toBeLessThanOrEqual(LIMIT_MS);
	});

	test('importing 13 MB of nested brackets', async ({ page }, testInfo) => {
		const path = testInfo.outputPath('brackets.json');
		writeFileSync(path, '['.repeat(6_500_000) + ']'.repeat(6_500_000));
		await observeLongTasks(page);
		const figures = await bestOfThree(LIMIT_MS, async () => {
			await page.goto('/08-exercises/');
			const toolbar = page.getByRole('group', { name: 'Your notebook' });
			await toolbar.scrollIntoViewIfNeeded();
			await expect(toolbar.getByRole('button', { name: 'Import cells…' })).toBeEnabled();
			await pageIdle(page);
			const since = await pageClock(page);
			await toolbar.getByLabel('Notebook file to import').setInputFiles(path);
			await expect(toolbar.getByRole('status')).toContainText('brackets', { timeout: 60_000 });
			await pageIdle(page);
			return longestTaskSince(page, since);
		});
		test.info().annotations.push({ type: 'long tasks', description: `${figures.join(', ')} ms` });
		console.log(`importing 13 MB of nested brackets: ${figures.join(', ')} ms`);
		expect.soft(Math.min(...figures)).toBeLessThanOrEqual(LIMIT_MS);
	});
});

test.describe('a Python cell that rewrites its books holds the page no task over 200 ms', () => {
	test.describe.configure({ timeout: 600_000 });
	const LIMIT_PYTHON_MS = 200;
	// Issue 37's attacks on the Python box, run in exercise 1's cell: what crosses is cut in the
	// worker's JavaScript (src/notebook/runtime/hostile.ts), so the page draws a bounded run.
	const ATTACKS: { name: string; code: string }[] = [
		{
			name: 'json.dumps rebound to return 20,000,000 characters',
			code: `import json\njson.dumps = lambda *args, **kwargs: '{"returned": "' + 'x' * 20_000_000 + '"}'\n1`,
		},
		{
			name: "the checks' record written with 3,000,000 characters",
			code: `def first_solution(n):\n    print_board.__globals__.setdefault('_seen', [None])[0] = '0' * 3_000_000 + '99'\n    return None`,
		},
	];
	for (const attack of ATTACKS) {
		test(attack.name, async ({ page }) => {
			await observeLongTasks(page);
			const figures = await bestOfThree(LIMIT_PYTHON_MS, async () => {
				await page.goto('/08-exercises/');
				const cell = page.getByRole('region', {
					name: 'Exercise 1: stop at the first solution',
					exact: true,
				});
				await hydrated(page, cell);
				await cell.getByRole('radio', { name: 'Python' }).check();
				await replaceCode(page, cell, attack.code);
				await pageIdle(page);
				const since = await pageClock(page);
				await cell.getByRole('button', { name: 'Run', exact: true }).click();
				await expect(cell.getByRole('status').first()).toHaveText(/Finished in|Stopped/, {
					timeout: 300_000,
				});
				await pageIdle(page);
				// What the page drew of the run is bounded: the millions of characters stayed behind.
				expect((await cellOutput(cell).innerText()).length).toBeLessThan(50_000);
				return longestTaskSince(page, since);
			});
			const report = `${figures.join(', ')} ms`;
			test.info().annotations.push({ type: 'long tasks', description: report });
			console.log(`${attack.name}: ${report}`);
			expect.soft(Math.min(...figures)).toBeLessThanOrEqual(LIMIT_PYTHON_MS);
		});
	}
});
