import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import intentDirective from '../../src/site/intent-directive.ts';
import { cellKey } from '../../src/notebook/storage/records.ts';
import { PRESS_HELD } from '../../src/site/held-presses.ts';
import { announce, forgetAnnouncements } from '../../components/page/index.ts';

/*
 * client:intent (src/site/intent-directive.ts) on an island shaped like a code cell's: nothing
 * loads until the learner reaches for it (a press before then is held by the page and played
 * once it has hydrated: held-presses.test.ts), and saved work hydrates the cell on sight.
 */

const KEY = cellKey('ch2-column-order');

/** An IntersectionObserver stand-in: the test says when the island comes into view. */
class FakeObserver {
	static made: FakeObserver[] = [];
	observed: Element[] = [];
	constructor(readonly callback: IntersectionObserverCallback) {
		FakeObserver.made.push(this);
	}
	observe(el: Element) {
		this.observed.push(el);
	}
	disconnect() {
		this.observed = [];
	}
	/** Reports every observed element as in view (or not). */
	report(isIntersecting: boolean) {
		const entries = this.observed.map((target) => ({ target, isIntersecting }));
		this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
	}
}

/** The server-rendered island: a section with Run and Edit, as CodeCell.svelte draws it. */
function island(): HTMLElement {
	const el = document.createElement('astro-island');
	el.innerHTML =
		'<section><h3>Try it</h3><pre>code</pre><div><button type="button">Run</button>' +
		'<button type="button">Edit</button></div></section>';
	document.body.append(el);
	return el;
}
const run = (el: HTMLElement) => el.querySelectorAll('button')[0]!;

/**
 * Mounts the directive with a load() whose hydration waits for `finish()`; `hydrate` is what the
 * hydration does to the DOM (by default: Run starts listening, as Svelte's hydration would).
 */
function mount(
	el: HTMLElement,
	value: string | boolean = KEY,
	hydrate: (el: HTMLElement) => void = (root) => run(root).addEventListener('click', onRun),
) {
	let finish!: () => void;
	const done = new Promise<void>((resolve) => (finish = resolve));
	const hydrated = vi.fn(async () => {
		await done;
		hydrate(el);
	});
	const load = vi.fn(async () => hydrated);
	intentDirective(load, { name: 'CodeCell', value: value as string }, el);
	return { load, hydrated, finish };
}

