import { readFileSync } from 'node:fs';
import { test, expect, expectNoAxeViolations } from './fixtures.ts';

/** Background colour of the page body, to tell light from dark without trusting class names. */
async function bodyBackground(page: import('@playwright/test').Page): Promise<string> {
	return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

test.describe('site shell', () => {
	test('home page loads with the site title and passes axe', async ({ page }) => {
		await page.goto('/');
		await expect(page).toHaveTitle(/N-Queens Notebook/);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test('desktop layout shows the sidebar and a search that finds chapters', async ({ page }) => {
		await page.goto('/');
		// The <nav> itself has no height (its pane is fixed-position), so check the links it shows.
		const sidebar = page.getByRole('navigation', { name: 'Main' });
		await expect(sidebar.getByRole('link', { name: 'Welcome' })).toBeVisible();
		await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

		const search = page.getByRole('button', { name: 'Search' }).first();
		await expect(search).toBeVisible();
		await expect(search).toBeEnabled(); // Starlight enables it once its script has run
		await search.click();
		const dialog = page.getByRole('dialog');
		await expect(dialog).toBeVisible();
		// Pagefind's index and worker, under the site's Content-Security-Policy, find a chapter.
		await dialog.getByRole('textbox', { name: 'Search' }).fill('diagonal');
		await expect(dialog.getByRole('link', { name: /Checking for attacks/ }).first()).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(dialog).toBeHidden();
	});

	test('theme select switches between light and dark and remembers the choice', async ({
		page,
	}) => {
		await page.goto('/');
		const theme = page.getByRole('combobox', { name: 'Select theme' }).filter({ visible: true });
		const html = page.locator('html');

		await theme.selectOption('light');
		await expect(html).toHaveAttribute('data-theme', 'light');
		const light = await bodyBackground(page);

		await theme.selectOption('dark');
		await expect(html).toHaveAttribute('data-theme', 'dark');
		const dark = await bodyBackground(page);
		expect(dark).not.toBe(light);

		await page.reload();
		await expect(html).toHaveAttribute('data-theme', 'dark');
		await expectNoAxeViolations(page); // contrast holds in the dark theme too
	});

	test('a 360px-wide phone gets the menu button, which opens the sidebar', async ({ page }) => {
		await page.setViewportSize({ width: 360, height: 740 });
		await page.goto('/');
		const menu = page.getByRole('button', { name: 'Menu' });
		await expect(menu).toBeVisible();
		const welcome = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
			name: 'Welcome',
		});
		await expect(welcome).toBeHidden();

		await menu.click();
		await expect(welcome).toBeVisible();
		await expect(welcome).toBeInViewport();

		// Nothing may stick out sideways at phone width.
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
		);
		expect(overflow).toBeLessThanOrEqual(0);
		await expectNoAxeViolations(page);
	});

	// A slow machine gets the fonts after the first layout; with `font-display: block` the text
	// around the maths then reflowed (CLS 0.046 at 412 px). Each delay below is held on purpose, so
	// the test does not depend on how fast this machine happens to be.
	for (const delay of [0, 300, 1500]) {
		test(`KaTeX fonts arriving ${delay} ms late do not shift the text around the maths`, async ({
			page,
		}) => {
			await page.setViewportSize({ width: 412, height: 823 }); // Lighthouse's phone
			const fonts: string[] = [];
			await page.route(/\.woff2$/, async (route) => {
				fonts.push(new URL(route.request().url()).pathname);
				await new Promise((wait) => setTimeout(wait, delay));
				await route.continue();
			});
			await page.goto('/');
			await page.evaluate(() => document.fonts.ready);
			const shift = await page.evaluate(
				() =>
					new Promise<number>((done) => {
						let total = 0;
						new PerformanceObserver((list) => {
							for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
								total += entry.value;
							}
						}).observe({ type: 'layout-shift', buffered: true });
						setTimeout(() => done(total), 500);
					}),
			);
			expect(shift, 'cumulative layout shift while the welcome page loads').toBe(0);
			// Only the preloaded copies are fetched, never KaTeX's own files for the same faces as well
			// (a second face for the family is a fallback that Chrome loads when the first is late).
			expect(fonts.filter((f) => /KaTeX_(Main-Regular|Math-Italic)/.test(f)).sort()).toEqual([
				'/fonts/KaTeX_Main-Regular.woff2',
				'/fonts/KaTeX_Math-Italic.woff2',
			]);
		});
	}

	test('the preloaded fonts in public/fonts/ are the files of the installed katex', () => {
		for (const name of ['KaTeX_Main-Regular.woff2', 'KaTeX_Math-Italic.woff2']) {
			const copy = readFileSync(`public/fonts/${name}`);
			expect(copy.equals(readFileSync(`node_modules/katex/dist/fonts/${name}`)), name).toBe(true);
		}
	});
});
