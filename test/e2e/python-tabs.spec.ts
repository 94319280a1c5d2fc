import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import { holdIslands } from './first-view.ts';
import { followRequests } from './pages.ts';
import { passTimeLimit } from './cells.ts';
import { countWithCheck } from '../../src/solver/search/index.ts';

/*
 * The source articles' Python programs in the language tabs run in the page (issue 30): Run under
 * the Python tab (components/language-tabs/ProgramRun.svelte) runs the program in the notebook's
 * Python box and shows what it prints. The button is in the server's HTML, a press before the
 * island hydrates acts, nothing of Python is fetched before the press, and it all works by
 * keyboard alone, at 390 px too. The count the program prints is compared with the solver's.
 */

// The first Python run loads the interpreter (seconds, many more on a busy machine).
test.describe.configure({ timeout: 180_000 });

/** A Python run's result may take this long on a loaded two-core machine (the first loads Pyodide). */
const RUN_MS = 120_000;

const EIGHT = `solutions for n = 8: ${countWithCheck({ n: 8, check: 'grid' }).solutions}`;
/** The same line as the Chinese page's copy prints it (src/i18n/zh-cn/program-prints.ts). */
const EIGHT_ZH = `n = 8 的解：${countWithCheck({ n: 8, check: 'grid' }).solutions} 个`;

/** Whether a request fetched part of the Python box: the runtime or the worker. */
const isPython = (url: string) => /\/pyodide\/|python\.worker|python-workers/.test(url);

/** The first tab group on the page with a Python tab. */
const pythonGroup = (page: Page): Locator =>
	page
		.locator('starlight-tabs', { has: page.getByRole('tab', { name: 'Python', exact: true }) })
		.first();

/** What the Python program's run shows, by its region's name. */
const outputOf = (group: Locator, name = 'Output of queens-grid.py') =>
	group.getByRole('region', { name });

test('chapter 4: Run under the Python tab prints all 92 boards of eight queens and their count', async ({
	page,
}) => {
	const fetched: string[] = [];
	page.on('request', (request) => fetched.push(request.url()));
	const requests = followRequests(page, isPython);
	await page.goto('/04-checking-for-attacks/');
	const group = pythonGroup(page);
	await group.getByRole('tab', { name: 'Python', exact: true }).click();
	const run = group.getByRole('button', { name: 'Run', exact: true });
	await expect(run).toBeVisible();
	await run.hover();
	// A fetch the hover set off starts in its handler or the idle callback after it: once the
	// page is idle and nothing it started is in flight, it would be in the list.
	await requests.settled();
	expect(fetched.filter(isPython), 'nothing of Python before Run').toEqual([]);

	await run.click();
	const output = outputOf(group);
	await expect(output).toContainText(EIGHT, { timeout: RUN_MS });
	await expect(group.getByRole('status')).toContainText(/^Finished in [\d,]+ ms\.$/);
	// 92 boards of 8 rows, a filled square in each row.
	const text = await output.locator('pre').innerText();
	expect(text.match(/■/g)?.length).toBe(92 * 8);
	expect(fetched.filter(isPython).length, 'the runtime was fetched on Run').toBeGreaterThan(0);
	expect(fetched.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
	await expectNoAxeViolations(page, group);
});

test.describe('on a phone, keyboard only', () => {
	test.use({ viewport: { width: 390, height: 844 } });

	test('chapter 3 in Chinese: Tab to the Python tab, Enter on 运行, then 停止 and 运行 again', async ({
		page,
	}) => {
		await page.goto('/zh-cn/03-representing-the-board/');
		const group = pythonGroup(page);
		const typescript = group.getByRole('tab', { name: 'TypeScript' });
		await typescript.focus();
		await page.keyboard.press('ArrowRight');
		const python = group.getByRole('tab', { name: 'Python', exact: true });
		await expect(python).toBeFocused();
		await expect(python).toHaveAttribute('aria-selected', 'true');
		// Tab moves on into the panel: the code box, then Run.
		const run = group.getByRole('button', { name: '运行', exact: true });
		for (let i = 0; i < 6 && !(await run.evaluate((el) => el === document.activeElement)); i++) {
			await page.keyboard.press('Tab');
		}
		await expect(run).toBeFocused();
		await page.keyboard.press('Enter');
		// Stop takes the focus while it runs; Enter stops it, and Run takes the focus back.
		const stop = group.getByRole('button', { name: '停止', exact: true });
		await expect(stop).toBeFocused({ timeout: RUN_MS });
		await page.keyboard.press('Enter');
		await expect(group.getByRole('status')).toContainText('已停止');
		await expect(run).toBeFocused();
		await page.keyboard.press('Enter');
		await expect(outputOf(group, 'queens-grid.py 的输出')).toContainText(EIGHT_ZH, {
			timeout: RUN_MS,
		});
		await expect(group.getByRole('status')).toContainText('运行完成');
		await expect(run).toBeFocused();
		// Nothing on the page is wider than the phone.
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
		);
		expect(overflow).toBeLessThanOrEqual(0);
		await expectNoAxeViolations(page, group);
	});
});

