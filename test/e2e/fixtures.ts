import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every axe rule but two kinds: WCAG AAA (the site aims at AA: `color-contrast-enhanced`'s 7:1 and
 * the like) and deprecated rules, which axe itself no longer runs (their tags are not listed).
 * Best practices and experimental rules are in: axe runs neither unless asked.
 * `every-page.spec.ts` checks that this list leaves out no other rule.
 */
export const AXE_TAGS = [
	'wcag2a',
	'wcag2aa',
	'wcag21a',
	'wcag21aa',
	'wcag22a',
	'wcag22aa',
	'best-practice',
	'experimental',
];

/**
 * The axe rules whose verdicts depend on colours. The two themes differ only in colours (Starlight's
 * and the site's stylesheets switch custom properties and Shiki's token colours on `data-theme`,
 * nothing else), so the scheme a page opens in gets every rule and the other scheme these.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Starlight's two themes, which follow `prefers-color-scheme` unless the reader picked one. */
export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

interface Fixtures {
	/**
	 * Console errors and uncaught page errors seen during the test. Collected for every test and
	 * checked to be empty when it ends; a test that provokes an error on purpose removes it here.
	 */
	pageErrors: string[];
}

/** Playwright `test` for this site: any console error or uncaught page error fails the test. */
export const test = base.extend<Fixtures>({
	pageErrors: [
		async ({ page }, use) => {
			const errors: string[] = [];
			page.on('console', (message) => {
				if (message.type() !== 'error') return;
				const { url, lineNumber } = message.location();
				errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
			});
			page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
			await use(errors);
			expect(errors, 'console errors or uncaught page errors').toEqual([]);
		},
		{ auto: true },
	],
});

export { expect };

/** The theme the page shows now, from Starlight's `data-theme` attribute on `<html>`. */
export async function currentScheme(page: Page): Promise<Scheme> {
	const theme = await page.locator('html').getAttribute('data-theme');
	expect(SCHEMES, `unknown data-theme "${theme}" on ${page.url()}`).toContain(theme);
	return theme as Scheme;
}

/**
 * Shows the page in `scheme` as Starlight would: the `data-theme` attribute its CSS keys on, and
 * `prefers-color-scheme` for anything that asks the media query. Waits for transitions to end.
 */
export async function showScheme(page: Page, scheme: Scheme): Promise<void> {
	await page.emulateMedia({ colorScheme: scheme });
	await page.evaluate(async (theme) => {
		document.documentElement.dataset['theme'] = theme;
		const frame = () => new Promise((done) => requestAnimationFrame(done));
		await frame();
		await frame();
		const finite = document
			.getAnimations()
			.filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
		await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
	}, scheme);
}

interface AxeOptions {
	/** Check the theme shown now (true), or both themes, switching and switching back (false). */
	currentSchemeOnly?: boolean;
}

let scopes = 0;

/**
 * Runs axe (every rule in `AXE_TAGS`) on the page as it is now, optionally only inside `include`
 * (a CSS selector or the widget's locator), then the colour rules in the other scheme unless told
 * otherwise; fails
 * with a readable list of every violation: page, scheme, rule, impact, help, link and each
 * offending element. A widget test checks its widget after using it; every-page.spec.ts checks
 * each whole page once (axe on a whole chapter takes seconds on a busy machine).
 */
export async function expectNoAxeViolations(
	page: Page,
	include?: string | Locator,
	{ currentSchemeOnly = false }: AxeOptions = {},
): Promise<void> {
	if (include !== undefined && typeof include !== 'string') {
		const scope = `axe-${++scopes}`;
		await include.evaluate((el, id) => el.setAttribute('data-axe-scope', id), scope);
		include = `[data-axe-scope="${scope}"]`;
	}
	const shown = await currentScheme(page);
	const schemes = currentSchemeOnly ? [shown] : [shown, ...SCHEMES.filter((s) => s !== shown)];
	const report: string[] = [];
	try {
		for (const scheme of schemes) {
			if (scheme !== (await currentScheme(page))) await showScheme(page, scheme);
			// Legacy mode runs axe once in the page itself; the default opens a blank page for every
			// run to put the results of a page's frames together, about 40% of a chapter's time
			// (2026-12-02). No page has a frame: every-page.spec.ts holds that.
			let builder = new AxeBuilder({ page }).setLegacyMode(true);
			builder = scheme === shown ? builder.withTags(AXE_TAGS) : builder.withRules(COLOUR_RULES);
			if (include) builder = builder.include(include);
			const { violations } = await builder.analyze();
			for (const v of violations) {
				const where = v.nodes.map(
					(node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').trim()}`,
				);
				report.push(
					`${page.url()} (${scheme}): ${v.id} [${v.impact ?? 'n/a'}] ${v.help}\n` +
						`    ${v.helpUrl}\n${where.join('\n')}`,
				);
			}
		}
	} finally {
		if ((await currentScheme(page)) !== shown) await showScheme(page, shown);
	}
	expect(report, 'axe violations').toEqual([]);
}
