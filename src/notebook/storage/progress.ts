import { CELL_ID, PROGRESS_KEY, writeProblemOf, type StorageLike } from './records.ts';

/*
 * The exercises a learner has passed: kept in the browser's storage under PROGRESS_KEY, and for
 * this page view also in memory, so a pass the storage refused still counts until the learner leaves.
 */

/** The exercises passed in this browser, by id; empty when nothing (readable) was saved. */
export function loadProgress(storage: StorageLike | null | undefined): Record<string, true> {
	try {
		return progressFrom(JSON.parse(storage?.getItem(PROGRESS_KEY) ?? '{}')) ?? {};
	} catch {
		return {};
	}
}

/** A progress record read from JSON: { id: true } with sound ids, or undefined for anything else. */
export function progressFrom(value: unknown): Record<string, true> | undefined {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
	const passed: Record<string, true> = {};
	for (const [id, flag] of Object.entries(value)) {
		if (!CELL_ID.test(id) || typeof flag !== 'boolean') return undefined;
		if (flag) passed[id] = true;
	}
	return passed;
}

/**
 * Records that an exercise passed (a pass, once earned, is kept): undefined when it is recorded,
 * else why not (a full storage, or none at all). Either way it counts for this page view.
 */
export function recordPass(
	storage: StorageLike | null | undefined,
	id: string,
): 'full' | 'unavailable' | undefined {
	passesOfThisView(storage).add(id);
	const passed = loadProgress(storage);
	if (passed[id]) return undefined;
	try {
		if (!storage) return 'unavailable';
		storage.setItem(PROGRESS_KEY, JSON.stringify({ ...passed, [id]: true }));
		return undefined;
	} catch (error) {
		return writeProblemOf(error);
	}
}

/** The exercises passed: those this browser keeps, and those of this page view it could not keep. */
export function loadPassed(storage: StorageLike | null | undefined): Record<string, true> {
	const passed = loadProgress(storage);
	for (const id of passesOfThisView(storage)) passed[id] = true;
	return passed;
}

/** Where this page view's passes are kept: on globalThis, as components/page/page-events.ts keeps its own. */
const PAGE_PASSES = Symbol.for('nqueens-notebook.passes-of-this-view');

/**
 * The exercises passed in this page view, by the storage they were recorded in (the global object
 * standing for no storage at all), recorded or not: a cell or toolbar that hydrates later still
 * counts a pass the storage refused. Under a registered symbol, so two bundled copies share it.
 */
function passesOfThisView(storage: StorageLike | null | undefined): Set<string> {
	const global = globalThis as unknown as Record<symbol, WeakMap<object, Set<string>> | undefined>;
	const byStorage = (global[PAGE_PASSES] ??= new WeakMap());
	const key: object = storage ?? globalThis;
	let passes = byStorage.get(key);
	if (!passes) byStorage.set(key, (passes = new Set()));
	return passes;
}
