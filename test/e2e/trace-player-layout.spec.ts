import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/*
 * The trace player laid out for reading (issue 28): at 1280 × 800 the board, the line of code that
 * runs and the counters are in view together; the sticky step buttons never cover the board's top
 * row or the speed slider, at 1280 px or on a phone; a log line takes one line, and the virtual
 * scrolling places the rows where the layout draws them; the 4 × 4 search tree has room for its
 * labels and is drawn whole, not in a scroll box. Every check is a measurement of boxes on screen.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface Box {
	x: number;
	y: number;
	width: number;
	height: number;
}

/** The trace players of a page, in any language (the bug replay's too). */
const players = (page: Page) => page.locator('.nq-trace');
/** The bar's buttons: reset, back, play, forward, next solution, next backtrack (any language). */
const forwardButton = (player: Locator) => player.locator('.bar button').nth(3);

/** Brings the page's `nth` player into view and waits until its island has hydrated. */
async function hydrated(page: Page, nth: number): Promise<Locator> {
	const player = players(page).nth(nth);
	await player.scrollIntoViewIfNeeded();
	// The bug replay hydrates on the learner's first sign of intent: a pointer over it.
	await player.dispatchEvent('pointerover', { bubbles: true });
	await expect
		.poll(() => player.evaluate((el) => el.closest('astro-island')!.hasAttribute('ssr')))
		.toBe(false);
	return player;
}

/** Whether two boxes share more than a hair of area. */
function overlap(a: Box, b: Box): boolean {
	const EPS = 0.5;
	return (
		Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > EPS &&
		Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > EPS
	);
}

async function box(locator: Locator): Promise<Box> {
	const found = await locator.boundingBox();
	expect(found, `${locator} has a box`).not.toBeNull();
	return found!;
}

/** The lowest edge of the site's fixed header (and the phone's "On this page" bar) in px. */
function headerBottom(page: Page): Promise<number> {
	return page.evaluate(() => {
		const root = getComputedStyle(document.documentElement);
		const rem = parseFloat(root.fontSize);
		const nav = parseFloat(root.getPropertyValue('--sl-nav-height')) || 0;
		const toc = parseFloat(root.getPropertyValue('--sl-mobile-toc-height')) || 0;
		return (nav + toc) * rem;
	});
}

/** Fails unless `inner` lies inside the part of the window below the header. */
async function expectInView(page: Page, what: string, inner: Box): Promise<void> {
	expectInsideWindow(what, inner, await headerBottom(page), page.viewportSize()!);
}

/** Fails unless `inner` lies inside a window of `size` below a header ending at `top` px. */
function expectInsideWindow(
	what: string,
	inner: Box,
	top: number,
	{ width, height }: { width: number; height: number },
): void {
	expect(inner.y, `${what}: top edge below the header`).toBeGreaterThanOrEqual(top - 0.5);
	expect(inner.y + inner.height, `${what}: bottom edge in the window`).toBeLessThanOrEqual(
		height + 0.5,
	);
	expect(inner.x, `${what}: left edge in the window`).toBeGreaterThanOrEqual(-0.5);
	expect(inner.x + inner.width, `${what}: right edge in the window`).toBeLessThanOrEqual(
		width + 0.5,
	);
}

/** Scrolls the page so the player's panels start just under the header, as a reader would. */
async function scrollPanelsToTop(page: Page, player: Locator): Promise<void> {
	const top = await headerBottom(page);
	await player.locator('.panels').evaluate((el, under) => {
		scrollBy({ top: el.getBoundingClientRect().top - under, behavior: 'instant' });
	}, top);
}

/** The current step, from the step scrubber (the second slider, after the speed). */
async function stepOf(player: Locator): Promise<number> {
	return Number(await player.getByRole('slider').nth(1).inputValue());
}

/** Board, lit line of code and counters: each fully inside the window. */
async function expectStageInView(page: Page, player: Locator, where: string): Promise<void> {
	// The boxes in one call, not one a box: the walk to a solution reads them at each of 80 steps.
	const read = () =>
		player.evaluate((el) => {
			const boxOf = (found: Element | null) => {
				if (!found) return null;
				const { x, y, width, height } = found.getBoundingClientRect();
				return { x, y, width, height };
			};
			return {
				lit: el.querySelectorAll('.src.current').length,
				board: boxOf(el.querySelector('[role="grid"]')),
				counters: boxOf(el.querySelector('dl')),
				litLine: boxOf(el.querySelector('.src.current')),
			};
		});
	let seen: Awaited<ReturnType<typeof read>> | undefined;
	await expect
		.poll(async () => (seen = await read()).lit, { message: `${where}: a line of code is lit` })
		.toBe(1);
	const top = await headerBottom(page);
	for (const [what, inner] of [
		['board', seen!.board],
		['counters', seen!.counters],
		['lit line of code', seen!.litLine],
	] as const) {
		expect(inner, `${where}: ${what} has a box`).not.toBeNull();
		expectInsideWindow(`${where}: ${what}`, inner!, top, page.viewportSize()!);
	}
}

