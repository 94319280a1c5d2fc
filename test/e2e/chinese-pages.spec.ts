import { test, expect } from './fixtures.ts';
import { builtPages, hydrateEveryIsland } from './pages.ts';
import { englishWords } from '../english-allowed.ts';

/*
 * A Chinese reader meets no English outside code: every Chinese page, its widgets hydrated, is
 * walked for Latin words in its text and in what screen readers announce (aria-label, title,
 * alt, placeholder), apart from code, maths, proper names and test/english-allowed.ts.
 */

const CHINESE = builtPages().filter((path) => path.startsWith('/zh-cn/'));

/** Inside these, text is code, maths or the language picker's own names. */
const NOT_PROSE = [
	'script',
	'style',
	'noscript',
	'template',
	'code',
	'pre',
	'kbd',
	'samp',
	'.katex',
	'.cm-editor',
	'starlight-lang-select',
	'[translate="no"]',
].join(',');

test('the Chinese pages are the whole book: the welcome page, nine chapters, sources and 404', () => {
	expect(CHINESE.filter((path) => /^\/zh-cn\/\d\d-/.test(path))).toHaveLength(9);
	expect(CHINESE).toEqual(
		expect.arrayContaining(['/zh-cn/', '/zh-cn/sources/', '/zh-cn/404.html']),
	);
});

for (const path of CHINESE) {
	test(`${path}: no English outside code, and announced in Chinese`, async ({ page }) => {
		await page.goto(path);
		await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
		await hydrateEveryIsland(page);
		const found = await page.evaluate((skip) => {
			const out: string[] = [];
			const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const parent = node.parentElement;
				if (!parent || parent.closest(skip)) continue;
				const text = node.textContent?.trim();
				if (text) out.push(text);
			}
			for (const el of document.body.querySelectorAll(
				'[aria-label],[title],[alt],[placeholder],[aria-description],[aria-roledescription]',
			)) {
				if (el.closest(skip)) continue;
				for (const name of [
					'aria-label',
					'title',
					'alt',
					'placeholder',
					'aria-description',
					'aria-roledescription',
				]) {
					const value = el.getAttribute(name);
					if (value) out.push(value);
				}
			}
			out.push(document.title);
			return out;
		}, NOT_PROSE);
		const english = found
			.map((text) => [text, englishWords(text)] as const)
			.filter(([, words]) => words.length > 0)
			.map(([text, words]) => `${words.join(' ')}  ←  ${text.slice(0, 120)}`);
		expect(english, `English on ${path}`).toEqual([]);
	});
}

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
	expect(fonts.filter((font) => !/\/KaTeX_[\w-]+\.woff2$/.test(font))).toEqual([]);
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
