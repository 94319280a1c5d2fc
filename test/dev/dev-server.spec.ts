import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { LOCALES } from '../../src/i18n/locales.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { hydrated } from '../e2e/pages.ts';

/** A page of the book: its URL path on the dev server and the title its frontmatter gives it. */
interface SourcePage {
	path: string;
	title: string;
}

/**
 * Every page the chapters' folders hold, read from `content/` (English at the root) and
 * `content/<locale>/` (each other language under its prefix), so a new chapter is tested here
 * without a word added.
 */
function sourcePages(): SourcePage[] {
	return LOCALES.flatMap((locale) => {
		const folder = locale === 'en' ? 'content' : `content/${locale}`;
		const prefix = locale === 'en' ? '/' : `/${locale}/`;
		return readdirSync(folder)
			.filter((name) => name.endsWith('.mdx'))
			.map((name) => {
				const source = readFileSync(`${folder}/${name}`, 'utf8');
				const frontmatter = parse(source.split(/^---$/m)[1] ?? '') as { title: string };
				const slug = name.replace(/\.mdx$/, '');
				return { path: slug === 'index' ? prefix : `${prefix}${slug}/`, title: frontmatter.title };
			});
	});
}

/** Text as it stands between HTML tags. */
function escapeHtml(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const PAGES = sourcePages();

test('the content folders give every chapter in both languages', () => {
	// A wrong folder or prefix would leave a list too short to mean anything.
	expect(PAGES.filter((page) => page.path.startsWith('/zh-cn/')).length).toBe(PAGES.length / 2);
	expect(PAGES.map((page) => page.path)).toEqual(
		expect.arrayContaining(['/', '/01-puzzle-by-hand/', '/zh-cn/', '/zh-cn/sources/']),
	);
});

for (const { path, title } of PAGES) {
	test(`${path} answers 200 with its own page, not an error`, async ({ request }) => {
		const response = await request.get(path, { timeout: 300_000 });
		const html = await response.text();
		// On a failed render the dev server answers 500 with `<title>{error name}</title>` and Vite's
		// client, which draws the error overlay (`<vite-error-overlay>`) once the page loads.
		expect(response.status(), html.slice(0, 2000)).toBe(200);
		expect(html).toContain(`<title>${escapeHtml(title)} | `);
		expect(html).not.toContain('vite-error-overlay');
		expect(html).toMatch(/<main[\s>]/);
	});
}

test('a board in chapter 1 places a queen where it is clicked', async ({ page }) => {
	const response = await page.goto('/01-puzzle-by-hand/');
	expect(response?.status()).toBe(200);
	const grid = await hydrated(page, page.getByRole('grid').first());
	// Vite shows a module that failed to compile (a source edit that threw) in an overlay over the
	// page, which would take the click.
	await expect(page.locator('vite-error-overlay')).toHaveCount(0);
	await expect(grid).toHaveAccessibleDescription(/0 of 4 queens placed/);
	await grid.getByRole('gridcell', { name: /^Row 1, column 2[,(]/ }).click();
	await expect(grid.getByRole('gridcell', { name: /^Row 1, column 2, queen/ })).toBeVisible();
	await expect(grid).toHaveAccessibleDescription(/1 of 4 queens placed/);
	await expect(page.locator('vite-error-overlay')).toHaveCount(0);
});
