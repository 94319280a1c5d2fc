import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import { hydrated } from './pages.ts';
import { EXERCISES, exerciseLabel } from '../../src/notebook/exercises/exercises.ts';

/** Scrolls a widget into view and waits until its island has hydrated (pages.ts). */
const ready = hydrated;

test.describe('chapter 8: exercises', () => {
	test('one hint ladder per exercise, in its cell: hints one at a time, focus on each, then the worked solution', async ({
		page,
	}) => {
		await page.goto('/08-exercises/');
		const label = exerciseLabel(EXERCISES[0]!);
		// The chapter keeps no second ladder of its own: each exercise's hints are its cell's.
		await expect(page.getByRole('group', { name: /^Hints for Exercise \d$/ })).toHaveCount(0);
		await expect(page.getByRole('group', { name: /^Hints for the code cell/ })).toHaveCount(
			EXERCISES.filter((exercise) => exercise.hints.length > 0).length,
		);
		const hints = await ready(
			page,
			page.getByRole('group', { name: `Hints for the code cell (${label})` }),
		);
		const count = EXERCISES[0]!.hints.length;
		for (let i = 1; i <= count; i++) {
			await hints.getByRole('button', { name: `Show hint ${i} of ${count}` }).click();
			await expect(hints.getByRole('listitem').nth(i - 1)).toBeFocused();
		}
		await expect(hints.getByRole('listitem').first()).toContainText(EXERCISES[0]!.hints[0]!);
		await expectNoAxeViolations(page, '.nq-hints');
		await hints.getByRole('button', { name: 'Show the worked solution' }).click();
		await expect(hints.getByRole('region', { name: 'Worked solution' })).toBeFocused();
	});

	test('the solver’s own code for an exercise is one click away, and it is the code Run runs', async ({
		page,
	}) => {
		await page.goto('/08-exercises/');
		const own = await ready(
			page,
			page.getByRole('group', { name: 'Worked solution of exercise 1, the solver’s own code' }),
		);
		await own.getByRole('button', { name: 'Show exercise 1, the solver’s own code' }).click();
		const solution = own.getByRole('region', { name: 'Worked solution' });
		await expect(solution).toBeFocused();
		// The worked solution is the solver's real code.
		await expect(solution.getByRole('figure').first()).toContainText('function* placeRow');
	});

	test('Run prints the solver’s numbers for stopping at the first solution', async ({ page }) => {
		await page.goto('/08-exercises/');
		const demo = await ready(
			page,
			page.getByRole('group', { name: /Runs: stop at the first solution/ }),
		);
		await demo.getByRole('button', { name: 'Run' }).click();
		const output = demo.getByRole('region', { name: /^Output of/ });
		await expect(output).toContainText('Safety checks to the first solution: 876');
		await expect(output).toContainText('Safety checks to find all 92: 15,720');
		await expect(demo.getByRole('status')).toHaveText(/^Finished in/);
		await expectNoAxeViolations(page, '.nq-demo');
	});

	test('counting 12 queens runs in a worker and prints 14,200', async ({ page }) => {
		await page.goto('/08-exercises/');
		const demo = await ready(
			page,
			page.getByRole('group', { name: /Runs: count the solutions of 12 queens/ }),
		);
		await demo.getByRole('button', { name: 'Run' }).click();
		await expect(demo.getByRole('button', { name: 'Cancel' })).toBeEnabled();
		const output = demo.getByRole('region', { name: /^Output of/ });
		await expect(output).toContainText('Published count (OEIS A000170): 14,200 ✓ both match', {
			timeout: 60_000,
		});
	});
});
