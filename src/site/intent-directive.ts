import type { ClientDirective } from 'astro';

/*
 * `client:intent="<storage key> … @<page event> …"`: hydrates an island on the learner's first
 * sign of intent inside it (pointing, touching, focusing, a key, or a press held for it), as soon
 * as it is in view when this browser keeps something under one of the keys (so saved work shows
 * without a touch), or when the page announces one of the `@` events
 * (components/page/page-events.ts): a question answered elsewhere whose answer the island keeps
 * back until then, so what it shows changes without waiting for a touch. A press that comes before the island has hydrated is held and played again once it has,
 * as on every island (src/site/held-presses.ts, which says so with `nqueens:press-held`). Astro
 * inlines this file in each page that uses it: no imports.
 */

/** The learner reaching for the island; the last is a press held-presses.ts holds for it. */
const INTENT = [
	'pointerover',
	'pointerdown',
	'touchstart',
	'focusin',
	'keydown',
	'nqueens:press-held',
];

/** Said on the page when the notebook's saves changed (src/notebook/storage/storage.ts). */
const CHANGED = 'nqueens-notebook:changed';

/** page-events.ts's window event and its memory of what was announced (no imports here). */
const ANNOUNCE = 'nq:announce';
const ANNOUNCED = Symbol.for('nq.page-events.announced');

/** Hydrates on intent, or on sight when something is saved under the value's keys. */
const intentDirective: ClientDirective = (load, options, el) => {
	const words = typeof options.value === 'string' ? options.value.split(/\s+/) : [];
	const keys = words.filter((word) => !word.startsWith('@'));
	const events = words.filter((word) => word.startsWith('@')).map((word) => word.slice(1));
	const intent = new AbortController();
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
		await (
			await load()
		)();
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

	for (const type of INTENT)
		el.addEventListener(type, start, { capture: true, passive: true, signal: intent.signal });
	// An import or a pass elsewhere on the page may have saved this cell since it loaded.
	window.addEventListener(CHANGED, look, { signal: intent.signal });
	look();
	if (events.length === 0) return;
	const heard = (event: Event) => {
		const id = (event as CustomEvent<{ id?: string } | undefined>).detail?.id;
		if (id !== undefined && events.includes(id)) void start();
	};
	window.addEventListener(ANNOUNCE, heard, { signal: intent.signal });
	const earlier = (globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>)[
		ANNOUNCED
	];
	if (events.some((id) => earlier?.has(id))) void start();
};

export default intentDirective;
