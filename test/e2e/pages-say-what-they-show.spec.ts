import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { builtPages } from './pages.ts';
import { EXERCISES, getExercise } from '../../src/notebook/exercises/index.ts';
import traceEn from '../../src/i18n/en/trace.ts';
import traceZh from '../../src/i18n/zh-cn/trace.ts';

/*
 * What a first-year met on the pages themselves (issue 40): chapter 2's two players say, beside
 * each, which way their check looks, and the counter "Comparisons" is explained before the
 * first player that shows it (point 4); the welcome page's quotes open and close, and its summary
 * of chapter 8 names every exercise of the catalog (point 10).
 */

const CH2 = [
	{
		path: '/02-backtracking-step-by-step/',
		nearest: /starting with the\s+row just above/,
		topDown: /from the top row\s+down/,
		comparisons: traceEn.counters.comparisons,
	},
	{
		path: '/zh-cn/02-backtracking-step-by-step/',
		nearest: /从紧挨着的上一行开始/,
		topDown: /从最上面一行往下/,
		comparisons: traceZh.counters.comparisons,
	},
];

/** The top of an element on the page, in CSS pixels from the page's top. */
const topOf = (selector: ReturnType<Page['locator']>) =>
	selector.evaluate((el) => el.getBoundingClientRect().top + scrollY);

for (const { path, nearest, topDown, comparisons } of CH2)
	test(`${path}: each player's check is named just before it, and Comparisons before the first`, async ({
		page,
	}) => {
		await page.goto(path);
		const players = page.locator('.nq-trace');
		await expect(players).toHaveCount(2);
		const first = page.locator('p', { hasText: nearest });
		const second = page.locator('p', { hasText: topDown });
		// Said in the open, not in a folded note.
		await expect(first).toBeVisible();
		await expect(second).toBeVisible();
		await expect(first).toContainText(comparisons);
		// Each sits between the question before its player and the player itself.
		const [top1, top2] = [await topOf(players.nth(0)), await topOf(players.nth(1))];
		const [said1, said2] = [await topOf(first), await topOf(second)];
		expect(said1).toBeLessThan(top1);
		expect(said2).toBeGreaterThan(top1);
		expect(said2).toBeLessThan(top2);
		// And the first player does show that counter.
		await expect(players.nth(0).locator('dt', { hasText: comparisons })).toHaveCount(1);
	});

test('the welcome pages name every exercise of chapter 8', async ({ page }) => {
	const lowerFirst = (title: string) => title.charAt(0).toLowerCase() + title.slice(1);
	for (const [path, titles] of [
		['/', EXERCISES.map((exercise) => lowerFirst(exercise.title).split(': ').at(-1)!)],
		['/zh-cn/', EXERCISES.map((exercise) => getExercise(exercise.id, 'zh-cn').title)],
	] as const) {
		await page.goto(path);
		const summary = page.getByRole('listitem').filter({ hasText: /^(Exercises|练习)[:：]/ });
		for (const title of titles) await expect(summary).toContainText(title);
	}
});

test('no page opens a quote with a closing quote mark', async ({ page }) => {
	for (const path of builtPages().filter((p) => !/\.\w+$/.test(p))) {
		await page.goto(path);
		const text = await page.evaluate(() => document.body.innerText);
		// A closing quote right after a space, a bracket or the start of a line opens nothing.
		expect(text.match(/(?:^|[\s(（])[”’][^\s]{0,12}/gm), path).toEqual(null);
	}
});
