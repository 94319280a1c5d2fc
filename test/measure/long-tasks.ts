import type { Page } from '@playwright/test';

/*
 * The page's long tasks, as the browser tests and `npm run measure` read them: a
 * PerformanceObserver for 'longtask' entries (tasks of 50 ms and more) started before the page's
 * own scripts, and the longest that started after a given moment.
 */

/** Starts recording long tasks on every page opened from here on. */
export async function observeLongTasks(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
		w.__longTasks = [];
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries()) {
				w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
			}
		}).observe({ type: 'longtask', buffered: true });
	});
}

/** The page's clock now. */
export const pageClock = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** The longest task, in whole ms, that started at or after `since` (0 when none reached 50 ms). */
export async function longestTaskSince(page: Page, since: number): Promise<number> {
	const longest = await page.evaluate((from) => {
		const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
		return Math.max(0, ...w.__longTasks.filter((t) => t.start >= from).map((t) => t.duration));
	}, since);
	return Math.round(longest);
}

/**
 * A figure taken on up to three fresh pages (`attempt` loads one, acts and returns its longest
 * task), stopping at the first under `limit`: on a busy machine noise has to strike every attempt
 * to fail a test, while a real stall fails all three. The figures, in order.
 */
export async function bestOfThree(
	limit: number,
	attempt: () => Promise<number>,
): Promise<number[]> {
	const figures: number[] = [];
	for (let i = 0; i < 3; i++) {
		figures.push(await attempt());
		if (figures.at(-1)! < limit) break;
	}
	return figures;
}
