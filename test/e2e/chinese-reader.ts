import { englishWords } from '../english-allowed.ts';
import type { Page } from '@playwright/test';

/*
 * What a Chinese reader meets of English outside code: every Latin word in a page's text and in
 * what screen readers announce (aria-label, title, alt, placeholder), apart from code, maths,
 * proper names and test/english-allowed.ts. every-page.spec.ts reads each Chinese page with it.
 */

/** Inside these, text is code, maths or the language picker's own names. */
const NOT_PROSE = [
	'script',
	'style',
	'noscript',
	'template',
	'code',
	'pre',
	'kbd',
	'samp',
	'.katex',
	'.cm-editor',
	'starlight-lang-select',
	'[translate="no"]',
].join(',');

/** The English words on the page as it is now, each with the text it is in. */
export async function englishOutsideCode(page: Page): Promise<string[]> {
	const found = await page.evaluate((skip) => {
		const out: string[] = [];
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const parent = node.parentElement;
			if (!parent || parent.closest(skip)) continue;
			const text = node.textContent?.trim();
			if (text) out.push(text);
		}
		for (const el of document.body.querySelectorAll(
			'[aria-label],[title],[alt],[placeholder],[aria-description],[aria-roledescription]',
		)) {
			if (el.closest(skip)) continue;
			for (const name of [
				'aria-label',
				'title',
				'alt',
				'placeholder',
				'aria-description',
				'aria-roledescription',
			]) {
				const value = el.getAttribute(name);
				if (value) out.push(value);
			}
		}
		out.push(document.title);
		return out;
	}, NOT_PROSE);
	const english = found
		.map((text) => [text, englishWords(text)] as const)
		.filter(([, words]) => words.length > 0)
		.map(([text, words]) => `${words.join(' ')}  ←  ${text.slice(0, 120)}`);
	return english;
}
