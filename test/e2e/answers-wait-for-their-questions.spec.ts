import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { hydrated } from './pages.ts';
import { knownCount } from '../../src/solver/count/index.ts';
import { backtrack } from '../../src/solver/search/index.ts';
import { symmetryClasses } from '../../src/solver/board/index.ts';
import { analyseBug } from '../../src/solver/bugs/index.ts';
import { formatCount } from '../../src/solver/format/index.ts';

/*
 * A question's answer is not on the screen before the question is answered (issue 40, point 3):
 * the whole page, scrolled from top to bottom with every island that hydrates on sight hydrated,
 * shows no text that gives the answer away (innerText: what is drawn, not what a folded note or a
 * template holds); once the question is answered, the folded answer opens. Chapter 6's version
 * list shows the counts as soon as its question is answered, before the replay is touched
 * (point 8).
 */

/** Scrolls the whole page, as a reader does, so each island that hydrates on sight does. */
async function scrollThrough(page: Page): Promise<void> {
	const height = await page.evaluate(() => document.documentElement.scrollHeight);
	for (let y = 0; y < height; y += 600)
		await page.evaluate(async (to) => {
			scrollTo(0, to);
			await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
		}, y);
	await expect(page.locator('astro-island[ssr]:not([client="intent"])')).toHaveCount(0);
}

/** What the page draws as text, folded notes and templates left out. */
const shownText = (page: Page) => page.evaluate(() => document.body.innerText);

/** Guesses `value` in a Predict with a number box and checks it. */
async function guessNumber(predict: Locator, value: string): Promise<void> {
	await predict.getByRole('textbox', { name: 'Your guess' }).fill(value);
	await predict.getByRole('button', { name: 'Check my guess' }).click();
	await expect(predict.getByRole('status')).toContainText('You guessed');
}

/** The fold whose summary names `label`, once it has hydrated. */
async function fold(page: Page, label: string): Promise<Locator> {
	const details = page.locator('details.nq-fold', {
		has: page.locator('summary .label', { hasText: label }),
	});
	await hydrated(page, details.locator(':scope > summary'));
	return details;
}

const classesOf8 = symmetryClasses(
	[...backtrack({ n: 8 })].flatMap((event) => (event.type === 'solution' ? [event.columns] : [])),
).length;

test('chapter 9: the count for fourteen queens is not shown before the guess', async ({ page }) => {
	await page.goto('/09-beyond-eight/');
	await scrollThrough(page);
	const fourteen = formatCount(knownCount(14)!); // OEIS A000170
	expect(await shownText(page)).not.toContain(fourteen);

	const predict = await hydrated(
		page,
		page.getByRole('group', { name: /How many solutions do you think fourteen queens have/ }),
	);
	await guessNumber(predict, '1000');
	await expect(predict).toContainText(fourteen);
	await expect(await fold(page, 'The figures')).toHaveAttribute('open', '');
	await expect(await fold(page, 'The chart')).toHaveAttribute('open', '');
	await expect(page.getByRole('img', { name: /^Work against board size/ })).toBeVisible();
});

test('chapter 5: that both searches give the same events waits for the question', async ({
	page,
}) => {
	await page.goto('/05-recursion-and-the-stack/');
	await scrollThrough(page);
	const telling = [/event for event/, /event streams to be equal/, /make the same \d+ checks/];
	const before = await shownText(page);
	for (const words of telling) expect(before).not.toMatch(words);

	const predict = await hydrated(
		page,
		page.getByRole('group', { name: /^Predict Run to the end, does the stack version/ }),
	);
	await predict.getByRole('radio', { name: 'the same number' }).check();
	await predict.getByRole('button', { name: 'Check my guess' }).click();
	await expect(predict).toContainText('the event stream is identical, event for event');
});

test('chapter 7: the number of classes waits for the question', async ({ page }) => {
	await page.goto('/07-all-92/');
	await scrollThrough(page);
	const before = await shownText(page);
	expect(before).not.toMatch(new RegExp(`\\b${classesOf8} classes\\b`));
	// The table's row for n = 8 would say it too: solutions, then classes.
	expect(before).not.toMatch(new RegExp(`^8\\s+92\\s+${classesOf8}\\b`, 'm'));

	const predict = await hydrated(
		page,
		page.getByRole('group', { name: /how many different solutions of 8 queens are left/ }),
	);
	await guessNumber(predict, '20');
	await expect(await fold(page, 'The classes of 8 queens')).toHaveAttribute('open', '');
	await expect(await fold(page, 'The table')).toHaveAttribute('open', '');
	expect(await shownText(page)).toMatch(new RegExp(`= ${classesOf8} classes`));
});

test('chapter 7: turning a board alone does not open the notes that count the classes', async ({
	page,
}) => {
	await page.goto('/07-all-92/');
	const gallery = await hydrated(page, page.locator('.nq-gallery'));
	await gallery.getByRole('button', { name: 'Rotate 90°' }).click();
	const notes = await fold(page, 'Notes');
	await expect(notes).not.toHaveAttribute('open');
	const predict = await hydrated(
		page,
		page.getByRole('group', { name: /how many different solutions of 8 queens are left/ }),
	);
	await guessNumber(predict, '20');
	await expect(notes).toHaveAttribute('open', '');
});

test('chapter 6: the version list shows each count once the guess is in, replay untouched', async ({
	page,
}) => {
	await page.goto('/06-dead-ends/');
	const picker = page.locator('.nq-bug fieldset.variants');
	await expect(picker).toContainText('prints ? boards');
	const predict = await hydrated(
		page,
		page.getByRole('group', { name: /How many boards do you think version 1 prints/ }),
	);
	await guessNumber(predict, '5');
	const printed = formatCount(analyseBug('no-undo').stats.solutions);
	await expect(picker).not.toContainText('?');
	await expect(picker.locator('label').first()).toContainText(`prints ${printed} board`);
});
