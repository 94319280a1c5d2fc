import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { heldPressesScript, holdPresses, PRESS_HELD } from '../../src/site/held-presses.ts';

/*
 * The page's holder of early presses (src/site/held-presses.ts): a press on an island that has
 * not hydrated is held, and played again once, on the same element, when the island says it has
 * (`astro:hydrate`); what works without the island's code goes through.
 */

beforeAll(() => holdPresses(document));
afterEach(() => {
	document.body.innerHTML = '';
	vi.restoreAllMocks();
});

/** A server-rendered island: a form with a box, a menu, a checkbox and two buttons, and a slot. */
function island(): HTMLElement {
	const el = document.createElement('astro-island');
	el.setAttribute('ssr', '');
	el.innerHTML =
		'<section><form><input type="text" name="guess"><select><option>4</option><option>6</option></select>' +
		'<label><input type="checkbox"> Fundamental only</label>' +
		'<button type="submit">Check</button><button type="button">Step</button></form>' +
		'<a href="#top">Top</a><div tabindex="0" class="player">player</div>' +
		'<astro-slot><details><summary>Helpers</summary></details></astro-slot></section>';
	document.body.append(el);
	return el;
}

/** Says the island has hydrated, as Astro does: no longer `ssr`, then `astro:hydrate`. */
function hydrate(el: HTMLElement): void {
	el.removeAttribute('ssr');
	el.dispatchEvent(new CustomEvent('astro:hydrate'));
}

const step = (el: HTMLElement) => el.querySelectorAll('button')[1]!;
const click = (init: MouseEventInit = {}) =>
	new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
const key = (type: string, k: string, init: KeyboardEventInit = {}) =>
	new KeyboardEvent(type, { key: k, bubbles: true, cancelable: true, ...init });

