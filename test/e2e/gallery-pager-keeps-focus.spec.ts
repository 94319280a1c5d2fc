import { expect, test } from './fixtures.ts';
import { hydrated } from './pages.ts';

/*
 * The gallery's pages turn with "Next →" and "← Previous". On the last page Next is disabled, and
 * a learner turning pages with the keyboard lost focus to the page's body there (issue 28's walk):
 * the next Tab started again from the top of the page. The other button now takes the focus.
 */

for (const { path, next, previous } of [
	{ path: '/07-all-92/', next: 'Next →', previous: '← Previous' },
	{ path: '/zh-cn/07-all-92/', next: /^下一页/, previous: /上一页$/ },
]) {
	test(`${path}: turning to the last page and back keeps the keyboard in the pager`, async ({
		page,
	}) => {
		await page.goto(path);
		const pager = await hydrated(
			page,
			page.getByRole('navigation').filter({ has: page.getByRole('button', { name: next }) }),
		);
		const nextButton = pager.getByRole('button', { name: next });
		const previousButton = pager.getByRole('button', { name: previous });
		await nextButton.focus();
		// 92 boards, 24 a page: four pages, so three presses reach the last.
		for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
		await expect(nextButton).toBeDisabled();
		await expect(previousButton).toBeFocused();
		for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
		await expect(previousButton).toBeDisabled();
		await expect(nextButton).toBeFocused();
	});
}