test('a press on Run before the island hydrates runs the program, once', async ({ page }) => {
	const held = await holdIslands(page, '/04-checking-for-attacks/', /ProgramRun/);
	expect(held.urls.length).toBeGreaterThan(0);
	const workers: string[] = [];
	page.on('worker', (worker) => workers.push(worker.url()));
	await page.goto('/04-checking-for-attacks/');
	const group = pythonGroup(page);
	await group.getByRole('tab', { name: 'Python', exact: true }).click();
	const run = group.getByRole('button', { name: 'Run', exact: true });
	// The server's HTML: Run is there, enabled, with its note.
	await expect(run).toBeEnabled();
	await expect(group.getByRole('status')).toContainText('same Python box');
	await run.click();
	await expect(group.locator('astro-island').first()).toHaveAttribute('ssr');
	held.release();
	await expect(outputOf(group)).toContainText(EIGHT, { timeout: RUN_MS });
	expect(
		workers.filter(isPython).length,
		'one run, and one worker started ahead',
	).toBeLessThanOrEqual(2);
	const text = await outputOf(group).locator('pre').innerText();
	expect(text.split(EIGHT).length - 1, 'the count printed once').toBe(1);
});

/**
 * Chapter 4's Python program on a page just opened, its island's props changed before it hydrates
 * as a learner's copy of the program might differ: `from` replaced by `to`.
 */
async function changedProgram(page: Page, from: string, to: string): Promise<Locator> {
	await page.goto('/04-checking-for-attacks/');
	const group = pythonGroup(page);
	await group.getByRole('tab', { name: 'Python', exact: true }).click();
	const island = group.locator('astro-island', { has: page.getByRole('button', { name: 'Run' }) });
	await expect(island).toHaveAttribute('ssr');
	await island.evaluate(
		(el, [from, to]) => {
			const props = JSON.parse(el.getAttribute('props')!) as { code: [number, string] };
			if (!props.code[1].includes(from!)) throw new Error(`the program has no ${from}`);
			props.code[1] = props.code[1].replace(from!, to!);
			el.setAttribute('props', JSON.stringify(props));
		},
		[from, to],
	);
	return group;
}

test('a program that waits for input ends at once with a clear message', async ({ page }) => {
	const group = await changedProgram(
		page,
		'n = int(sys.argv[1]) if len(sys.argv) > 1 else 8',
		'n = int(input("n? "))',
	);
	await group.getByRole('button', { name: 'Run', exact: true }).click();
	const output = outputOf(group);
	await expect(output).toContainText('EOFError', { timeout: RUN_MS });
	await expect(output).toContainText('input() finds no more to read');
	await expect(group.getByRole('status')).toContainText('Stopped with an error');
});

test('a program that never ends stops at the time limit, says so, and keeps what it printed', async ({
	page,
}) => {
	await page.clock.install();
	const group = await changedProgram(
		page,
		'    count = 0\n',
		'    count = 0\n    print("spinning")\n    while True:\n        pass\n',
	);
	await group.getByRole('button', { name: 'Run', exact: true }).click();
	await expect(outputOf(group)).toContainText('spinning', { timeout: RUN_MS });
	await passTimeLimit(
		page,
		group.getByRole('status').filter({ hasText: 'Stopped after 10 s, the time limit' }),
	);
	await expect(outputOf(group)).toContainText('spinning');
	await expect(group.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
});
