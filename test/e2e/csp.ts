import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures.ts';

/*
 * The Content-Security-Policy as a page shows it: a `test` that fails on any violation, and the
 * page's one policy. every-page.spec.ts reads each built page's; csp.spec.ts breaks it on purpose.
 */

/**
 * What the page saw of the Content-Security-Policy: violations reported to the document, one line
 * each (directive, blocked URI, where, sample). There must be none when a test ends; a test that
 * breaks the policy on purpose takes its own.
 */
interface Csp {
	/** The violations so far. */
	seen(): Promise<string[]>;
	/** The violations so far, forgotten with the console's reports of them. */
	take(): Promise<string[]>;
}

declare global {
	interface Window {
		/** Violations recorded by the init script below. */
		__cspViolations?: string[];
	}
}

/**
 * `test` that records every `securitypolicyviolation` event of each page (from before its first
 * script) and every console message naming the policy, and fails if any is left at the end.
 */
export const test = base.extend<{ csp: Csp }>({
	csp: [
		async ({ page, pageErrors }, use) => {
			await page.addInitScript(() => {
				window.__cspViolations = [];
				document.addEventListener('securitypolicyviolation', (event) => {
					window.__cspViolations!.push(
						`${event.effectiveDirective} blocked ${event.blockedURI || '(none)'} at ` +
							`${event.sourceFile}:${event.lineNumber}: ${event.sample}`,
					);
				});
			});
			const messages: string[] = [];
			page.context().on('console', (message) => {
				if (/Content.Security.Policy/i.test(message.text())) messages.push(message.text());
			});
			const violations: string[] = [];
			const seen = async () => {
				if (!page.isClosed()) {
					violations.push(...(await page.evaluate(() => window.__cspViolations?.splice(0) ?? [])));
				}
				return [...violations];
			};
			const take = async () => {
				const taken = await seen();
				violations.length = 0;
				// Chromium reports each violation on the console too, as an error.
				messages.length = 0;
				for (let i = pageErrors.length - 1; i >= 0; i--) {
					if (/Content.Security.Policy/i.test(pageErrors[i]!)) pageErrors.splice(i, 1);
				}
				return taken;
			};
			await use({ seen, take });
			expect([...(await seen()), ...messages], 'Content-Security-Policy violations').toEqual([]);
		},
		{ auto: true },
	],
});

/** The page's policy, from its one CSP meta tag, checked to come before any script, style or link. */
async function policyOf(page: Page): Promise<string> {
	const metas = page.locator('meta[http-equiv="Content-Security-Policy" i]');
	await expect(metas).toHaveCount(1);
	const before = await metas.evaluate((meta) => {
		const all = [...document.querySelectorAll('script, style, link, meta')];
		return all
			.slice(0, all.indexOf(meta))
			.map((el) => el.outerHTML)
			.join('');
	});
	expect(before).toMatch(/^(<meta charset="utf-8">)?$/);
	return (await metas.getAttribute('content'))!;
}

/**
 * Checks the page's policy (one, before every script: only its own scripts and workers, no eval)
 * and that the scripts it allows ran: Starlight's inline theme script and its search.
 */
export async function expectOwnScriptsOnly(page: Page): Promise<void> {
	const policy = await policyOf(page);
	const directive = (name: string) =>
		policy
			.split(';')
			.map((d) => d.trim().split(/\s+/))
			.find(([first]) => first === name)
			?.slice(1);
	expect(directive('default-src')).toEqual(["'self'"]);
	expect(directive('script-src')?.filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'"]);
	expect(directive('worker-src')).toEqual(["'self'"]);
	expect(policy).not.toContain('unsafe-eval');
	// Starlight's inline theme script ran (allowed by its hash), and its search script.
	expect(await page.evaluate(() => 'StarlightThemeProvider' in window)).toBe(true);
	// Found by its place, not its name: the name is in the page's language.
	await expect(page.locator('site-search button[data-open-modal]').first()).toBeEnabled();
}

export { expect };
