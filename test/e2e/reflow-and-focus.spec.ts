import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { builtPages, hydrateEveryIsland } from './pages.ts';
import { LIMITS } from '../../src/solver/input/index.ts';

// WCAG 1.4.10 (Reflow): content fits 320 CSS px without scrolling sideways. A 1280 px window at
// 400% zoom, or 640 px at 200%, lays the page out at this same CSS width, so this covers both.
const PHONE = { width: 320, height: 720 };

// Chapters in every language: /01-…/ and /zh-cn/01-…/.
const CHAPTERS = builtPages().filter((path) => /^\/([a-z]{2}(-[a-z]+)?\/)?\d\d-/.test(path));

/** How far the page scrolls sideways now, in CSS pixels (0 or less: it does not). */
function sidewaysScroll(page: Page): Promise<number> {
	return page.evaluate(
		() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
	);
}

/** The widgets' number menus a reader can see (sizes, ranges): every select of numbers only. */
async function sizeMenus(page: Page): Promise<Locator[]> {
	const menus: Locator[] = [];
	for (const select of await page.locator('select').all()) {
		if (!(await select.isVisible())) continue;
		const values = await select
			.locator('option')
			.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
		if (values.length > 1 && values.every((v) => /^\d+$/.test(v))) menus.push(select);
	}
	return menus;
}

test.describe('every widget at its largest setting fits a 320 px screen', () => {
	for (const path of CHAPTERS) {
		test(`${path}`, async ({ page }) => {
			await page.setViewportSize(PHONE);
			await page.goto(path);
			await hydrateEveryIsland(page);
			// Options that unlock larger sizes (the count race's slow sizes) are ticked first.
			for (const unlock of await page.getByRole('checkbox', { name: /^Allow n = / }).all())
				await unlock.check();
			const menus = await sizeMenus(page);
			for (const menu of menus) {
				const largest = await menu.evaluate((el) =>
					Math.max(...[...(el as HTMLSelectElement).options].map((o) => Number(o.value))),
				);
				await menu.selectOption(String(largest));
				await expect(menu).toHaveValue(String(largest));
			}
			// Each drawn widget has redrawn at its new size once its island re-renders: wait a frame.
			await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
			expect(await sidewaysScroll(page), `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(
				0,
			);
		});
	}
});

/** The widget a labelled region holds, hydrated, with its Run and Cancel buttons. */
async function raceControls(page: Page, path: string, name: RegExp) {
	await page.goto(path);
	const region = page.getByRole('region', { name });
	await region.scrollIntoViewIfNeeded();
	await expect(page.locator('astro-island').filter({ has: region })).not.toHaveAttribute('ssr');
	return {
		region,
		run: region.getByRole('button', { name: 'Run' }),
		cancel: region.getByRole('button', { name: 'Cancel' }),
	};
}

test.describe('keyboard focus stays on a control after Run and Cancel', () => {
	// Each race at its largest size (the count race's slow sizes unlocked), so a run lasts long
	// enough to cancel on any machine: a run over at once would leave nothing to test.
	for (const [path, name, largestSize] of [
		['/04-checking-for-attacks/', /check race/i, LIMITS.checkRace.max],
		['/09-beyond-eight/', /count race/i, LIMITS.countRaceSlow.max],
	] as const) {
		test(`${path}: Enter on Run moves focus to Cancel; Enter on Cancel brings it back to Run`, async ({
			page,
		}) => {
			const { run, cancel } = await raceControls(page, path, name);
			for (const unlock of await page.getByRole('checkbox', { name: /^Allow n = / }).all())
				await unlock.check();
			// The largest size in each menu, so the run lasts long enough to cancel.
			for (const menu of await sizeMenus(page)) {
				const largest = await menu.evaluate((el) =>
					Math.max(...[...(el as HTMLSelectElement).options].map((o) => Number(o.value))),
				);
				expect(largest).toBe(largestSize);
				await menu.selectOption(String(largest));
				await expect(menu).toHaveValue(String(largest));
			}
			await run.focus();
			await expect(run).toBeFocused();
			await page.keyboard.press('Enter');
			// Running first (a failure here names a run that never started or ended at once), then focus.
			await expect(run).toBeDisabled();
			await expect(cancel).toBeFocused();
			await page.keyboard.press('Enter');
			await expect(run).toBeEnabled();
			await expect(run).toBeFocused();
			expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
		});
	}
});
