import type { Locator, Page } from '@playwright/test';
import { test as base, expect } from './fixtures.ts';
import { builtPages, hydrateEveryIsland } from './pages.ts';

const PAGES = builtPages();

/**
 * What the page saw of the Content-Security-Policy: violations reported to the document, one line
 * each (directive, blocked URI, where, sample). There must be none when a test ends; a test that
 * breaks the policy on purpose takes its own.
 */
interface Csp {
	/** The violations so far. */
	seen(): Promise<string[]>;
	/** The violations so far, forgotten with the console's reports of them. */
	take(): Promise<string[]>;
}

declare global {
	interface Window {
		/** Violations recorded by the init script below. */
		__cspViolations?: string[];
	}
}

/**
 * `test` that records every `securitypolicyviolation` event of each page (from before its first
 * script) and every console message naming the policy, and fails if any is left at the end.
 */
const test = base.extend<{ csp: Csp }>({
	csp: [
		async ({ page, pageErrors }, use) => {
			await page.addInitScript(() => {
				window.__cspViolations = [];
				document.addEventListener('securitypolicyviolation', (event) => {
					window.__cspViolations!.push(
						`${event.effectiveDirective} blocked ${event.blockedURI || '(none)'} at ` +
							`${event.sourceFile}:${event.lineNumber}: ${event.sample}`,
					);
				});
			});
			const messages: string[] = [];
			page.context().on('console', (message) => {
				if (/Content.Security.Policy/i.test(message.text())) messages.push(message.text());
			});
			const violations: string[] = [];
			const seen = async () => {
				if (!page.isClosed()) {
					violations.push(...(await page.evaluate(() => window.__cspViolations?.splice(0) ?? [])));
				}
				return [...violations];
			};
			const take = async () => {
				const taken = await seen();
				violations.length = 0;
				// Chromium reports each violation on the console too, as an error.
				messages.length = 0;
				for (let i = pageErrors.length - 1; i >= 0; i--) {
					if (/Content.Security.Policy/i.test(pageErrors[i]!)) pageErrors.splice(i, 1);
				}
				return taken;
			};
			await use({ seen, take });
			expect([...(await seen()), ...messages], 'Content-Security-Policy violations').toEqual([]);
		},
		{ auto: true },
	],
});

/** The page's policy, from its one CSP meta tag, checked to come before any script, style or link. */
async function policyOf(page: Page): Promise<string> {
	const metas = page.locator('meta[http-equiv="Content-Security-Policy" i]');
	await expect(metas).toHaveCount(1);
	const before = await metas.evaluate((meta) => {
		const all = [...document.querySelectorAll('script, style, link, meta')];
		return all
			.slice(0, all.indexOf(meta))
			.map((el) => el.outerHTML)
			.join('');
	});
	expect(before).toMatch(/^(<meta charset="utf-8">)?$/);
	return (await metas.getAttribute('content'))!;
}

/** Scrolls a widget into view and waits until its island has hydrated (Astro drops `ssr` then). */
async function hydrated(page: Page, widget: Locator): Promise<Locator> {
	await widget.scrollIntoViewIfNeeded();
	await expect(page.locator('astro-island', { has: widget }).first()).not.toHaveAttribute('ssr');
	return widget;
}

