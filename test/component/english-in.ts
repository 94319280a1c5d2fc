import { englishWords } from '../english-allowed.ts';

/*
 * What a widget says in English, for the component tests of the Chinese widgets: the same rule
 * as the page walk (test/english-allowed.ts), applied to a rendered widget in jsdom.
 */

/**
 * The English words a learner could read or hear in `root` outside code: its text without the
 * elements matching `skip` (code by default), and every aria-label, title, aria-valuetext and
 * menu option.
 */
export function englishIn(root: HTMLElement, skip = 'pre, code'): string[] {
	const copy = root.cloneNode(true) as HTMLElement;
	const heard = [...copy.querySelectorAll('[aria-label], [title], [aria-valuetext]')].flatMap(
		(el) => ['aria-label', 'title', 'aria-valuetext'].map((name) => el.getAttribute(name) ?? ''),
	);
	for (const code of copy.querySelectorAll(skip)) code.remove();
	const options = [...copy.querySelectorAll('option')].map((o) => o.textContent ?? '');
	return [copy.textContent ?? '', ...heard, ...options].flatMap((text) => englishWords(text));
}
