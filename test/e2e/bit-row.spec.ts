import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import { hydrated } from './pages.ts';
import { holdIslands } from './first-view.ts';
import { applyBitOperation } from '../../src/solver/checks/index.ts';

/*
 * Chapter 4's bit row (issue 40, point 5): the bit operators are taught before the bit-mask check
 * with a row of bits that lights up as the mask changes, by mouse, touch and keyboard, in both
 * languages; a tap before its code arrives counts once; the challenge links to it; axe in both
 * colour schemes.
 */

const CH4 = '/04-checking-for-attacks/';
const START = 0b100101; // the row's starting mask: columns 0, 2 and 5

/** The mask's bits as its buttons say them, column 0 first. */
async function maskBits(widget: Locator): Promise<string> {
	const bits = widget.getByRole('group', { name: /^mask/ }).getByRole('button');
	return (await bits.evaluateAll((els) => els.map((el) => el.getAttribute('aria-pressed'))))
		.map((pressed) => (pressed === 'true' ? '1' : '0'))
		.join('');
}

/** The columns of a mask as the row draws them, column 0 first. */
const drawn = (mask: number) =>
	Array.from({ length: 8 }, (_, col) => ((mask >> col) & 1 ? '1' : '0')).join('');

const bitRow = (page: Page) => page.getByRole('region', { name: /^(Bit row|位行)$/ });

test('chapter 4 teaches the operators before the bit-mask check, with the bit row between', async ({
	page,
}) => {
	await page.goto(CH4);
	const top = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top);
	const teach = page.getByRole('heading', { name: 'Bits, and the operators that work on them' });
	const check = page.getByRole('heading', { name: 'The bit-mask check' });
	const widget = bitRow(page);
	expect(await top(teach)).toBeLessThan(await top(widget));
	expect(await top(widget)).toBeLessThan(await top(check));
	for (const operator of ['1 << c', 'a | b', 'a & b', '~a', 'a >>> 1', 'free & -free'])
		await expect(page.locator('code', { hasText: operator }).first()).toBeVisible();
});

test('by mouse and keyboard: bits flip, and each operation lights the solver’s result', async ({
	page,
}) => {
	await page.goto(CH4);
	const widget = await hydrated(page, bitRow(page));
	expect(await maskBits(widget)).toBe(drawn(START));
	await widget.getByRole('button', { name: /bit 1, column 1,/ }).click();
	expect(await maskBits(widget)).toBe(drawn(START | 2));
	await page.keyboard.press('Space');
	expect(await maskBits(widget)).toBe(drawn(START));

	await widget.getByRole('combobox', { name: 'Column c' }).selectOption('4');
	await widget.getByRole('button', { name: /^mask \| \(1 << 4\)/ }).focus();
	await page.keyboard.press('Enter');
	const placed = applyBitOperation('place', START, 4, 8);
	expect(await maskBits(widget)).toBe(drawn(placed.mask));
	await expect(widget.getByRole('status')).toHaveText(
		`New mask: mask | (1 << 4) = ${placed.value}.`,
	);
	await widget.getByRole('button', { name: /^free & -free/ }).click();
	await expect(widget.getByRole('status')).toHaveText(
		'Column 1 is the lowest free one: free & -free = 2.',
	);
	await expectNoAxeViolations(page, widget);
});

test.describe('on a phone', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	test('a tap on a bit before the row hydrates flips it, once; it fits the screen', async ({
		page,
	}) => {
		const held = await holdIslands(page, CH4, /BitRow/);
		expect(held.urls.length).toBeGreaterThan(0);
		await page.goto(CH4);
		const widget = bitRow(page);
		await widget.scrollIntoViewIfNeeded();
		expect(await maskBits(widget)).toBe(drawn(START)); // the first view is the real one
		await widget.getByRole('button', { name: /bit 3, column 3,/ }).tap();
		const island = widget.locator('xpath=ancestor::astro-island[1]');
		await expect(island).toHaveAttribute('ssr');
		held.release();
		await expect(island).not.toHaveAttribute('ssr');
		await expect.poll(() => maskBits(widget)).toBe(drawn(START | 8));
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
		);
		expect(overflow).toBeLessThanOrEqual(0);
	});
});

test('in Chinese, the row speaks Chinese; the challenge links to it in both languages', async ({
	page,
}) => {
	await page.goto(`/zh-cn${CH4}`);
	const widget = await hydrated(page, bitRow(page));
	await widget.getByRole('button', { name: /^mask & \(1 << 3\)/ }).click();
	await expect(widget.getByRole('status')).toHaveText('mask & (1 << 3) = 0：第 3 列空着。');
	await expectNoAxeViolations(page, widget);

	for (const path of ['/08-exercises/', '/zh-cn/08-exercises/']) {
		await page.goto(path);
		const challenge = page.getByRole('heading', { name: /^(Challenge|挑战)/ });
		const link = page
			.locator('p', { has: page.locator('a[href*="/04-checking-for-attacks/#"]') })
			.filter({ hasText: /countSolutions\(12\)/ })
			.locator('a[href*="/04-checking-for-attacks/#"]');
		expect(await challenge.count()).toBeGreaterThan(0);
		const href = (await link.getAttribute('href'))!;
		await page.goto(href);
		const target = decodeURIComponent(href.split('#')[1]!);
		await expect(page.locator(`[id="${target}"]`)).toBeVisible();
		await expect(bitRow(page)).toBeVisible();
	}
});
