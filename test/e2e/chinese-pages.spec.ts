import { test, expect } from './fixtures.ts';
import { builtPages } from './pages.ts';

/*
 * The Chinese book as a whole: all its pages, the language picker, search, fonts and the 404
 * page. Each Chinese page, its widgets hydrated, is read for English outside code in
 * every-page.spec.ts's one load of it (chinese-reader.ts).
 */

const CHINESE = builtPages().filter((path) => path.startsWith('/zh-cn/'));

test('the Chinese pages are the whole book: the welcome page, nine chapters, sources and 404', () => {
	expect(CHINESE.filter((path) => /^\/zh-cn\/\d\d-/.test(path))).toHaveLength(9);
	expect(CHINESE).toEqual(
		expect.arrayContaining(['/zh-cn/', '/zh-cn/sources/', '/zh-cn/404.html']),
	);
});

test('the language picker takes a reader to the same chapter in the other language', async ({
	page,
}) => {
	// The picker navigates from its script's change handler: choose only once that has run (on a
	// busy machine the module can arrive after the select is on screen).
	const pick = async (label: string) => {
		await page.waitForFunction(() => customElements.get('starlight-lang-select') !== undefined);
		await page.locator('starlight-lang-select select').first().selectOption({ label });
	};
	await page.goto('/02-backtracking-step-by-step/');
	await pick('简体中文');
	await expect(page).toHaveURL(/\/zh-cn\/02-backtracking-step-by-step\/$/);
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
	await pick('English');
	// The whole path: the Chinese page's URL ends the same way.
	await expect(page).toHaveURL(/^https?:\/\/[^/]+\/02-backtracking-step-by-step\/$/);
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('search on a Chinese page finds Chinese pages by Chinese words', async ({ page }) => {
	await page.goto('/zh-cn/');
	const search = page.getByRole('button', { name: '搜索' }).first();
	await expect(search).toBeEnabled();
	await search.click();
	const dialog = page.getByRole('dialog');
	await dialog.getByRole('textbox').fill('对角线');
	const results = dialog.locator('a[href*="/zh-cn/"]');
	await expect(results.first()).toBeVisible();
	// Pagefind indexes each language on its own: no English page is offered.
	await expect(dialog.locator('a[href^="/0"]')).toHaveCount(0);
});

test("Chinese text is set in the reader's own fonts: no font is downloaded but KaTeX's", async ({
	page,
}) => {
	const fonts: string[] = [];
	page.on('request', (request) => {
		if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
	});
	await page.goto('/zh-cn/04-checking-for-attacks/');
	await page.evaluate(() => document.fonts.ready);
	expect(fonts.length).toBeGreaterThan(0); // the maths' fonts: the check can see a download
	// KaTeX's fonts, as Vite names them: KaTeX_Main-Regular.woff2, with or without a content hash.
	expect(fonts.filter((font) => !/\/KaTeX_[\w-]+(\.[\w-]+)?\.woff2$/.test(font))).toEqual([]);
	const family = await page
		.locator('main p')
		.first()
		.evaluate((p) => getComputedStyle(p).fontFamily);
	expect(family).toContain('PingFang SC');
});

test('a missing page under /zh-cn/ has a Chinese 404 page to show', async ({ page }) => {
	await page.goto('/zh-cn/404.html');
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
	await expect(page.getByRole('link', { name: '回到首页' })).toHaveAttribute('href', '/zh-cn/');
});