test.describe('at 1280 × 800 the board, the line of code that runs and the counters are in view together', () => {
	test.use({ viewport: WIDE });

	for (const [path, nth] of [
		['/02-backtracking-step-by-step/', 0],
		['/02-backtracking-step-by-step/', 1],
		['/zh-cn/02-backtracking-step-by-step/', 0],
		['/05-recursion-and-the-stack/', 0],
	] as const)
		test(`${path} player ${nth + 1}: every step to the first solution, without scrolling`, async ({
			page,
		}) => {
			await page.goto(path);
			const player = await hydrated(page, nth);
			await scrollPanelsToTop(page, player);
			const scrolled = await page.evaluate(() => scrollY);
			// Every kind of step (try, check, place, remove, solution) comes by the first solution of
			// 4 queens; the first 80 steps of 8 queens.
			const solutions = player.locator('dl > div').nth(4).locator('dd');
			for (let k = 1; k <= 80 && (await solutions.innerText()) === '0'; k++) {
				await forwardButton(player).click();
				await expect.poll(() => stepOf(player)).toBe(k);
				await expectStageInView(page, player, `step ${k}`);
			}
			expect(await page.evaluate(() => scrollY), 'the page never scrolled').toBe(scrolled);
		});

	for (const [path, nth] of [
		['/02-backtracking-step-by-step/', 1],
		['/05-recursion-and-the-stack/', 0],
	] as const)
		test(`${path} player ${nth + 1}: board and counters stay in view while the reader scrolls on to the log and the tree`, async ({
			page,
		}) => {
			await page.goto(path);
			const player = await hydrated(page, nth);
			for (let k = 0; k < 12; k++) await forwardButton(player).click();
			await scrollPanelsToTop(page, player);
			const start = await page.evaluate(() => scrollY);
			for (const part of ['.log-panel', '.tree-panel']) {
				await player.locator(part).evaluate((el) => el.scrollIntoView({ block: 'end' }));
				expect(await page.evaluate(() => scrollY), `scrolled down to ${part}`).toBeGreaterThan(
					start + 100,
				);
				await expectInView(page, `${part} in view: board`, await box(player.getByRole('grid')));
				await expectInView(page, `${part} in view: counters`, await box(player.locator('dl')));
				await expectInView(
					page,
					`${part} in view: step buttons`,
					await box(player.locator('.bar')),
				);
			}
		});
});

/**
 * Scrolls from above the player to below it in small steps; at each, the sticky bar covers
 * neither the board's top row nor the speed slider, and whenever the log is on screen the bar is too.
 */
async function scrollThrough(page: Page, player: Locator): Promise<void> {
	const bar = player.locator('.bar');
	const topRow = player.getByRole('grid').getByRole('row').first();
	const speed = player.getByRole('slider').first();
	const log = player.getByRole('listbox');
	const { height } = page.viewportSize()!;
	const [from, to] = await player.evaluate((el, h) => {
		const r = el.getBoundingClientRect();
		return [r.top + scrollY - h, r.bottom + scrollY];
	}, height);
	let stuck = 0;
	for (let y = Math.max(0, from); y <= to; y += 40) {
		await page.evaluate((at) => scrollTo({ top: at, behavior: 'instant' }), y);
		const [b, row, slider, list] = await Promise.all([box(bar), box(topRow), box(speed), box(log)]);
		expect(overlap(b, row), `at ${y} px the bar covers the board's top row`).toBe(false);
		expect(overlap(b, slider), `at ${y} px the bar covers the speed slider`).toBe(false);
		const top = await headerBottom(page);
		if (list.y >= top && list.y + list.height <= height) {
			await expectInView(page, `at ${y} px, with the log on screen, the bar`, b);
			stuck++;
		}
	}
	expect(stuck, 'positions with the log and the bar on screen').toBeGreaterThan(0);
}

for (const [name, viewport] of [
	['1280 × 800', WIDE],
	['390 × 844', PHONE],
] as const)
	test.describe(`at ${name} the sticky buttons never cover the board's top row or the speed slider`, () => {
		test.use({ viewport });

		for (const path of [
			'/02-backtracking-step-by-step/',
			'/05-recursion-and-the-stack/',
			'/06-dead-ends/',
		])
			test(`${path}: scrolled from above the player to below it`, async ({ page }) => {
				await page.goto(path);
				const player = await hydrated(page, 0);
				// Some steps first, so the log and the board are as a learner has them.
				for (let k = 0; k < 12; k++) await forwardButton(player).click();
				await scrollThrough(page, player);
			});
	});

