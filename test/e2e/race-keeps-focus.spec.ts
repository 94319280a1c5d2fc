import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { largestOption, sizeMenus } from './pages.ts';
import { LIMITS } from '../../src/solver/input/index.ts';

/*
 * Keyboard focus through a race's Run and Cancel. (Reflow at 320 px, every widget at its largest:
 * every-page.spec.ts.)
 */

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
			const { region, run, cancel } = await raceControls(page, path, name);
			for (const unlock of await page.getByRole('checkbox', { name: /^Allow n = / }).all())
				await unlock.check();
			// The largest size in each of the race's menus, so the run lasts long enough to cancel
			// (the page's other widgets have number menus of their own: the bit row's column).
			const menus = await sizeMenus(region);
			expect(menus.length, 'the race has a size menu').toBeGreaterThan(0);
			for (const menu of menus) {
				const largest = await largestOption(menu);
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
