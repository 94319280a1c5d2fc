import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	expectNoAxeViolations,
	currentScheme,
	AXE_TAGS,
	SCHEMES,
} from './fixtures.ts';
import { builtPages, hydrateEveryIsland } from './pages.ts';
import { LOCALES } from '../../src/i18n/locales.ts';

const PAGES = builtPages();

/** Every page the sidebar links to, read from the built home page of one language. */
async function sidebarPages(page: Page, home: string): Promise<string[]> {
	await page.goto(home);
	// By class, not by its accessible name: the name is in the page's language.
	const hrefs = await page
		.locator('nav.sidebar a[href^="/"]')
		.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
	return [...new Set(hrefs)];
}

test('in each language the sidebar lists the welcome page, the nine chapters in order, the command and the sources: every built page', async ({
	page,
}) => {
	const listed: string[] = [];
	for (const locale of LOCALES) {
		const home = locale === 'en' ? '/' : `/${locale}/`;
		const pages = await sidebarPages(page, home);
		expect(pages[0]).toBe(home);
		expect(pages.at(-2)).toBe(`${home}nqueens-command/`);
		expect(pages.at(-1)).toBe(`${home}sources/`);
		const chapters = pages.slice(1, -2).map((p) => p.slice(home.length));
		expect(chapters.map((p) => p.slice(0, 2))).toEqual([
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
		listed.push(...pages, `${home}404.html`);
	}
	// The pages swept below come from dist/: they must be these and each language's 404 page.
	expect(PAGES).toEqual(listed.sort());
});

test('axe runs every rule but WCAG AAA and deprecated ones', async ({ page }) => {
	await page.goto('/404.html');
	const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
	const ran = new Set(
		[results.passes, results.violations, results.incomplete, results.inapplicable]
			.flat()
			.map((rule) => rule.id),
	);
	const all = await page.evaluate(() =>
		(
			window as unknown as { axe: { getRules(): { ruleId: string; tags: string[] }[] } }
		).axe.getRules(),
	);
	const expected = all
		.filter(({ tags }) => !tags.includes('wcag2aaa') && !tags.includes('deprecated'))
		.map(({ ruleId }) => ruleId);
	expect(expected.length).toBeGreaterThan(90);
	expect(expected.filter((id) => !ran.has(id))).toEqual([]);
});

for (const scheme of SCHEMES) {
	test.describe(`${scheme} theme`, () => {
		// A reader whose system prefers this scheme and who chose it in Starlight's theme select.
		test.use({ colorScheme: scheme });
		test.beforeEach(async ({ page }) => {
			await page.addInitScript((theme) => localStorage.setItem('starlight-theme', theme), scheme);
		});

		for (const path of PAGES) {
			test(`${path}: no console error, no axe violation once its widgets hydrate, no sideways scroll at phone width`, async ({
				page,
			}) => {
				await page.setViewportSize({ width: 360, height: 800 });
				await page.goto(path);
				expect(await currentScheme(page)).toBe(scheme);
				await hydrateEveryIsland(page);
				const overflow = await page.evaluate(
					() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
				);
				expect(overflow, `${path} scrolls sideways at 360px`).toBeLessThanOrEqual(0);
				// A code block that scrolls needs Expressive Code's script, run on an idle callback, to
				// make it a tab stop; under load axe can come first. Blocks wrap, so none scrolls.
				const scrolling = await page.evaluate(() =>
					[...document.querySelectorAll<HTMLElement>('.expressive-code pre')]
						.filter((pre) => pre.scrollWidth > pre.clientWidth + 1)
						.map((pre) => pre.getAttribute('aria-label') ?? '?'),
				);
				expect(scrolling, `${path}: code blocks that scroll at 360px`).toEqual([]);
				await expectNoAxeViolations(page, undefined, { currentSchemeOnly: true });
			});
		}
	});
}