for (const [name, viewport] of [
	['1280 × 800', WIDE],
	['390 × 844', PHONE],
] as const)
	test.describe(`at ${name} a log line is one line`, () => {
		test.use({ viewport });

		test('rows are at most 32 px, a dozen in view, each where the scrolling puts it', async ({
			page,
		}) => {
			await page.goto('/02-backtracking-step-by-step/');
			const player = await hydrated(page, 0);
			const log = player.getByRole('listbox');
			const options = log.getByRole('option');
			const first = await box(options.first());
			// A one-line entry: one line of text and its padding, no more.
			await expect(options.first()).toHaveAccessibleName('row 1, column 1: try this square');
			expect(first.height).toBeLessThanOrEqual(32);
			const text = await options
				.first()
				.locator('.text')
				.evaluate((el) => {
					const style = getComputedStyle(el);
					return { size: parseFloat(style.fontSize), lines: el.getClientRects().length };
				});
			expect(text.size, 'readable type').toBeGreaterThanOrEqual(11);
			expect(text.lines).toBe(1);

			const view = await box(log);
			const inView = async () => {
				let n = 0;
				for (const option of await options.all()) {
					const b = await box(option);
					if (b.y >= view.y - 0.5 && b.y + b.height <= view.y + view.height + 0.5) n++;
				}
				return n;
			};
			expect(await inView(), 'entries in view at once').toBeGreaterThanOrEqual(10);

			// Scrolled halfway down: every row in the DOM sits at its index times its height.
			await log.evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
			await expect(options.first()).not.toHaveAttribute('aria-posinset', '1');
			const placed = await log.evaluate((el) => {
				const spacer = el.querySelector('.spacer')!.getBoundingClientRect();
				return [...el.querySelectorAll('[role="option"]')].map((row) => {
					const r = row.getBoundingClientRect();
					return {
						index: Number(row.getAttribute('aria-posinset')) - 1,
						top: r.top - spacer.top,
						height: r.height,
						setsize: Number(row.getAttribute('aria-setsize')),
						spacer: spacer.height,
					};
				});
			});
			for (const row of placed) {
				expect(row.height).toBeCloseTo(first.height, 1);
				expect(row.top).toBeCloseTo(row.index * first.height, 0);
				expect(row.spacer).toBeCloseTo(row.setsize * first.height, 0);
			}

			// A step far down the log brings its line into view, whole, with whole lines above it.
			await player.locator('.bar button').nth(4).click(); // Next solution
			const current = log.getByRole('option', { selected: true });
			const line = await box(current);
			expect(line.y).toBeGreaterThanOrEqual(view.y);
			expect(line.y + line.height).toBeLessThanOrEqual(view.y + view.height + 0.5);
			// The cursor's line, whole, below the log.
			const words = await current.getAttribute('title');
			await expect(player.locator('.full')).toContainText(words!);
		});
	});

test.describe('the 4 × 4 search tree', () => {
	for (const [name, viewport] of [
		['1280 × 800', WIDE],
		['390 × 844', PHONE],
	] as const)
		test(`at ${name}: drawn whole, no label touching another, not in a scroll box`, async ({
			page,
		}) => {
			await page.setViewportSize(viewport);
			await page.goto('/02-backtracking-step-by-step/');
			// The 8-queens player's "4 × 4 to the end": the whole 4-queens tree.
			const player = await hydrated(page, 1);
			await player.getByRole('button', { name: '4 × 4 to the end' }).click();
			await expect.poll(() => stepOf(player)).toBeGreaterThan(100);
			const drawing = player.getByTestId('tree-drawing');
			await expect(drawing).toHaveAttribute('data-whole', 'true');
			const refused = drawing.locator('[data-node="refused"]');
			// 60 checks, 16 of them placements: 44 refusals, each a ✕ with its column.
			await expect(refused).toHaveCount(44);

			const labels = await drawing.locator('text').evaluateAll((texts) =>
				texts.map((t) => {
					const r = t.getBoundingClientRect();
					return {
						what: `${t.closest('[data-node]')?.getAttribute('data-node') ?? 'tick'} ${t.textContent}`,
						box: { x: r.x, y: r.y, width: r.width, height: r.height },
					};
				}),
			);
			const crosses = labels.filter((l) => l.what.startsWith('refused'));
			expect(crosses).toHaveLength(44);
			for (const l of labels) expect(l.box.height, `${l.what} is drawn`).toBeGreaterThan(8);
			const touching: string[] = [];
			labels.forEach((a, i) =>
				labels.slice(i + 1).forEach((b) => {
					if (overlap(a.box, b.box))
						touching.push(
							`${a.what} at ${Math.round(a.box.y)} / ${b.what} at ${Math.round(b.box.y)}`,
						);
				}),
			);
			expect(touching, 'labels that overlap').toEqual([]);

			// Not clipped: the frame holds the whole drawing at its own size, with nothing to scroll.
			const frame = drawing.locator('xpath=..');
			const fit = await frame.evaluate((el) => {
				const svg = el.querySelector('svg')!;
				const a = el.getBoundingClientRect();
				const b = svg.getBoundingClientRect();
				return {
					scrollsDown: el.scrollHeight - el.clientHeight,
					scrollsAcross: el.scrollWidth - el.clientWidth,
					inside: b.top >= a.top && b.bottom <= a.bottom && b.left >= a.left && b.right <= a.right,
					scale: b.width / Number(svg.getAttribute('width')),
				};
			});
			expect(fit.scrollsDown, 'the frame scrolls down').toBeLessThanOrEqual(0);
			expect(fit.scrollsAcross, 'the frame scrolls across').toBeLessThanOrEqual(0);
			expect(fit.inside, 'the drawing lies inside its frame').toBe(true);
			expect(fit.scale, 'drawn at its own size').toBeCloseTo(1, 2);
		});
});
