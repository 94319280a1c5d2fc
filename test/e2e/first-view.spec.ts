import { test } from './fixtures.ts';
import { pagesWithIslands } from './pages.ts';
import { expectFirstViewHydrated } from './first-view.ts';

/*
 * The page before the islands is the page after them (issue 25): every widget's HTML, as the
 * server renders it before any of its code has loaded, is what the widget shows once it has
 * hydrated and gone idle. Each page is loaded with every island's code held back and no pointer
 * on it, read element by element (what can be seen of each box, its words, its state), then let
 * hydrate (scrolled to, and pointed at where it waits for intent) and read again: no element may
 * appear, disappear, move or change (`expectFirstViewHydrated`, first-view.ts). Every island is
 * read: each page whose HTML holds one, with the tab that hides one opened as a reader would
 * (issue 40). The count per page is logged ("elements that moved"), the figure
 * docs/performance.md quotes for chapter 8.
 *
 * first-press.spec.ts starts from the same comparison on every English page at 1280 px and every
 * Chinese page on a phone, before it presses anything there; this file reads the English pages
 * on a phone, so every page is read at both widths and in both languages.
 */

test.describe('a phone', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
	for (const path of pagesWithIslands().filter((path) => !path.startsWith('/zh-cn/')))
		test(`${path}: the first view is the hydrated view`, async ({ page }) => {
			await expectFirstViewHydrated(page, path, 'phone');
		});
});