/** Lets the directive's awaits run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let onRun: ReturnType<typeof vi.fn<(event: Event) => void>>;

beforeEach(() => {
	onRun = vi.fn<(event: Event) => void>();
	FakeObserver.made = [];
	vi.stubGlobal('IntersectionObserver', FakeObserver);
	localStorage.clear();
});
afterEach(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
	document.body.innerHTML = '';
});

describe('client:intent waits for the learner', () => {
	test('nothing loads on mount, nor when an unsaved cell comes into view', async () => {
		const el = island();
		const { load } = mount(el);
		await settle();
		expect(load).not.toHaveBeenCalled();
		// Nothing saved: the directive does not even watch for the cell coming into view.
		expect(FakeObserver.made).toHaveLength(0);
	});

	test.each(['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'])(
		'%s inside the island loads it, once',
		async (type) => {
			const el = island();
			const { load, hydrated, finish } = mount(el);
			run(el).dispatchEvent(new Event(type, { bubbles: true }));
			run(el).dispatchEvent(new Event('pointerover', { bubbles: true }));
			el.querySelector('pre')!.dispatchEvent(new Event('focusin', { bubbles: true }));
			finish();
			await settle();
			expect(load).toHaveBeenCalledTimes(1);
			expect(hydrated).toHaveBeenCalledTimes(1);
		},
	);

	test('an event outside the island does not load it', async () => {
		const el = island();
		const { load } = mount(el);
		document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
		await settle();
		expect(load).not.toHaveBeenCalled();
	});
});

describe('a press the page holds for the island', () => {
	test('hydrates it: the holder says so on the island (src/site/held-presses.ts)', async () => {
		const el = island();
		const { load, hydrated, finish } = mount(el);
		el.dispatchEvent(new Event(PRESS_HELD));
		finish();
		await settle();
		expect(load).toHaveBeenCalledTimes(1);
		expect(hydrated).toHaveBeenCalledTimes(1);
	});
});

describe('saved work shows on sight', () => {
	test('with something saved under the key, the island hydrates when it comes into view', async () => {
		localStorage.setItem(KEY, '{"code":"x"}');
		const el = island();
		const { load, finish } = mount(el);
		expect(FakeObserver.made).toHaveLength(1);
		const [observer] = FakeObserver.made;
		expect(observer!.observed).toEqual([...el.children]);
		observer!.report(false);
		expect(load).not.toHaveBeenCalled();
		observer!.report(true);
		finish();
		await settle();
		expect(load).toHaveBeenCalledTimes(1);
	});

	test('any of several keys counts (an exercise: its code, or the passes)', () => {
		localStorage.setItem('nqueens-notebook:progress', '{}');
		mount(island(), `${KEY} nqueens-notebook:progress`);
		expect(FakeObserver.made).toHaveLength(1);
	});

	test('a storage that throws counts as nothing saved', async () => {
		localStorage.setItem(KEY, '{"code":"x"}');
		vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
			throw new DOMException('denied', 'SecurityError');
		});
		const el = island();
		const { load, finish } = mount(el);
		expect(FakeObserver.made).toHaveLength(0);
		// It still hydrates on intent.
		run(el).dispatchEvent(new Event('pointerover', { bubbles: true }));
		finish();
		await settle();
		expect(load).toHaveBeenCalledTimes(1);
	});

	test('a page that refuses localStorage altogether counts as nothing saved', () => {
		localStorage.setItem(KEY, '{"code":"x"}');
		const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
		Object.defineProperty(globalThis, 'localStorage', {
			configurable: true,
			get: () => {
				throw new DOMException('denied', 'SecurityError');
			},
		});
		try {
			expect(() => mount(island())).not.toThrow();
			expect(FakeObserver.made).toHaveLength(0);
		} finally {
			if (own) Object.defineProperty(globalThis, 'localStorage', own);
			else delete (globalThis as { localStorage?: Storage }).localStorage;
		}
	});

	test('a save made later on the page (an import) is seen when the notebook says it changed', async () => {
		// A key of its own: the islands of earlier tests still listen on this window.
		const key = cellKey('imported-later');
		const el = island();
		const { load, finish } = mount(el, key);
		expect(FakeObserver.made).toHaveLength(0);
		localStorage.setItem(key, '{"code":"x"}');
		window.dispatchEvent(new Event('nqueens-notebook:changed'));
		expect(FakeObserver.made).toHaveLength(1);
		FakeObserver.made[0]!.report(true);
		finish();
		await settle();
		expect(load).toHaveBeenCalledTimes(1);
	});

	test('no key given (client:intent bare): only intent hydrates', async () => {
		localStorage.setItem(KEY, '{"code":"x"}');
		mount(island(), true);
		expect(FakeObserver.made).toHaveLength(0);
	});
});

describe('a question answered elsewhere on the page (`@` and its id)', () => {
	test('hydrates the island that keeps its answer back, and no other', async () => {
		forgetAnnouncements();
		const waiting = island();
		const other = island();
		const first = mount(waiting, '@answered-here');
		const second = mount(other, '@answered-elsewhere');
		first.finish();
		second.finish();
		await settle();
		expect(first.load).not.toHaveBeenCalled();
		announce('answered-here', 'answer');
		await settle();
		expect(first.load).toHaveBeenCalledTimes(1);
		expect(second.load).not.toHaveBeenCalled();
	});

	test('an answer given before the island was set up hydrates it at once', async () => {
		forgetAnnouncements();
		announce('answered-before', 'answer');
		const { load, finish } = mount(island(), '@answered-before');
		finish();
		await settle();
		expect(load).toHaveBeenCalledTimes(1);
	});
});
