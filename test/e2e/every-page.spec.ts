import { test, expect, expectNoAxeViolations } from './fixtures.ts';

/** Every page the sidebar links to, read from the built home page so new chapters are included. */
async function sidebarPages(page: import('@playwright/test').Page): Promise<string[]> {
	await page.goto('/');
	const hrefs = await page
		.locator('nav[aria-label="Main"] a[href^="/"]')
		.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
	return [...new Set(hrefs)];
}

test('the sidebar lists the welcome page and the nine chapters in order', async ({ page }) => {
	const pages = await sidebarPages(page);
	expect(pages[0]).toBe('/');
	const chapters = pages.slice(1);
	expect(chapters).toHaveLength(9);
	expect(chapters.map((p) => p.slice(1, 3))).toEqual([
		'01',
		'02',
		'03',
		'04',
		'05',
		'06',
		'07',
		'08',
		'09',
	]);
});

test('every page: no console error, no axe violation once its widgets hydrate, no sideways scroll at phone width', async ({
	page,
}) => {
	test.setTimeout(120_000);
	const pages = await sidebarPages(page);
	await page.setViewportSize({ width: 360, height: 800 });
	for (const path of pages) {
		await test.step(path, async () => {
			await page.goto(path);
			// Scroll through the page so every client:visible island hydrates before axe looks.
			const height = await page.evaluate(() => document.body.scrollHeight);
			for (let y = 0; y < height; y += 600) {
				await page.evaluate((top) => window.scrollTo(0, top), y);
				await page.waitForTimeout(50);
			}
			await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
			);
			expect(overflow, `${path} scrolls sideways at 360px`).toBeLessThanOrEqual(0);
			await expectNoAxeViolations(page);
		});
	}
});
