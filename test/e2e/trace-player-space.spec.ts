import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { hydrated } from './pages.ts';

/*
 * The player's keys hint says "Space: play or pause" (issue 40): after a click on one of its
 * buttons, Space still plays and pauses, and does not press that button again (with focus on
 * Reset, Space took the player back to step 0). Enter still presses the focused button.
 */

const CH2 = '/02-backtracking-step-by-step/';

/** The step a player shows, from its status line. */
async function stepOf(player: Locator): Promise<number> {
	return Number(
		((await player.locator('.step-status strong').textContent()) ?? '').replace(/\D/g, ''),
	);
}

test('chapter 2: Space after a click on Reset plays and pauses, and stays off step 0', async ({
	page,
}) => {
	// The page's clock, faked but flowing as the real one: a pause is then shown to hold by running
	// the page's timers and frames two seconds on, with no real wait.
	await page.clock.install();
	await page.goto(CH2);
	const player = await hydrated(page, page.getByRole('region', { name: /trace player/i }).first());
	const reset = player.getByRole('button', { name: 'Reset', exact: true });
	await player.getByRole('button', { name: 'Step forward', exact: true }).click();
	await reset.click();
	expect(await stepOf(player)).toBe(0);
	await expect(reset).toBeFocused();

	await page.keyboard.press('Space');
	await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
	await expect.poll(() => stepOf(player)).toBeGreaterThan(0);
	await page.keyboard.press('Space');
	await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
	const paused = await stepOf(player);
	expect(paused, 'Space did not press Reset').toBeGreaterThan(0);
	await page.clock.runFor(2_000);
	expect(await stepOf(player), 'paused: the step stays').toBe(paused);
	await expect(reset, 'focus stays where the learner put it').toBeFocused();

	// Enter is still the button's own key.
	await page.keyboard.press('Enter');
	expect(await stepOf(player)).toBe(0);
	const forward = player.getByRole('button', { name: 'Step forward', exact: true });
	await forward.focus();
	await page.keyboard.press('Enter');
	await expect.poll(() => stepOf(player)).toBe(1);
	// And the hint says both.
	await expect(
		player.getByText(/Space play or pause \(on its buttons too: Enter presses/),
	).toBeVisible();
});

test('chapter 6: Space on the bug replay’s own question asks it, and does not play', async ({
	page,
}) => {
	await page.goto('/06-dead-ends/');
	const replay = page.getByRole('region', { name: /replay/i }).first();
	const ask = replay.getByRole('button', { name: 'Is it this step?', exact: true });
	await ask.scrollIntoViewIfNeeded();
	await hydrated(page, replay);
	const verdict = replay.locator('.verdict[role="status"]');
	await expect(verdict).toHaveText('');
	await ask.focus();
	await page.keyboard.press('Space');
	// The question was asked (at step 0 it has an answer), and the player did not start playing.
	await expect(verdict).not.toHaveText('');
	await expect(replay.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
	expect(await stepOf(replay)).toBe(0);
});
