import { test, expect } from './fixtures.ts';
import { hydrateEveryIsland, pagesWithIslands } from './pages.ts';
import {
	differences,
	holdIslands,
	islandCount,
	islandsSeen,
	openTabbedIslands,
	settledView,
	sweepPage,
} from './first-view.ts';
import type { Page } from '@playwright/test';

/*
 * The page before the islands is the page after them (issue 25): every widget's HTML, as the
 * server renders it before any of its code has loaded, is what the widget shows once it has
 * hydrated and gone idle. Each page is loaded with every island's code held back and no pointer
 * on it, read element by element (what can be seen of each box, its words, its state), then let
 * hydrate (scrolled to, and pointed at where it waits for intent) and read again: no element may
 * appear, disappear, move or change. Every island is read: each page whose HTML holds one, with
 * the tab that hides one opened as a reader would (issue 40). The count per page is logged
 * ("elements that moved"), the figure docs/performance.md quotes for chapter 8. Presses made
 * before hydration: first-press.spec.ts.
 */

/** Every page with an island, in every language. */
const PAGES = pagesWithIslands();
const ENGLISH = PAGES.filter((path) => !path.startsWith('/zh-cn/'));

/** Reads the first view of `path`, lets every island hydrate and settle, and compares. */
async function compareViews(page: Page, path: string, profile: string): Promise<void> {
	const { release } = await holdIslands(page, path);
	await page.goto(path);
	// Down the page and back, with the code held, before anything hydrates.
	await sweepPage(page);
	await openTabbedIslands(page);
	await page.evaluate(() => scrollTo(0, 0));
	const before = await settledView(page);
	expect(
		await page.locator('astro-island:not([ssr])').count(),
		'every island is still waiting for its code',
	).toBe(0);
	expect(islandsSeen(before).size, 'every island of the page is read').toBe(
		await islandCount(page),
	);

	release();
	await hydrateEveryIsland(page);
	await page.evaluate(() => scrollTo(0, 0));
	const after = await settledView(page);

	const changed = differences(before, after);
	const count = (kind: string) => changed.filter((line) => line.startsWith(kind)).length;
	const summary =
		`first view of ${path} (${profile}) before and after hydration: ${before.length} elements; ` +
		`elements that moved: ${count('moved')}, appeared: ${count('appeared')}, ` +
		`disappeared: ${count('disappeared')}, changed: ${count('changed')}`;
	console.log(summary);
	test.info().annotations.push({ type: 'first view', description: summary });
	expect(changed, summary).toEqual([]);
}

test.describe('a desktop', () => {
	for (const path of ENGLISH)
		test(`${path}: the first view is the hydrated view`, async ({ page }) => {
			await compareViews(page, path, 'desktop');
		});
});

test.describe('a phone', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
	for (const path of PAGES)
		test(`${path}: the first view is the hydrated view`, async ({ page }) => {
			await compareViews(page, path, 'phone');
		});
});