describe('a press before the island hydrates is held, then played once', () => {
	test('a click on a button: held, then played on the same button with its keys', () => {
		const el = island();
		const onStep = vi.fn();
		const outside = vi.fn();
		document.addEventListener('click', outside);
		const early = click({ shiftKey: true });
		step(el).dispatchEvent(early);
		expect(early.defaultPrevented).toBe(true);
		step(el).addEventListener('click', onStep); // the hydration adds the handler
		expect(onStep).not.toHaveBeenCalled();
		hydrate(el);
		expect(onStep).toHaveBeenCalledTimes(1);
		expect((onStep.mock.calls[0]![0] as MouseEvent).shiftKey).toBe(true);
		// The held click never reached the page; its replay did, once.
		expect(outside).toHaveBeenCalledTimes(1);
		document.removeEventListener('click', outside);
	});

	test('after hydration a click goes straight through, and nothing is played twice', () => {
		const el = island();
		const onStep = vi.fn();
		step(el).dispatchEvent(click());
		step(el).addEventListener('click', onStep);
		hydrate(el);
		const late = click();
		step(el).dispatchEvent(late);
		expect(late.defaultPrevented).toBe(false);
		hydrate(el); // a second event changes nothing
		expect(onStep).toHaveBeenCalledTimes(2);
	});

	test('the first press held says so on the island, once (client:intent hydrates on it)', () => {
		const el = island();
		const said = vi.fn();
		el.addEventListener(PRESS_HELD, said);
		step(el).dispatchEvent(click());
		step(el).dispatchEvent(click());
		expect(said).toHaveBeenCalledTimes(1);
	});

	test('a checkbox is not ticked by the early click; it is ticked once after hydration', () => {
		const el = island();
		const box = el.querySelector<HTMLInputElement>('input[type=checkbox]')!;
		const onChange = vi.fn();
		box.closest('label')!.dispatchEvent(click());
		expect(box.checked).toBe(false);
		box.addEventListener('change', onChange);
		hydrate(el);
		expect(box.checked).toBe(true);
		expect(onChange).toHaveBeenCalledTimes(1);
	});

	test.each([
		['Enter', ['keydown']],
		['Space', ['keydown', 'keyup']],
	])('%s on a button presses it once after hydration', (name, types) => {
		const el = island();
		const onStep = vi.fn();
		for (const type of types) {
			const early = key(type, name === 'Space' ? ' ' : name);
			step(el).dispatchEvent(early);
			expect(early.defaultPrevented).toBe(true);
		}
		step(el).addEventListener('click', onStep);
		hydrate(el);
		expect(onStep).toHaveBeenCalledTimes(1);
	});

	test('a key a handler takes (Shift+Enter runs a cell) is played as that key, not a press', () => {
		const el = island();
		const onStep = vi.fn();
		const onKey = vi.fn((event: KeyboardEvent) => event.shiftKey && event.preventDefault());
		step(el).dispatchEvent(key('keydown', 'Enter', { shiftKey: true }));
		step(el).addEventListener('click', onStep);
		el.querySelector('section')!.addEventListener('keydown', onKey);
		hydrate(el);
		expect(onKey).toHaveBeenCalledTimes(1);
		expect(onKey.mock.calls[0]![0].shiftKey).toBe(true);
		expect(onStep).not.toHaveBeenCalled();
	});

	test('an arrow key on a focusable widget is played on it once hydrated', () => {
		const el = island();
		const player = el.querySelector('.player')!;
		const onKey = vi.fn();
		const early = key('keydown', 'ArrowRight');
		player.dispatchEvent(early);
		expect(early.defaultPrevented).toBe(true);
		player.addEventListener('keydown', onKey);
		hydrate(el);
		expect(onKey).toHaveBeenCalledTimes(1);
		expect(onKey.mock.calls[0]![0].key).toBe('ArrowRight');
	});

	test('a value picked from a menu is set again and said once hydrated', () => {
		const el = island();
		const menu = el.querySelector('select')!;
		menu.value = '6';
		menu.dispatchEvent(new Event('change', { bubbles: true }));
		menu.value = '4'; // the hydration sets the menu back to the widget's own size
		const onChange = vi.fn(() => menu.value);
		menu.addEventListener('change', onChange);
		hydrate(el);
		expect(onChange).toHaveBeenCalledTimes(1);
		expect(onChange.mock.results[0]!.value).toBe('6');
	});

	test('a guess typed and sent: the text is set again before the press that sends it', () => {
		const el = island();
		const text = el.querySelector<HTMLInputElement>('input[type=text]')!;
		const form = el.querySelector('form')!;
		text.value = '20';
		text.dispatchEvent(new Event('input', { bubbles: true }));
		form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
		text.value = '';
		const sent: string[] = [];
		form.addEventListener('submit', (event) => {
			event.preventDefault();
			sent.push(text.value);
		});
		hydrate(el);
		expect(sent).toEqual(['20']);
	});

	test('when the hydration replaced the button, the press goes to the one in its place', () => {
		const el = island();
		step(el).dispatchEvent(click());
		const fresh = document.createElement('button');
		const onStep = vi.fn();
		fresh.addEventListener('click', onStep);
		step(el).replaceWith(fresh);
		hydrate(el);
		expect(onStep).toHaveBeenCalledTimes(1);
	});
});

describe('what works without the code goes through', () => {
	test.each([
		['a link', (el: HTMLElement) => el.querySelector('a')!],
		['a summary in a slot (plain HTML the page passed in)', (el) => el.querySelector('summary')!],
	])('a click on %s', (_, target) => {
		const el = island();
		const early = click();
		target(el).dispatchEvent(early);
		expect(early.defaultPrevented).toBe(false);
	});

	test.each([
		['Tab', {}],
		['f', { ctrlKey: true }],
		['F5', {}],
	])('the key %s, and keys typed in a box', (k, init) => {
		const el = island();
		const early = key('keydown', k, init);
		step(el).dispatchEvent(early);
		expect(early.defaultPrevented).toBe(false);
		const typed = key('keydown', 'a');
		el.querySelector('input[type=text]')!.dispatchEvent(typed);
		expect(typed.defaultPrevented).toBe(false);
	});

	test('a press outside any island', () => {
		const button = document.createElement('button');
		document.body.append(button);
		const early = click();
		button.dispatchEvent(early);
		expect(early.defaultPrevented).toBe(false);
	});
});

test('the page’s script is the function itself, with nothing of TypeScript left', () => {
	const script = heldPressesScript();
	expect(script).toMatch(/^\(function holdPresses\(doc\)/);
	expect(script.endsWith('(document);')).toBe(true);
	expect(() => new Function(script)).not.toThrow(); // it parses as plain JavaScript
	expect(script).not.toMatch(/^\s*\/\//m); // no comment lines shipped
});
