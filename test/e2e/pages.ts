import { existsSync, readdirSync } from 'node:fs';
import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

/** Every page of the built site as a URL path (`/`, `/01-…/`, `/404.html`), read from dist/. */
export function builtPages(dist = process.env['E2E_DIST'] ?? 'dist'): string[] {
	const pages = readdirSync(dist, { withFileTypes: true }).flatMap((entry) => {
		if (entry.isFile()) return entry.name.endsWith('.html') ? [`/${entry.name}`] : [];
		return existsSync(`${dist}/${entry.name}/index.html`) ? [`/${entry.name}/`] : [];
	});
	return pages.map((p) => (p === '/index.html' ? '/' : p)).sort();
}

/**
 * Brings each island that has not hydrated yet into view, one at a time, and waits for it.
 * A sweep with fixed pauses can scroll past a `client:visible` island before its
 * IntersectionObserver runs on a busy machine; this waits on the island itself instead.
 */
export async function hydrateEveryIsland(page: Page): Promise<void> {
	const waiting = page.locator('astro-island[ssr]');
	for (let seen = 0; (await waiting.count()) > 0; seen++) {
		expect(seen, 'more islands than a page could hold: one never hydrates').toBeLessThan(100);
		// elementHandles() does not wait: the last island may hydrate between the count and this
		// lookup, and first().elementHandle() would then wait for one that never comes.
		const [island] = (await waiting.elementHandles()) as ElementHandle<Element>[];
		if (!island) continue;
		// An island is `display: contents` and has no box: scroll to the first thing inside it that has.
		await island.evaluate((el) => {
			const boxed = [el, ...el.querySelectorAll('*')].find((e) => e.getClientRects().length > 0);
			(boxed ?? el).scrollIntoView({ block: 'center' });
		});
		await page.waitForFunction((el) => !el.hasAttribute('ssr'), island);
	}
}

/** Scrolls a widget into view and waits until its island has hydrated (Astro drops `ssr` then). */
export async function hydrated(page: Page, widget: Locator): Promise<Locator> {
	await widget.scrollIntoViewIfNeeded();
	await expect(page.locator('astro-island', { has: widget }).first()).not.toHaveAttribute('ssr');
	return widget;
}
