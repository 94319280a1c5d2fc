import { expect, test } from './fixtures.ts';
import { hydrated } from './pages.ts';

/*
 * On a phone (390 px), the Chinese trace player of chapter 5 was reported with a ~100 px empty band
 * between its 棋盘 menu and its speed row (issue 28's walk, a leftover of the Chinese walk). Measured
 * here box by box, in both languages: everything between the size menu and the speed row is the
 * options, their explanation and the preset buttons, with no empty band taller than a line's gap.
 */

const CASES = [
	{ path: '/zh-cn/05-recursion-and-the-stack/', size: '棋盘', speed: '速度' },
	{ path: '/05-recursion-and-the-stack/', size: 'Board', speed: 'Speed' },
];

for (const { path, size, speed } of CASES) {
	test(`${path} at 390 px: no empty band between the size menu and the speed row`, async ({
		page,
	}) => {
		await page.setViewportSize({ width: 390, height: 844 });
		await page.goto(path);
		const player = await hydrated(page, page.locator('.nq-trace').first());
		const menu = player.getByRole('combobox', { name: size, exact: true });
		const speedRow = player.locator('.speed').first();
		await expect(menu).toBeVisible();
		await expect(speedRow).toContainText(speed);
		const menuBox = (await menu.boundingBox())!;
		const speedBox = (await speedRow.boundingBox())!;
		expect(speedBox.y).toBeGreaterThan(menuBox.y + menuBox.height);
		// The tallest stretch between the menu and the speed row that no visible box covers.
		const band = await player.evaluate(
			(root, [top, bottom]) => {
				const spans = [...root.querySelectorAll('*')]
					.filter((el) => el.getClientRects().length > 0)
					.filter((el) => getComputedStyle(el).visibility !== 'hidden')
					.filter((el) => el.children.length === 0 || el.matches('button, select, input, label'))
					.map((el) => el.getBoundingClientRect())
					.filter((r) => r.height > 0 && r.bottom > top && r.top < bottom)
					.map((r) => [Math.max(r.top, top), Math.min(r.bottom, bottom)] as const)
					.sort((x, y) => x[0] - y[0]);
				let reached = top;
				let widest = 0;
				for (const [from, to] of spans) {
					widest = Math.max(widest, from - reached);
					reached = Math.max(reached, to);
				}
				return Math.max(widest, bottom - reached);
			},
			[menuBox.y + menuBox.height, speedBox.y] as const,
		);
		expect(band).toBeLessThan(32);
	});
}
