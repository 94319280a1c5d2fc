import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { cellOutput, replaceCode } from './cells.ts';
import { pageIdle } from './pages.ts';
import { CHAPTER_CELLS } from '../../src/notebook/exercises/chapter-cells.ts';

/*
 * A code cell hydrates on the learner's first intent (client:intent, src/site/intent-directive.ts):
 * reading chapter 2 past its cell fetches none of the cell's code; pointing at the cell or tabbing
 * into it does, the first click on Run runs it, and a cell with saved edits shows them on sight.
 */

const CHAPTER = '/02-backtracking-step-by-step/';
const LABEL = CHAPTER_CELLS.columnOrder.label;
/** The cell's component module, as Astro's island loads it. */
const CELL_JS = /\/_astro\/CodeCell\.[\w-]+\.js/;

const region = (page: Page) => page.getByRole('region', { name: LABEL, exact: true });
const island = (page: Page) => page.locator('astro-island', { has: region(page) });

/** The requests for the cell's module made from now on. */
function cellRequests(page: Page): Request[] {
	const seen: Request[] = [];
	page.on('request', (request) => {
		if (CELL_JS.test(new URL(request.url()).pathname)) seen.push(request);
	});
	return seen;
}

/** Scrolls the cell into view and lets the page settle, the mouse far from the cell. */
async function readPastTheCell(page: Page): Promise<void> {
	await page.mouse.move(0, 0);
	await region(page).scrollIntoViewIfNeeded();
	await page.waitForLoadState('networkidle');
	// The positive signal that would have come first: an IntersectionObserver of our own reports
	// the cell in view, as client:visible's would have; after that, the page drawing and going
	// idle gives its hydration (the module's request) the time to start, had it been used.
	await region(page).evaluate(
		(cell) =>
			new Promise<void>((seen) => {
				const observer = new IntersectionObserver((entries) => {
					if (!entries.some((entry) => entry.isIntersecting)) return;
					observer.disconnect();
					seen();
				});
				observer.observe(cell);
			}),
	);
	await pageIdle(page);
}

test('reading past the cell fetches none of its code; the first click on Run runs it', async ({
	page,
}) => {
	const requests = cellRequests(page);
	await page.goto(CHAPTER);
	await readPastTheCell(page);
	expect(requests).toHaveLength(0);
	await expect(island(page)).toHaveAttribute('ssr');
	await expect(island(page)).toHaveAttribute('client', 'intent');

	// The cell's module arrives a second late, so the click lands before the cell has hydrated.
	let release!: () => void;
	const held = new Promise<void>((resolve) => (release = resolve));
	await page.route(CELL_JS, async (route) => {
		await held;
		await route.continue();
	});
	const run = region(page).getByRole('button', { name: 'Run' });
	await run.click(); // moves the pointer onto Run (intent), then clicks it
	await expect.poll(() => requests.length).toBe(1);
	await expect(island(page)).toHaveAttribute('ssr'); // the click came before the hydration
	release();
	await expect(island(page)).not.toHaveAttribute('ssr');
	// The held click ran the cell once it had hydrated: no second click was needed.
	await expect(cellOutput(region(page))).toContainText('First solution:');
	await expect(region(page).getByRole('status').first()).not.toHaveText('Running…');
});

test('tabbing into the cell fetches its code and hydrates it', async ({ page }) => {
	const requests = cellRequests(page);
	await page.goto(CHAPTER);
	await readPastTheCell(page);
	expect(requests).toHaveLength(0);
	// The keyboard's way in: focus the last thing before the cell that takes focus, then Tab.
	await region(page).evaluate((cell) => {
		const focusable = [
			...document.querySelectorAll<HTMLElement>(
				'a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"])',
			),
		];
		const before = focusable.filter(
			(el) =>
				el.getClientRects().length > 0 &&
				cell.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING,
		);
		before.at(-1)!.focus();
	});
	expect(requests).toHaveLength(0);
	await page.keyboard.press('Tab');
	expect(await region(page).evaluate((cell) => cell.contains(document.activeElement))).toBe(true);
	await expect(island(page)).not.toHaveAttribute('ssr');
	expect(requests.length).toBeGreaterThan(0);
});

test('after an edit and a reload, the edit shows without any intent', async ({ page }) => {
	await page.goto(CHAPTER);
	const marker = 'for (let col = n - 1; col >= 0; col--)';
	const starter = CHAPTER_CELLS.columnOrder.starter;
	expect(starter).toContain('for (let col = 0; col < n; col++)');
	// Edit, clicked before the cell has hydrated, opens the editor once it has.
	await replaceCode(
		page,
		region(page),
		starter.replace('for (let col = 0; col < n; col++)', marker),
	);

	// From here, any pointing, touching, focusing or key inside a cell is written down.
	await page.addInitScript(() => {
		const w = window as unknown as { intents: string[] };
		w.intents = [];
		for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'])
			document.addEventListener(
				type,
				(event) => {
					if ((event.target as Element).closest?.('astro-island[client="intent"]'))
						w.intents.push(type);
				},
				true,
			);
	});
	const requests = cellRequests(page);
	await page.reload();
	await readPastTheCell(page);
	await expect(island(page)).not.toHaveAttribute('ssr');
	expect(requests).toHaveLength(1);
	await expect(region(page).locator('pre[aria-label^="Code of "]')).toContainText(marker);
	expect(await page.evaluate(() => (window as unknown as { intents: string[] }).intents)).toEqual(
		[],
	);
});
