import { LIMITS } from '../../solver/input/index.ts';
import { formatCount } from '../../solver/format/index.ts';
import {
	CELL_ID,
	cellKey,
	hashText,
	isSavedCell,
	PROGRESS_KEY,
	safeParse,
	writeProblemOf,
	type SavedCell,
	type StorageLike,
} from './records.ts';

export * from './records.ts';

/*
 * Saving the learner's cells, as pure logic over a Storage-like object the page passes in
 * (localStorage, or nothing when the browser refuses it): each cell's code and the exercises
 * passed (the export/import file is notebook-file.ts). Nothing here throws: a broken record or a
 * storage that throws falls back to the starter code with a flag the page explains with
 * STORAGE_PROBLEMS.
 */

/** What the editor should show for a cell, and why. */
export interface LoadedCell {
	code: string;
	source: 'starter' | 'saved';
	/** The saved code was written from an older starter than the page's. */
	starterChanged: boolean;
	/** Why the starter is shown although something may have been saved. */
	problem?: 'corrupt' | 'unavailable';
}

/**
 * Why the notebook could not read or write: a broken record, no storage at all, a full one, or code
 * longer than a cell keeps (LIMITS.cellCodeChars, so every export can be imported again).
 */
export type StorageProblem = 'corrupt' | 'unavailable' | 'full' | 'too-long';

/** Why a write was refused: every problem but a broken record. */
export type WriteProblem = Exclude<StorageProblem, 'corrupt'>;

/** Each problem as the cell says it. */
export const STORAGE_PROBLEMS: Readonly<Record<StorageProblem, string>> = {
	corrupt: 'The saved copy of this cell was unreadable, so the starter code is shown.',
	unavailable: 'This browser does not let the site save your edits.',
	full: 'This browser’s storage for the site is full, so your edits are not saved.',
	'too-long': `This code is longer than the ${formatCount(LIMITS.cellCodeChars.max)} characters a cell keeps, so your edits are not saved.`,
};

/**
 * What an exercise cell says when its pass (and maybe its code) could not be recorded: the pass
 * still counts on the page, but not after the learner leaves.
 */
export function passNotKept(problem: 'full' | 'unavailable', codeToo: boolean): string {
	const why =
		problem === 'full'
			? 'this browser’s storage for the site is full'
			: 'this browser does not let the site save';
	return `Passed, but ${why}, so ${codeToo ? 'your code and the pass' : 'the pass'} will not be remembered after you leave.`;
}

/** Said on the page (a window event) when cells or progress changed outside a cell: an import, a pass. */
export const NOTEBOOK_CHANGED_EVENT = 'nqueens-notebook:changed';

/** Tells the page's cells and toolbar that the notebook changed: they read it again. */
export function announceNotebookChange(): void {
	globalThis.dispatchEvent?.(new Event(NOTEBOOK_CHANGED_EVENT));
}

/**
 * The page's localStorage, or null where the browser refuses it (some private modes, blocked
 * cookies). Saves written by the first release of the cells are moved to today's keys first.
 */
export function pageStorage(): StorageLike | null {
	let storage: StorageLike | null;
	try {
		storage = (globalThis as { localStorage?: StorageLike }).localStorage ?? null;
	} catch {
		return null;
	}
	if (storage) adoptFirstReleaseSaves(storage);
	return storage;
}

/** Cell keys and the progress key of the cells' first release (2026-11-22), before the notebook core. */
const FIRST_RELEASE_CELL_PREFIX = 'nq-cell:';
const FIRST_RELEASE_PROGRESS_KEY = 'nq-progress';

/**
 * Moves what the first release of the cells saved ({ code, starter } under `nq-cell:<id>`, passes
 * under `nq-progress`) to today's keys, so no learner's edit is lost to the change of format; a cell
 * already saved under today's key keeps that save. Returns how many cells moved; never throws.
 */
export function adoptFirstReleaseSaves(storage: StorageLike, now: Date = new Date()): number {
	let moved = 0;
	try {
		const legacy: string[] = [];
		for (let i = 0; i < storage.length; i++) {
			const key = storage.key(i);
			if (key?.startsWith(FIRST_RELEASE_CELL_PREFIX)) legacy.push(key);
		}
		for (const key of legacy) {
			const id = key.slice(FIRST_RELEASE_CELL_PREFIX.length);
			const old = parseFirstRelease(storage.getItem(key));
			if (old && CELL_ID.test(id) && storage.getItem(cellKey(id)) === null) {
				const record: SavedCell = {
					code: old.code,
					starterHash: hashText(old.starter),
					savedAt: now.toISOString(),
				};
				storage.setItem(cellKey(id), JSON.stringify(record));
				moved++;
			}
			storage.removeItem(key);
		}
		const progress = storage.getItem(FIRST_RELEASE_PROGRESS_KEY);
		if (progress !== null) {
			const passed = progressFrom(safeParse(progress)) ?? {};
			for (const id of Object.keys(passed)) recordPass(storage, id);
			storage.removeItem(FIRST_RELEASE_PROGRESS_KEY);
		}
	} catch {
		// A storage that refuses now is reported by the cell when it loads or saves.
	}
	return moved;
}

/** A first-release cell record, or null for anything else. */
function parseFirstRelease(text: string | null): { code: string; starter: string } | null {
	const value = safeParse(text ?? '') as { code?: unknown; starter?: unknown } | null;
	return value && typeof value.code === 'string' && typeof value.starter === 'string'
		? { code: value.code, starter: value.starter }
		: null;
}

/** The code to show for a cell: the saved code if there is a sound record, else the starter. */
export function loadCell(
	storage: StorageLike | null | undefined,
	id: string,
	starter: string,
): LoadedCell {
	const fallback = (problem?: LoadedCell['problem']): LoadedCell =>
		problem
			? { code: starter, source: 'starter', starterChanged: false, problem }
			: { code: starter, source: 'starter', starterChanged: false };
	let text: string | null;
	try {
		if (!storage) return fallback('unavailable');
		text = storage.getItem(cellKey(id));
	} catch {
		return fallback('unavailable');
	}
	if (text === null) return fallback();
	let saved: unknown;
	try {
		saved = JSON.parse(text);
	} catch {
		return fallback('corrupt');
	}
	if (!isSavedCell(saved)) return fallback('corrupt');
	return {
		code: saved.code,
		source: 'saved',
		starterChanged: saved.starterHash !== hashText(starter),
	};
}

/** Saves a cell's code; undefined when saved, else why not: too long, a full storage or none. */
export function saveCell(
	storage: StorageLike | null | undefined,
	id: string,
	code: string,
	starter: string,
	now: Date = new Date(),
): WriteProblem | undefined {
	if (code.length > LIMITS.cellCodeChars.max) return 'too-long';
	const record: SavedCell = { code, starterHash: hashText(starter), savedAt: now.toISOString() };
	try {
		if (!storage) return 'unavailable';
		storage.setItem(cellKey(id), JSON.stringify(record));
		return undefined;
	} catch (error) {
		return writeProblemOf(error);
	}
}

/** Forgets a cell's saved code (back to the starter); false when the storage refuses. */
export function resetCell(storage: StorageLike | null | undefined, id: string): boolean {
	try {
		if (!storage) return false;
		storage.removeItem(cellKey(id));
		return true;
	} catch {
		return false;
	}
}

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

/** Where this page view's passes are kept: on globalThis, as components/page-events.ts keeps its own. */
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
