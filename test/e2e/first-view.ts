import { expect, type Page, type Route } from '@playwright/test';
import { test } from './fixtures.ts';
import { builtHtml, hydrateEveryIsland, pageIdle } from './pages.ts';

/*
 * The first view of a page's islands (what the server's HTML shows before any island's code has
 * loaded) and the view once every island has hydrated and gone idle, element by element, so a
 * test can say which elements appeared, disappeared, moved, or changed their words or state.
 */

/** One element of an island as the reader sees it. */
export interface Seen {
	/** Which island (in page order, with its component) and the child indices down to the element. */
	key: string;
	/** The part of its box the reader can see (within every box that clips it), in page pixels. */
	box: [number, number, number, number];
	/** Its own text (not its children's), spaces collapsed. */
	text: string;
	/** What a control shows of its state: disabled, aria-disabled, checked, value, open. */
	state: string;
}

/**
 * Every element inside the page's islands that the reader can see, in page order: its visible
 * box (an element scrolled out of its box, as a virtual list's rows are, is not seen), its own
 * words and what a control shows of its state.
 */
export function firstView(page: Page): Promise<Seen[]> {
	return page.evaluate(() => {
		const seen: Seen[] = [];
		const islands = [...document.querySelectorAll('astro-island')].filter(
			(island) => !island.parentElement?.closest('astro-island'),
		);
		/** The element's box cut to every ancestor box that clips what overflows it. */
		const visibleBox = (el: Element) => {
			const r = el.getBoundingClientRect();
			let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
			for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
				const style = getComputedStyle(at);
				if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
				const clip = at.getBoundingClientRect();
				left = Math.max(left, clip.left);
				top = Math.max(top, clip.top);
				right = Math.min(right, clip.right);
				bottom = Math.min(bottom, clip.bottom);
			}
			return { x: left, y: top, width: right - left, height: bottom - top };
		};
		islands.forEach((island, i) => {
			const name = (island.getAttribute('component-url') ?? '').replace(/^.*\/|\..*$/g, '');
			const walk = (el: Element, key: string) => {
				[...el.children].forEach((child, k) => {
					if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(child.tagName)) return;
					const at = `${key}/${k}${child.tagName.toLowerCase()}`;
					const rect = visibleBox(child);
					const style = getComputedStyle(child);
					if (rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden') {
						const own = [...child.childNodes]
							.filter((node) => node.nodeType === Node.TEXT_NODE)
							.map((node) => node.textContent)
							.join('')
							.replace(/\s+/g, ' ')
							.trim();
						const control = child as Partial<HTMLInputElement & HTMLDetailsElement>;
						const state = [
							control.disabled ? 'disabled' : '',
							child.getAttribute('aria-disabled') === 'true' ? 'aria-disabled' : '',
							control.checked ? 'checked' : '',
							child.getAttribute('aria-pressed') === 'true' ? 'pressed' : '',
							child.getAttribute('aria-expanded') === 'true' ? 'expanded' : '',
							control.open ? 'open' : '',
							typeof control.value === 'string' && child.tagName !== 'BUTTON'
								? `value=${control.value}`
								: '',
							style.opacity !== '1' ? `opacity=${style.opacity}` : '',
						]
							.filter(Boolean)
							.join(' ');
						seen.push({
							key: at,
							box: [
								Math.round(rect.x + scrollX),
								Math.round(rect.y + scrollY),
								Math.round(rect.width),
								Math.round(rect.height),
							],
							text: own,
							state,
						});
					}
					walk(child, at);
				});
			};
			walk(island, `island ${i} (${name})`);
		});
		return seen;
	});
}

/** What differs between two views, one line per element: appeared, disappeared, moved, changed. */
export function differences(before: Seen[], after: Seen[]): string[] {
	const then = new Map(before.map((seen) => [seen.key, seen]));
	const now = new Map(after.map((seen) => [seen.key, seen]));
	const lines: string[] = [];
	for (const [key, was] of then) {
		const is = now.get(key);
		if (!is) {
			lines.push(`disappeared ${key} "${was.text}"`);
			continue;
		}
		// A pixel either way is rounding, not a move.
		if (was.box.some((v, i) => Math.abs(v - is.box[i]!) > 1))
			lines.push(`moved ${key} "${is.text}" ${was.box.join(',')} → ${is.box.join(',')}`);
		if (was.text !== is.text) lines.push(`changed ${key} "${was.text}" → "${is.text}"`);
		if (was.state !== is.state) lines.push(`changed ${key} [${was.state}] → [${is.state}]`);
	}
	for (const [key, is] of now) if (!then.has(key)) lines.push(`appeared ${key} "${is.text}"`);
	return lines;
}

/**
 * Holds back every island's component module of the page at `path` until `release()`, so the
 * server's HTML stays as it is, whatever the island's directive: a test sees the first view
 * and can press a control before the code is there. `only` narrows it to some components.
 */
