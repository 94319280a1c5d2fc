import type { ClientDirective } from 'astro';

/*
 * `client:intent="<storage key> …"`: hydrates an island on the learner's first sign of intent
 * inside it (pointing, touching, focusing, a key), or as soon as it is in view when this browser
 * keeps something under one of the keys (so saved work shows without a touch). A click, Enter or
 * Space on a button that comes before the island has hydrated is held and played again on the
 * same button once it has. Astro inlines this file in each page that uses it: no imports.
 */

/** The learner reaching for the island. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'];

/** Said on the page when the notebook's saves changed (src/notebook/storage/storage.ts). */
const CHANGED = 'nqueens-notebook:changed';

/** A held event, where it happened, and how to find that element again. */
interface Held {
	event: Event;
	target: Element;
	path: number[];
}

/**
 * Whether an event presses a button: a click, Enter or Space (Space presses it on keyup). Links
 * and disclosures inside the island work without it, so their clicks go through.
 */
const pressesButton = (event: Event) =>
	(event.type === 'click' ||
		(event instanceof KeyboardEvent && (event.key === 'Enter' || event.key === ' '))) &&
	event.target instanceof Element &&
	event.target.closest('button') !== null;

/** The child indices from `root` down to `target`. */
function pathTo(root: Element, target: Element): number[] {
	const path: number[] = [];
	for (let at = target; at !== root && at.parentElement; at = at.parentElement)
		path.unshift([...at.parentElement.children].indexOf(at));
	return path;
}

/** Hydrates on intent, or on sight when something is saved under the value's keys. */
const intentDirective: ClientDirective = (load, options, el) => {
	const keys = typeof options.value === 'string' ? options.value.split(/\s+/) : [];
	const intent = new AbortController();
	const holding = new AbortController();
	const held: Held[] = [];
	let io: IntersectionObserver | undefined;
	let started = false;

	const saved = () =>
		keys.some((key) => {
			try {
				return key !== '' && localStorage.getItem(key) !== null;
			} catch {
				return false; // a browser that refuses storage has nothing saved
			}
		});

	const start = async () => {
		if (started) return;
		started = true;
		intent.abort();
		io?.disconnect();
		try {
			await (
				await load()
			)();
		} finally {
			holding.abort();
			for (const { event, target, path } of held) replay(event, target, path);
		}
	};

	// Svelte hydrates the server's DOM in place, so the element is normally still there.
	const replay = (event: Event, target: Element, path: number[]) => {
		let at: Element | undefined = el;
		if (!target.isConnected) for (const i of path) at = at?.children[i];
		const on = target.isConnected ? target : at;
		if (!on) return;
		if (event.type === 'click') {
			on.dispatchEvent(new MouseEvent('click', event as MouseEvent));
			return;
		}
		const again = new KeyboardEvent(event.type, event as KeyboardEvent);
		// A dispatched key does not press a button by itself: press it unless a handler took the key.
		if (on.dispatchEvent(again) && on instanceof HTMLElement) on.click();
	};

	const hold = (event: Event) => {
		if (!pressesButton(event) || !(event.target instanceof Element)) return;
		event.preventDefault();
		event.stopPropagation();
		// keyup would press the button a second time: only the click or the keydown is played again.
		if (event.type !== 'keyup')
			held.push({ event, target: event.target, path: pathTo(el, event.target) });
		void start();
	};

	const look = () => {
		if (started || !saved()) return;
		io?.disconnect();
		io = new IntersectionObserver((entries) => {
			if (entries.some((entry) => entry.isIntersecting)) void start();
		});
		// The island is `display: contents`: its children are what can be seen.
		for (const child of el.children) io.observe(child);
	};

	for (const type of ['click', 'keydown', 'keyup'])
		el.addEventListener(type, hold, { capture: true, signal: holding.signal });
	for (const type of INTENT)
		el.addEventListener(type, start, { capture: true, passive: true, signal: intent.signal });
	// An import or a pass elsewhere on the page may have saved this cell since it loaded.
	window.addEventListener(CHANGED, look, { signal: intent.signal });
	look();
};

export default intentDirective;
