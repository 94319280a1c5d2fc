import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/*
 * The log's current line is read whole on every screen (issue 40): at 1280 and at 390 px its
 * sentence was cut with "…", whole only in a tooltip a phone cannot show. At several steps of
 * every trace player of chapters 2 and 5 (and chapter 2 in Chinese), the current line's text is
 * not clipped (it needs no more room than its box has, either way), it is the whole sentence, and
 * all of it is inside the log's view.
 */

const PAGES = [
	'/02-backtracking-step-by-step/',
	'/05-recursion-and-the-stack/',
	'/zh-cn/02-backtracking-step-by-step/',
];

/** The bar's buttons by place (any language): 3 step forward, 4 next solution, 5 next backtrack. */
const barButton = (player: Locator, nth: number) => player.locator('.bar button').nth(nth);

/** Brings a player into view and waits until its island has hydrated (the bug replay's on intent). */
async function hydratedPlayer(player: Locator): Promise<Locator> {
	await player.scrollIntoViewIfNeeded();
	await player.dispatchEvent('pointerover', { bubbles: true });
	await expect
		.poll(() => player.evaluate((el) => el.closest('astro-island')!.hasAttribute('ssr')))
		.toBe(false);
	return player;
}

/** How the current line sits: clipped or not, its text, and whether the log shows all of it. */
async function currentLine(player: Locator) {
	return player.locator('.log').evaluate((log) => {
		const line = log.querySelector('.line.current')!;
		const text = line.querySelector<HTMLElement>('.text')!;
		const view = log.getBoundingClientRect();
		const box = line.getBoundingClientRect();
		return {
			clipped: text.scrollWidth > text.clientWidth || text.scrollHeight > text.clientHeight,
			text: text.textContent,
			whole: line.getAttribute('title'),
			inView:
				box.top >= view.top - 0.5 &&
				box.bottom <= view.bottom + 0.5 &&
				box.left >= view.left - 0.5 &&
				box.right <= view.right + 0.5,
		};
	});
}

async function checkSteps(page: Page, path: string): Promise<number> {
	await page.goto(path);
	const players = page.locator('.nq-trace');
	let longest = 0;
	for (let p = 0; p < (await players.count()); p++) {
		const player = await hydratedPlayer(players.nth(p));
		// A placement, a refusal, a take-back and a solution: each kind of sentence.
		for (const nth of [3, 3, 3, 5, 4, 5]) {
			await barButton(player, nth).click();
			await expect(player.locator('.line.current')).toHaveCount(1);
			const line = await currentLine(player);
			expect(line.text, 'the current line is the whole sentence').toBe(line.whole);
			expect(line.clipped, `"${line.whole}" is not cut`).toBe(false);
			expect(line.inView, `"${line.whole}" is in the log's view`).toBe(true);
			longest = Math.max(longest, line.text!.length);
		}
	}
	return longest;
}

for (const [name, viewport] of [
	['1280 × 800', { width: 1280, height: 800 }],
	['390 × 844', { width: 390, height: 844 }],
] as const)
	test.describe(`at ${name}`, () => {
		test.use({ viewport });
		for (const path of PAGES)
			test(`${path}: the current log line is readable whole`, async ({ page }) => {
				const longest = await checkSteps(page, path);
				test.info().annotations.push({ type: 'longest line', description: String(longest) });
			});
	});
