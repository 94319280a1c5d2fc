/*
 * A press that reaches an island before its code has loaded acts once the code is there, whatever
 * the island's directive (client:visible, client:intent): a click or tap (on a button, a label, a
 * radio, a checkbox, a summary), a key on a button or a focusable widget, a value picked from a
 * menu or slider or typed in a box, a form sent. Without this, a click on a button before the
 * code loads did nothing, and a radio or box ticked before it was set back by the hydration. The
 * press is held, its own effect stopped, and played again on the same element (found by its
 * place if the hydration replaced it) when the island says it has hydrated (`astro:hydrate`).
 * What works without code goes through: links, the keys of boxes and menus, Tab, shortcuts, and
 * the plain HTML a page passes into an island (its slots). The function is inlined in the head of
 * every page (client-intent.ts), so it sees the first press: it imports nothing and is written
 * for its own source to run as it stands.
 */

/** Said on an island when a press is first held there: client:intent hydrates on it. */
export const PRESS_HELD = 'nqueens:press-held';

/** Holds presses on islands still waiting for their code, until each hydrates. */
export function holdPresses(doc: Document): void {
	const queues = new Map<Element, ((island: Element) => void)[]>();

	// The island still waiting for its code that `target` belongs to, if the element needs the code.
	const waiting = (target: EventTarget | null): Element | null => {
		if (!(target instanceof Element) || target.closest('a[href]')) return null;
		const island = target.closest('astro-island[ssr]');
		const slot = target.closest('astro-slot');
		return island && !(slot && island.contains(slot)) ? island : null;
	};

	const hold = (event: Event, island: Element, act: (on: Element) => void) => {
		const target = event.target as Element;
		const path: number[] = [];
		for (let at = target; at !== island && at.parentElement; at = at.parentElement)
			path.unshift([...at.parentElement.children].indexOf(at));
		let queue = queues.get(island);
		if (!queue) {
			const held: ((island: Element) => void)[] = [];
			queue = held;
			queues.set(island, held);
			island.addEventListener(
				'astro:hydrate',
				() => {
					queues.delete(island);
					for (const replay of held) replay(island);
				},
				{ once: true },
			);
			island.dispatchEvent(new Event('nqueens:press-held'));
		}
		queue.push((root) => {
			let on: Element | undefined = root;
			if (target.isConnected && root.contains(target)) on = target;
			else for (const i of path) on = on?.children[i];
			if (on) act(on);
		});
	};

	const stop = (event: Event) => {
		event.preventDefault();
		event.stopPropagation();
	};

	// Boxes and menus take their own keys, and their values are played again below.
	const valued = (target: Element) =>
		target instanceof HTMLInputElement ||
		target instanceof HTMLSelectElement ||
		target instanceof HTMLTextAreaElement ||
		(target instanceof HTMLElement && target.isContentEditable);

	// A key the page or the browser should have at once: moving on, a shortcut, a function key.
	const passes = (event: KeyboardEvent) =>
		event.key === 'Tab' ||
		event.isComposing ||
		/^F\d+$/.test(event.key) ||
		((event.ctrlKey || event.metaKey || event.altKey) && event.key !== 'Enter');

	const pressable = (on: Element) => on.matches('button, summary, [role="button"]');

	doc.addEventListener(
		'click',
		(event) => {
			const island = waiting(event.target);
			const target = event.target as Element;
			// A file picker opens only on the learner's own click.
			if (!island || (target instanceof HTMLInputElement && target.type === 'file')) return;
			stop(event);
			hold(event, island, (on) => on.dispatchEvent(new MouseEvent('click', event)));
		},
		true,
	);

	for (const type of ['keydown', 'keyup'])
		doc.addEventListener(
			type,
			(event) => {
				const key = event as KeyboardEvent;
				const island = waiting(event.target);
				if (!island || valued(event.target as Element) || passes(key)) return;
				stop(event);
				// A key is played once, as its keydown: Space would press a button again on keyup.
				if (type === 'keyup') return;
				hold(event, island, (on) => {
					const again = new KeyboardEvent('keydown', key);
					// A played key does not press a button by itself: press it unless a handler took it.
					const free = on.dispatchEvent(again);
					if (free && (key.key === 'Enter' || key.key === ' ') && pressable(on))
						(on as HTMLElement).click();
				});
			},
			true,
		);

	// A value set before the code loaded (a menu, a slider, a box typed in) is set again and said.
	for (const type of ['input', 'change'])
		doc.addEventListener(
			type,
			(event) => {
				const island = waiting(event.target);
				const field = event.target as HTMLInputElement;
				if (!island || !valued(field) || !('value' in field)) return;
				event.stopPropagation();
				const { value, checked, files } = field;
				hold(event, island, (on) => {
					const again = on as HTMLInputElement;
					if (again.type === 'checkbox' || again.type === 'radio') again.checked = checked;
					else if (again.type === 'file') again.files = files;
					else again.value = value;
					again.dispatchEvent(new Event(type, { bubbles: true }));
				});
			},
			true,
		);

	doc.addEventListener(
		'submit',
		(event) => {
			const island = waiting(event.target);
			if (!island) return;
			stop(event);
			hold(event, island, (on) => (on as HTMLFormElement).requestSubmit());
		},
		true,
	);
}

/** The script that runs `holdPresses` on the page, as the head of every page inlines it. */
export function heldPressesScript(): string {
	return `(${holdPresses.toString()})(document);`
		.split('\n')
		.map((line) => line.trim().replace(/\s{2,}/g, ' ')) // the blanks type stripping leaves
		.filter((line) => line !== '' && !line.startsWith('//'))
		.join('\n');
}