export async function holdIslands(
	page: Page,
	path: string,
	only?: RegExp,
): Promise<{ release: () => void; urls: string[] }> {
	// From dist/, which the server serves, not over HTTP: a request that meets the server closing
	// an idle kept-alive connection fails with ECONNRESET (seen once in the gate, 2026-12-02).
	const html = builtHtml(path.replace(/[?#].*$/, ''));
	const urls = [
		...new Set([...html.matchAll(/component-url="([^"]+)"/g)].map((m) => m[1]!)),
	].filter((url) => !only || only.test(url));
	let release!: () => void;
	const released = new Promise<void>((resolve) => (release = resolve));
	const hold = async (route: Route) => {
		await released;
		await route.continue();
	};
	for (const url of urls) await page.route(`**${url}`, hold);
	return { release, urls };
}

/**
 * Waits until two views, taken with the page drawing twice and going idle between them, are the
 * same (within `timeoutMs`), and returns it: work still queued (a re-render, a transition's end)
 * has run by the second view.
 */
export async function settledView(page: Page, timeoutMs = 30_000): Promise<Seen[]> {
	const until = Date.now() + timeoutMs;
	let last = await firstView(page);
	for (;;) {
		await pageIdle(page);
		const now = await firstView(page);
		if (differences(last, now).length === 0 || Date.now() > until) return now;
		last = now;
	}
}

/** How many islands the page has (an island inside another is a part of that one). */
export function islandCount(page: Page): Promise<number> {
	return page.evaluate(
		() =>
			[...document.querySelectorAll('astro-island')].filter(
				(island) => !island.parentElement?.closest('astro-island'),
			).length,
	);
}

/**
 * Opens the tab of every island a closed tab hides (a Python program's Run sits in its tab), as a
 * reader would to reach it: every island of the page is then on the screen somewhere.
 */
export async function openTabbedIslands(page: Page): Promise<void> {
	const tabs = await page.evaluate(() => [
		...new Set(
			[...document.querySelectorAll('astro-island')].flatMap((island) => {
				const panel = island.closest('[role="tabpanel"][hidden]');
				return panel ? [panel.getAttribute('aria-labelledby') ?? ''] : [];
			}),
		),
	]);
	for (const id of tabs) {
		const tab = page.locator(`[role="tab"][id="${id}"]`);
		await tab.click();
		await expect(tab).toHaveAttribute('aria-selected', 'true');
	}
}

/** The islands a view holds an element of, by their place on the page. */
export function islandsSeen(view: Seen[]): Set<number> {
	return new Set(view.map((seen) => Number(/^island (\d+)/.exec(seen.key)![1])));
}

/**
 * Scrolls down the page a screen at a time (a tenth of it seen twice) and back to the top, drawing
 * at each stop: what a box shows only once near the screen (content-visibility) is shown then, as
 * for a reader, whether or not code has loaded.
 */
export async function sweepPage(page: Page): Promise<void> {
	const [height, screen] = await page.evaluate(() => [
		document.documentElement.scrollHeight,
		innerHeight,
	]);
	for (let y = 0; y < height; y += Math.ceil(screen * 0.9))
		await page.evaluate(async (to) => {
			scrollTo(0, to);
			await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
		}, y);
	await page.evaluate(() => scrollTo(0, 0));
}

/**
 * Reads the first view of `path` (every island's code held, no pointer on the page), lets every
 * island hydrate and settle, and fails unless nothing appeared, disappeared, moved or changed;
 * logs the counts. The page is left hydrated, scrolled to the top, with nothing pressed.
 */
export async function expectFirstViewHydrated(
	page: Page,
	path: string,
	profile: string,
): Promise<void> {
	const { release } = await holdIslands(page, path);
	await page.goto(path);
	// Down the page and back, with the code held, before anything hydrates.
	await sweepPage(page);
	await openTabbedIslands(page);
	await page.evaluate(() => scrollTo(0, 0));
	const before = await settledView(page);
	expect(
		await page.locator('astro-island:not([ssr])').count(),
		'every island is still waiting for its code',
	).toBe(0);
	expect(islandsSeen(before).size, 'every island of the page is read').toBe(
		await islandCount(page),
	);

	release();
	await hydrateEveryIsland(page);
	await page.evaluate(() => scrollTo(0, 0));
	const after = await settledView(page);

	const changed = differences(before, after);
	const count = (kind: string) => changed.filter((line) => line.startsWith(kind)).length;
	const summary =
		`first view of ${path} (${profile}) before and after hydration: ${before.length} elements; ` +
		`elements that moved: ${count('moved')}, appeared: ${count('appeared')}, ` +
		`disappeared: ${count('disappeared')}, changed: ${count('changed')}`;
	console.log(summary);
	test.info().annotations.push({ type: 'first view', description: summary });
	expect(changed, summary).toEqual([]);
}
