import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { LOCALES } from '../../src/i18n/locales.ts';
import {
	expect,
	type ElementHandle,
	type Locator,
	type Page,
	type Request,
} from '@playwright/test';

/** The pages of one folder of dist/ as URL paths under `prefix` ('/', '/zh-cn/'). */
function pagesUnder(folder: string, prefix: string): string[] {
	return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
		if (entry.isFile()) return entry.name.endsWith('.html') ? [`${prefix}${entry.name}`] : [];
		return existsSync(`${folder}/${entry.name}/index.html`) ? [`${prefix}${entry.name}/`] : [];
	});
}

/**
 * Every page of the built site as a URL path, read from dist/: in English (`/`, `/01-…/`,
 * `/404.html`) and in each other language (`/zh-cn/`, `/zh-cn/01-…/`, `/zh-cn/404.html`).
 */
export function builtPages(dist = process.env['E2E_DIST'] ?? 'dist'): string[] {
	const translated = LOCALES.filter((locale) => locale !== 'en');
	const english = pagesUnder(dist, '/').filter(
		(p) => !translated.some((locale) => p === `/${locale}/`),
	);
	const others = translated.flatMap((locale) => pagesUnder(`${dist}/${locale}`, `/${locale}/`));
	return [...english, ...others].map((p) => p.replace(/(^|\/)index\.html$/, '$1')).sort();
}

/** The built HTML of the page at URL path `path` (`/`, `/01-…/`, `/404.html`), read from dist/. */
export function builtHtml(path: string, dist = process.env['E2E_DIST'] ?? 'dist'): string {
	return readFileSync(`${dist}${path}${path.endsWith('/') ? 'index.html' : ''}`, 'utf8');
}

/** Every built page (in every language) whose HTML holds an island: where the widgets are. */
export function pagesWithIslands(dist = process.env['E2E_DIST'] ?? 'dist'): string[] {
	return builtPages(dist).filter((path) => builtHtml(path, dist).includes('<astro-island'));
}

/** `text` matched literally inside a regular expression. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Brings each island that has not hydrated yet into view, one at a time, and waits for it.
 * A sweep with fixed pauses can scroll past a `client:visible` island before its
 * IntersectionObserver runs on a busy machine; this waits on the island itself instead. An island
 * that hydrates on intent (`client:intent`, a code cell) is pointed at too, as a learner would.
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
			if (el.getAttribute('client') === 'intent')
				(boxed ?? el).dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
		});
		await page.waitForFunction((el) => !el.hasAttribute('ssr'), island);
	}
}

/**
 * Scrolls a widget into view and waits until its island has hydrated (Astro drops `ssr` then);
 * a widget that hydrates on intent (`client:intent`, a code cell) is pointed at first.
 */
export async function hydrated(page: Page, widget: Locator): Promise<Locator> {
	await widget.scrollIntoViewIfNeeded();
	const island = page.locator('astro-island', { has: widget }).first();
	if ((await island.getAttribute('client')) === 'intent') await pointAt(widget);
	await expect(island).not.toHaveAttribute('ssr');
	return widget;
}

/**
 * The learner's first sign of intent on a widget, without moving Playwright's mouse (which would
 * hover whatever the test does next): a `pointerover` that bubbles to its island.
 */
export async function pointAt(widget: Locator): Promise<void> {
	await widget.dispatchEvent('pointerover', { bubbles: true });
}

/** How far the page scrolls sideways now, in CSS pixels (0 or less: it does not). */
export function sidewaysScroll(page: Page): Promise<number> {
	return page.evaluate(
		() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
	);
}

/** The widgets' number menus a reader can see (sizes, ranges): every select of numbers only. */
export async function sizeMenus(scope: Page | Locator): Promise<Locator[]> {
	const menus: Locator[] = [];
	for (const select of await scope.locator('select').all()) {
		if (!(await select.isVisible())) continue;
		const values = await select
			.locator('option')
			.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
		if (values.length > 1 && values.every((v) => /^\d+$/.test(v))) menus.push(select);
	}
	return menus;
}

/** The largest number a size menu offers. */
export function largestOption(menu: Locator): Promise<number> {
	return menu.evaluate((el) =>
		Math.max(...[...(el as HTMLSelectElement).options].map((o) => Number(o.value))),
	);
}

/**
 * Resolves once the page has drawn two frames and then gone idle (`requestIdleCallback`): the
 * work already queued (an editor's update, a worker's message already posted, a handler's fetch)
 * has run by then. Used instead of a fixed pause, wherever a test must let the page finish.
 */
export function pageIdle(page: Page): Promise<unknown> {
	return page.evaluate(async () => {
		const frame = () => new Promise((done) => requestAnimationFrame(done));
		await frame();
		await frame();
		// A busy page may see no idle period for long: the timeout still runs after queued tasks.
		await new Promise((done) => requestIdleCallback(done, { timeout: 10_000 }));
	});
}

/**
 * Follows every request the page's context starts from now on (its pages and their workers) to a
 * URL `watched` accepts, so a test that proves a request never reaches somewhere can wait for a
 * positive signal instead of a pause: the page idle and every such request finished or failed.
 */
export function followRequests(
	page: Page,
	watched: (url: string) => boolean,
): { settled: () => Promise<void> } {
	const inFlight = new Set<Request>();
	const context = page.context();
	context.on('request', (request) => {
		if (watched(request.url())) inFlight.add(request);
	});
	context.on('requestfinished', (request) => inFlight.delete(request));
	context.on('requestfailed', (request) => inFlight.delete(request));
	return {
		settled: async () => {
			await pageIdle(page);
			await expect
				.poll(() => [...inFlight].map((request) => request.url()), {
					message: 'requests still in flight',
				})
				.toEqual([]);
		},
	};
}

/** A second server, on another origin, that counts every request, upgrade and connection. */
export async function countingServer(): Promise<{
	port: number;
	hits: string[];
	close: () => void;
}> {
	const hits: string[] = [];
	const server = createServer((request, response) => {
		hits.push(`${request.method} ${request.url}`);
		response.writeHead(200, { 'access-control-allow-origin': '*' }).end('1');
	});
	server.on('upgrade', (request, socket) => {
		hits.push(`upgrade ${request.url}`);
		socket.destroy();
	});
	server.on('connection', () => hits.push('connection'));
	await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
	const { port } = server.address() as AddressInfo;
	return { port, hits, close: () => server.close() };
}
