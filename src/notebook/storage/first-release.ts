import {
	CELL_ID,
	cellKey,
	hashText,
	safeParse,
	type SavedCell,
	type StorageLike,
} from './records.ts';
import { progressFrom, recordPass } from './progress.ts';

/*
 * The saves of the cells' first release (2026-11-22), before the notebook core: read once and moved
 * to today's keys, so no learner's edit is lost to the change of format.
 */

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
