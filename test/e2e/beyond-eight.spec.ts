import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { countAll } from '../../src/solver/count/index.ts';
import { pageIdle } from './pages.ts';

/** The count race on chapter 9, scrolled into view and hydrated. */
async function openRace(page: Page) {
	await page.goto('/09-beyond-eight/');
	const race = page.locator('.nq-count');
	await race.scrollIntoViewIfNeeded();
	// Astro drops `ssr` from the island once it has hydrated; only then does Run respond.
	await expect(page.locator('astro-island').filter({ has: race })).not.toHaveAttribute('ssr');
	return race;
}

test.describe('chapter 9: beyond eight', () => {
	test('counting n = 12 in the workers gives 14,200, matching the published count', async ({
		page,
	}) => {
		const race = await openRace(page);
		await race.getByLabel('From n').selectOption('12');
		await race.getByLabel('to n').selectOption('12');
		await race.getByRole('button', { name: 'Run' }).click();
		await expect(race.getByRole('status')).toHaveText(
			/^Done: n = 12 counted in .*every count matches/,
		);
		const row = race
			.getByRole('row')
			.filter({ has: page.getByRole('rowheader', { name: '12', exact: true }) });
		await expect(row.getByRole('cell')).toHaveText([
			'14,200',
			/^14,200\s*✓, matches$/,
			// The engine's own count of queens placed, as `nqueens 12 --count` places them.
			countAll(12).nodes.toLocaleString('en-US'),
			/\d/,
		]);
		await expect(race.getByRole('progressbar')).toHaveJSProperty('value', 100);
		await expectNoAxeViolations(page, '.nq-count');
	});

	test('the published count for 14 waits for the guess above, with the header in view', async ({
		page,
	}) => {
		const race = await openRace(page);
		const row14 = race
			.getByRole('row')
			.filter({ has: page.getByRole('rowheader', { name: '14', exact: true }) });
		await expect(row14.getByRole('cell').first()).toHaveText(/^\?/);
		await expect(race.getByText('365,596')).toHaveCount(0);
		const guess = page.getByRole('group', { name: /fourteen queens/ });
		await guess.getByRole('textbox', { name: 'Your guess' }).fill('100000');
		await guess.getByRole('button', { name: 'Check my guess' }).click();
		await expect(row14.getByRole('cell').first()).toHaveText('365,596');
		// Scrolled to its last row, the table keeps its header in view.
		const box = race.getByRole('region', { name: /^Solutions of n queens/ });
		await box.evaluate((el) => (el.scrollTop = el.scrollHeight));
		const header = race.getByRole('columnheader', { name: 'Published' }).first();
		const [boxTop, headerTop] = await Promise.all([
			box.evaluate((el) => el.getBoundingClientRect().top),
			header.evaluate((el) => el.getBoundingClientRect().top),
		]);
		expect(Math.abs(headerTop - boxTop)).toBeLessThan(4);
	});

	test('Cancel stops a long count at once', async ({ page }) => {
		const race = await openRace(page);
		await race.getByLabel(/Allow n = 15 to 17/).check();
		await race.getByLabel('From n').selectOption('17');
		await race.getByLabel('to n').selectOption('17');
		await race.getByRole('button', { name: 'Run' }).click();
		await expect(race.getByRole('status')).toHaveText(/^Counting n = 17 on \d workers?/);
		await race.getByRole('button', { name: 'Cancel' }).click();
		await expect(race.getByRole('status')).toHaveText(/^Cancelled after/);
		await expect(race.getByRole('button', { name: 'Run' })).toBeEnabled();
		const row = race
			.getByRole('row')
			.filter({ has: page.getByRole('rowheader', { name: '17', exact: true }) });
		await expect(row).toContainText('cancelled');
		// Nothing more arrives from the terminated workers.
		const progress = await race
			.getByRole('progressbar')
			.evaluate((el) => (el as HTMLProgressElement).value);
		// A terminated worker posts nothing more, and a message it posted before is a task already
		// queued: the page drawing twice and going idle has delivered it, had there been one.
		await pageIdle(page);
		await expect(race.getByRole('progressbar')).toHaveJSProperty('value', progress);
	});

	test('the page stays responsive while the workers count', async ({ page }) => {
		const race = await openRace(page);
		await race.getByLabel(/Allow n = 15 to 17/).check();
		await race.getByLabel('From n').selectOption('16');
		await race.getByLabel('to n').selectOption('17');
		await race.getByRole('button', { name: 'Run' }).click();
		await expect(race.getByRole('status')).toHaveText(/^Counting/);
		// A text box of our own: typing into it needs the main thread.
		await page.evaluate(() => {
			const input = document.createElement('input');
			input.setAttribute('aria-label', 'Scratch');
			document.querySelector('main')!.prepend(input);
		});
		const scratch = page.getByLabel('Scratch');
		await scratch.click();
		await page.keyboard.type('still typing', { delay: 20 });
		await expect(scratch).toHaveValue('still typing');
		await expect(race.getByRole('status')).toHaveText(/^Counting/);
		// The progress line (the command's words) counts the seconds so far: timers run too.
		const pace = race.getByText(/^counting n = 16 to 17: [\d,]+ of [\d,]+ parts, \d+ s so far, /);
		const soFar = async () => Number(/(\d+) s so far/.exec((await pace.textContent()) ?? '')?.[1]);
		const before = await soFar();
		await expect.poll(soFar, { timeout: 20_000 }).toBeGreaterThan(before);
		await race.getByRole('button', { name: 'Cancel' }).click();
		await expect(race.getByRole('status')).toHaveText(/^Cancelled/);
	});
});
