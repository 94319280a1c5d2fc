import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, currentScheme, showScheme, AXE_TAGS, SCHEMES } from './fixtures.ts';
import { expectOwnScriptsOnly, test, expect } from './csp.ts';
import {
	builtPages,
	hydrateEveryIsland,
	largestOption,
	sidewaysScroll,
	sizeMenus,
} from './pages.ts';
import { englishOutsideCode } from './chinese-reader.ts';
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

test('in each language the sidebar lists the welcome page, the nine chapters in order, the command, the page for teachers and the sources: every built page', async ({
	page,
}) => {
	const listed: string[] = [];
	for (const locale of LOCALES) {
		const home = locale === 'en' ? '/' : `/${locale}/`;
		const pages = await sidebarPages(page, home);
		expect(pages[0]).toBe(home);
		expect(pages.at(-3)).toBe(`${home}nqueens-command/`);
		expect(pages.at(-2)).toBe(`${home}for-teachers/`);
		expect(pages.at(-1)).toBe(`${home}sources/`);
		const chapters = pages.slice(1, -3).map((p) => p.slice(home.length));
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
	const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
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

test('the axe check fails on a planted violation, named by its rule, in either scheme', async ({
	page,
}) => {
	await page.goto('/404.html');
	// A picture with no words for it (every rule runs in the scheme shown), and words that fade
	// into the background only in the other scheme (the colour rules run there).
	await page.evaluate(() => {
		document
			.querySelector('main')!
			.insertAdjacentHTML(
				'beforeend',
				'<img src="/favicon.svg"><p class="planted">faint words</p>',
			);
		// Through the CSS object model: the page's policy refuses a <style> added to it.
		const sheet = new CSSStyleSheet();
		sheet.replaceSync(':root[data-theme="dark"] .planted { color: #222; background: #1a1a1a }');
		document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
	});
	const failure = await expectNoAxeViolations(page).then(
		() => '',
		(error: Error) => error.message,
	);
	expect(failure).toContain('image-alt');
	expect(failure).toContain('(dark): color-contrast');
});

test('the two schemes differ in colours only: every element of a chapter keeps its box and visibility', async ({
	page,
}) => {
	// What lets axe check the second scheme with its colour rules alone (COLOUR_RULES).
	test.setTimeout(240_000);
	await page.goto('/02-backtracking-step-by-step/');
	await hydrateEveryIsland(page);
	const boxes = () =>
		page.evaluate(() =>
			[...document.querySelectorAll('body *')].map((el) => {
				const { x, y, width, height } = el.getBoundingClientRect();
				const style = getComputedStyle(el);
				return `${el.tagName} ${x},${y},${width},${height} ${style.display} ${style.visibility} ${style.opacity}`;
			}),
		);
	const seen: Record<string, string[]> = {};
	for (const scheme of SCHEMES) {
		await showScheme(page, scheme);
		seen[scheme] = await boxes();
	}
	expect(seen['light']!.length).toBeGreaterThan(500);
	const differ = seen['light']!.flatMap((box, i) =>
		box === seen['dark']![i] ? [] : [`${box} | dark: ${seen['dark']![i]}`],
	);
	expect(differ).toEqual([]);
});

// WCAG 1.4.10 (Reflow): content fits 320 CSS px without scrolling sideways. A 1280 px window at
// 400% zoom, or 640 px at 200%, lays the page out at this same CSS width, so this covers both.
const NARROWEST = { width: 320, height: 720 };
const PHONE = { width: 360, height: 800 };

/** Whether a path is a chapter, in any language: /01-…/, /zh-cn/01-…/. */
const isChapter = (path: string) => /^\/([a-z]{2}(-[a-z]+)?\/)?\d\d-/.test(path);

/** Waits until the page has drawn a frame: a widget re-laid out for a new size has redrawn. */
const frame = (page: Page) =>
	page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));

/** The names of the code blocks that scroll sideways now. */
const scrollingCode = (page: Page) =>
	page.evaluate(() =>
		[...document.querySelectorAll<HTMLElement>('.expressive-code pre')]
			.filter((pre) => pre.scrollWidth > pre.clientWidth + 1)
			.map((pre) => pre.getAttribute('aria-label') ?? '?'),
	);

// Each page's test stands alone: the workers may share the sweep.
test.describe.configure({ mode: 'parallel' });

// One load per page checks all a reader of it meets. The page opens in the scheme its reader
// prefers (and chose in Starlight's theme select), light and dark taking turns down the list so
// each is loaded on every other page; axe then checks it in both, switching in place.
for (const [index, path] of PAGES.entries()) {
	const scheme = SCHEMES[index % SCHEMES.length]!;
	test(`${path} (opened ${scheme}): its policy, no console error, no axe violation once its widgets hydrate (colours in both schemes), no sideways scroll at 320 and 360 px, in Chinese no English`, async ({
		page,
	}) => {
		// Two axe runs on a whole chapter and its islands hydrated: a minute on a busy machine,
		// so a machine five times slower than a quiet one needs twice the base limit.
		test.setTimeout(240_000);
		await page.emulateMedia({ colorScheme: scheme });
		await page.addInitScript((theme) => localStorage.setItem('starlight-theme', theme), scheme);
		await page.setViewportSize(NARROWEST);
		await page.goto(path);
		await test.step('one policy, before every script; its scripts run under it', async () => {
			await expectOwnScriptsOnly(page);
		});
		expect(await currentScheme(page)).toBe(scheme);
		await hydrateEveryIsland(page);

		for (const size of [NARROWEST, PHONE]) {
			await test.step(`no sideways scroll, no code block that scrolls at ${size.width} px`, async () => {
				await page.setViewportSize(size);
				await frame(page);
				expect(await sidewaysScroll(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
				// A code block that scrolls needs Expressive Code's script, run on an idle callback,
				// to make it a tab stop; under load axe can come first. Blocks wrap, so none scrolls.
				expect(await scrollingCode(page), `${path}: code blocks that scroll`).toEqual([]);
			});
		}

		await test.step('no axe violation: every rule in the scheme it opened in, colours in the other', async () => {
			// axe runs in legacy mode (fixtures.ts), which reads no frame's contents: a page has none.
			await expect(page.locator('iframe, frame')).toHaveCount(0);
			await expectNoAxeViolations(page);
		});

		if (path.startsWith('/zh-cn/'))
			await test.step('in Chinese: no English outside code, and announced in Chinese', async () => {
				await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
				// At a desktop's width, where every widget shows all its words.
				await page.setViewportSize({ width: 1280, height: 800 });
				await frame(page);
				expect(await englishOutsideCode(page), `English on ${path}`).toEqual([]);
			});

		if (!isChapter(path)) return;
		await test.step('every widget at its largest setting fits 320 px', async () => {
			await page.setViewportSize(NARROWEST);
			// Options that unlock larger sizes (the count race's slow sizes) are ticked first.
			for (const unlock of await page.getByRole('checkbox', { name: /^Allow n = / }).all())
				await unlock.check();
			for (const menu of await sizeMenus(page)) {
				const largest = String(await largestOption(menu));
				await menu.selectOption(largest);
				await expect(menu).toHaveValue(largest);
			}
			// Each drawn widget has redrawn at its new size once its island re-renders.
			await frame(page);
			expect(await sidewaysScroll(page), `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(
				0,
			);
		});
	});
}
