import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** WCAG 2.x A/AA rules: what every page of the site must pass. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

/**
 * Runs axe on the page as it is now (optionally only inside `include`, a CSS selector) and fails
 * with a readable list of every WCAG A/AA violation: rule, impact, help and offending elements.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
	let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
	if (include) builder = builder.include(include);
	const { violations } = await builder.analyze();
	const report = violations.flatMap((v) => {
		const nodes = v.nodes;
		const where = nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
		return [`${v.id} [${v.impact ?? 'n/a'}] ${v.help}\n${where.join('\n')}`];
	});
	expect(report, 'axe accessibility violations').toEqual([]);
}