test.describe('Content-Security-Policy', () => {
	for (const path of PAGES) {
		test(`${path}: one policy, before every script; its scripts run and its widgets hydrate under it`, async ({
			page,
		}) => {
			await page.goto(path);
			const policy = await policyOf(page);
			const directive = (name: string) =>
				policy
					.split(';')
					.map((d) => d.trim().split(/\s+/))
					.find(([first]) => first === name)
					?.slice(1);
			expect(directive('default-src')).toEqual(["'self'"]);
			expect(directive('script-src')?.filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'"]);
			expect(directive('worker-src')).toEqual(["'self'"]);
			expect(policy).not.toContain('unsafe-eval');
			// Starlight's inline theme script ran (allowed by its hash), and its search script.
			expect(await page.evaluate(() => 'StarlightThemeProvider' in window)).toBe(true);
			await expect(page.getByRole('button', { name: 'Search' }).first()).toBeEnabled();
			await hydrateEveryIsland(page);
		});
	}

	test('an inline script added to the page does not run, nor an inline event handler', async ({
		page,
		csp,
	}) => {
		await page.goto('/');
		await page.evaluate(() => {
			const script = document.createElement('script');
			script.textContent = 'document.body.dataset.injected = "script";';
			document.head.append(script);
			const button = document.createElement('button');
			button.setAttribute('onclick', 'document.body.dataset.injected = "handler";');
			document.body.append(button);
			button.click();
		});
		await expect.poll(async () => (await csp.seen()).length).toBe(2);
		expect(await csp.take()).toEqual([
			expect.stringMatching(/^script-src-elem blocked inline at /),
			expect.stringMatching(/^script-src-attr blocked inline at /),
		]);
		await expect(page.locator('body')).not.toHaveAttribute('data-injected');
	});

	test('the page’s own thread cannot eval or build a Function from a string', async ({
		page,
		csp,
	}) => {
		await page.goto('/08-exercises/');
		const tried = await page.evaluate(
			() =>
				new Promise<string[]>((done) =>
					// In a task of the page's own: code that DevTools evaluates may call eval itself.
					setTimeout(() =>
						done(
							[() => eval('6 * 7'), () => new Function('return 6 * 7')()].map((run) => {
								try {
									return String(run());
								} catch (error) {
									return error instanceof Error ? error.name : String(error);
								}
							}),
						),
					),
				),
		);
		expect(tried).toEqual(['EvalError', 'EvalError']);
		expect(await csp.take()).toEqual([
			expect.stringMatching(/^script-src blocked eval /),
			expect.stringMatching(/^script-src blocked eval /),
		]);
	});
});

test.describe('every widget works under the policy', () => {
	test('welcome: the play board places a queen', async ({ page }) => {
		await page.goto('/');
		const grid = await hydrated(page, page.getByRole('grid').first());
		await grid.getByRole('gridcell', { name: /^Row 1, column 2[,(]/ }).click();
		await expect(grid.getByRole('gridcell', { name: /, queen/ })).toHaveCount(1);
	});

	test('theme select and search: the theme changes, Pagefind (its worker) finds pages', async ({
		page,
	}) => {
		await page.goto('/');
		await page
			.getByRole('combobox', { name: 'Select theme' })
			.filter({ visible: true })
			.selectOption('light');
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
		await page.getByRole('button', { name: 'Search' }).first().click();
		const dialog = page.getByRole('dialog');
		await dialog.getByRole('textbox', { name: 'Search' }).fill('diagonal');
		await expect(dialog.getByRole('link', { name: /Checking for attacks/ }).first()).toBeVisible();
	});

	test('chapter 2: Predict checks a guess, the trace player steps, a fold opens', async ({
		page,
	}) => {
		await page.goto('/02-backtracking-step-by-step/');
		const fold = page.locator('details.nq-fold').first();
		await hydrated(page, fold.locator('summary'));
		const predict = await hydrated(page, page.getByRole('group', { name: /is this square safe/ }));
		await predict.getByRole('textbox', { name: 'Your guess' }).fill('20');
		await predict.getByRole('button', { name: 'Check my guess' }).click();
		await expect(predict.getByRole('status')).toHaveText(/^You guessed 20/);
		const player = await hydrated(
			page,
			page.getByRole('region', { name: /trace player/i }).first(),
		);
		await player.getByRole('button', { name: 'Next solution' }).click();
		await expect(player.getByRole('grid').getByRole('gridcell', { name: /, queen/ })).toHaveCount(
			4,
		);
		await expect(fold).toHaveAttribute('open', '');
	});

	test('chapter 4: the diagonal explorer, and the check race in its worker', async ({ page }) => {
		await page.goto('/04-checking-for-attacks/');
		const explorer = await hydrated(page, page.getByRole('region', { name: 'Diagonal explorer' }));
		await explorer.getByRole('gridcell', { name: /^Row 2, column 3\b/ }).hover();
		await expect(explorer.getByRole('status').last()).toHaveText(/diagonal 7, \/ diagonal 4/);
		const race = await hydrated(page, page.getByRole('region', { name: /check race/i }));
		await race.getByRole('button', { name: 'Run' }).click();
		await expect(race.getByRole('table')).toContainText('every check found 92 solutions', {
			timeout: 60_000, // as in chapters-1-5.spec.ts: five full searches in a worker
		});
	});

	test('chapter 6: the bug replay reads the four versions in its worker and jumps', async ({
		page,
	}) => {
		await page.goto('/06-dead-ends/');
		const widget = await hydrated(page, page.locator('.nq-bug'));
		await expect(widget.getByTestId('board-count')).toBeVisible({ timeout: 60_000 });
		await widget.getByRole('radio', { name: /never undo/i }).check();
		await widget.getByRole('button', { name: 'Show me', exact: true }).click();
		await expect(
			widget.getByRole('listbox', { name: 'Log' }).getByRole('option', { selected: true }),
		).toBeVisible();
	});

	test('chapter 7: the gallery transforms a solution', async ({ page }) => {
		await page.goto('/07-all-92/');
		const gallery = await hydrated(page, page.locator('.nq-gallery'));
		await gallery.getByRole('combobox', { name: 'Format' }).selectOption('digits');
		await gallery.getByRole('button', { name: 'Rotate 90°' }).click();
		await expect(gallery.getByLabel(/^Selected board as /)).toHaveText('71306425');
	});

	test('chapter 8: a cell runs learner code in its worker, edits in the editor, replays on the board; hints, Run and export work', async ({
		page,
	}) => {
		await page.goto('/08-exercises/');
		const cell = await hydrated(
			page,
			page.getByRole('region', { name: 'Exercise 1: stop at the first solution', exact: true }),
		);
		const output = cell.getByRole('region', { name: /^Output of / });
		// The starter runs through `new Function` in the cell worker: the page's policy does not
		// reach a worker loaded from its own URL.
		await cell.getByRole('button', { name: 'Run' }).click();
		await expect(output).toContainText('First solution: [7, 3, 0, 2, 5, 1, 6, 4]');
		await cell.getByRole('button', { name: 'Edit' }).click();
		await expect(cell.getByRole('textbox', { name: /^Code of / })).toBeFocused();
		await page.keyboard.press('ControlOrMeta+a');
		await page.keyboard.insertText(
			'board.start(4);\nboard.place(0, 1);\nconsole.log(eval("6 * 7"), new Function("return 1")());',
		);
		await page.keyboard.press('Shift+Enter');
		await expect(output).toContainText('42 1');
		await cell.getByRole('button', { name: 'Show on the board' }).click();
		await expect(cell.locator('pre[aria-label^="Your code"]')).toBeVisible();

		const hints = await hydrated(
			page,
			page.getByRole('group', { name: /^Hints for the code cell/ }).first(),
		);
		await hints.getByRole('button', { name: /^Show hint 1 of / }).click();
		await expect(hints.getByRole('listitem').first()).toBeFocused();

		const recipe = await hydrated(
			page,
			page.getByRole('group', { name: /Runs: stop at the first solution/ }),
		);
		await recipe.getByRole('button', { name: 'Run' }).click();
		await expect(recipe.getByRole('region', { name: /^Output of/ })).toContainText(
			'Safety checks to the first solution: 876',
		);

		const tools = page.getByRole('group', { name: 'Your notebook' });
		const [download] = await Promise.all([
			page.waitForEvent('download'),
			tools.getByRole('button', { name: 'Export all cells' }).click(),
		]);
		expect(download.suggestedFilename()).toMatch(/\.json$/);
	});

	test('chapter 9: the count race counts 12 queens in its workers', async ({ page }) => {
		await page.goto('/09-beyond-eight/');
		const race = await hydrated(page, page.locator('.nq-count'));
		await race.getByLabel('From n').selectOption('12');
		await race.getByLabel('to n').selectOption('12');
		await race.getByRole('button', { name: 'Run' }).click();
		await expect(race.getByRole('status')).toHaveText(
			/^Done: n = 12 counted in .*every count matches/,
		);
	});
});
