import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';

/** Scrolls a widget into view and waits until its island has hydrated (Astro drops `ssr` then). */
async function ready(page: Page, widget: Locator): Promise<Locator> {
	await widget.scrollIntoViewIfNeeded();
	await expect(page.locator('astro-island').filter({ has: widget })).not.toHaveAttribute('ssr');
	return widget;
}

test.describe('chapter 8: exercises', () => {
	test('hints open one at a time, with focus on each, then the worked solution', async ({
		page,
	}) => {
		await page.goto('/08-exercises/');
		const hints = await ready(page, page.getByRole('group', { name: 'Hints for Exercise 1' }));
		await hints.getByRole('button', { name: 'Show hint 1 of 3' }).click();
		await expect(hints.getByRole('listitem').first()).toBeFocused();
		await hints.getByRole('button', { name: 'Show hint 2 of 3' }).click();
		await hints.getByRole('button', { name: 'Show hint 3 of 3' }).click();
		await expect(hints.getByRole('listitem')).toHaveCount(3);
		await expectNoAxeViolations(page, '.nq-hints');
		await hints.getByRole('button', { name: 'Show the worked solution' }).click();
		const solution = hints.getByRole('region', { name: 'Worked solution' });
		await expect(solution).toBeFocused();
		// The worked solution is the solver's real code.
		await expect(solution.getByRole('figure').first()).toContainText('function* placeRow');
	});

	test('Run prints the solver’s numbers for stopping at the first solution', async ({ page }) => {
		await page.goto('/08-exercises/');
		const recipe = await ready(
			page,
			page.getByRole('group', { name: /Runs: stop at the first solution/ }),
		);
		await recipe.getByRole('button', { name: 'Run' }).click();
		const output = recipe.getByRole('region', { name: /^Output of/ });
		await expect(output).toContainText('Safety checks to the first solution: 876');
		await expect(output).toContainText('Safety checks to find all 92: 15,720');
		await expect(recipe.getByRole('status')).toHaveText(/^Finished in/);
		await expectNoAxeViolations(page, '.nq-recipe');
	});

	test('counting 12 queens runs in a worker and prints 14,200', async ({ page }) => {
		await page.goto('/08-exercises/');
		const recipe = await ready(
			page,
			page.getByRole('group', { name: /Runs: count the solutions of 12 queens/ }),
		);
		await recipe.getByRole('button', { name: 'Run' }).click();
		await expect(recipe.getByRole('button', { name: 'Cancel' })).toBeEnabled();
		const output = recipe.getByRole('region', { name: /^Output of/ });
		await expect(output).toContainText('Published count (OEIS A000170): 14,200 ✓ both match', {
			timeout: 20_000,
		});
	});
});
