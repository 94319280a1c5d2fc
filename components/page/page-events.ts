/*
 * Page-level signals between widgets of one page: a widget announces that the learner has done
 * something (run a player to its end, answered a question), and folded notes waiting for it open.
 * Announcements are remembered for the life of the page, so a listener that arrives late (an
 * island hydrated after the run) still hears them. Kept on `globalThis` under a registered
 * symbol, so two bundled copies of this module share one memory.
 */

/** What happened: a widget's run completed, or a question was answered. */
export type AnnounceKind = 'run' | 'answer';

/** The window event carrying an announcement. */
export const ANNOUNCE_EVENT = 'nq:announce';

interface AnnounceDetail {
	id: string;
	kind: AnnounceKind;
}

const MEMORY = Symbol.for('nq.page-events.announced');

function memory(): Map<string, AnnounceKind> {
	const store = globalThis as unknown as Record<symbol, Map<string, AnnounceKind> | undefined>;
	store[MEMORY] ??= new Map();
	return store[MEMORY];
}

/** Tells the page that `id` has happened (once is enough; later calls are remembered the same). */
export function announce(id: string, kind: AnnounceKind = 'run'): void {
	if (!id) return;
	const known = memory();
	if (known.has(id)) return;
	known.set(id, kind);
	if (typeof window !== 'undefined')
		window.dispatchEvent(new CustomEvent<AnnounceDetail>(ANNOUNCE_EVENT, { detail: { id, kind } }));
}

/** Whether `id` has been announced on this page, and how. */
export function announced(id: string): AnnounceKind | undefined {
	return memory().get(id);
}

/**
 * Calls `callback` once when `id` is announced: at once (in a microtask) if it already was.
 * Returns a function that stops listening.
 */
export function onAnnounce(id: string, callback: (kind: AnnounceKind) => void): () => void {
	let done = false;
	const fire = (kind: AnnounceKind) => {
		if (done) return;
		done = true;
		stop();
		callback(kind);
	};
	const listener = (event: Event) => {
		const detail = (event as CustomEvent<AnnounceDetail>).detail;
		if (detail?.id === id) fire(detail.kind);
	};
	const stop = () => {
		if (typeof window !== 'undefined') window.removeEventListener(ANNOUNCE_EVENT, listener);
	};
	if (typeof window !== 'undefined') window.addEventListener(ANNOUNCE_EVENT, listener);
	const earlier = announced(id);
	if (earlier) queueMicrotask(() => fire(earlier));
	return () => {
		done = true;
		stop();
	};
}

/** Forgets every announcement (tests only: a fresh page). */
export function forgetAnnouncements(): void {
	memory().clear();
}
