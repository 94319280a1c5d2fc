import {
	CELL_ID,
	CELL_KEY_PREFIX,
	cellKey,
	isSavedCell,
	loadProgress,
	progressFrom,
	recordPass,
	type SavedCell,
	type StorageLike,
} from './storage.ts';

/*
 * A learner's notebook as one file: every saved cell and the exercises passed, exported to keep or
 * move to another browser, and imported back (checked whole before anything is written). Only the
 * notebook's toolbar needs this, so cells on other pages do not ship it.
 */

/** The format name written into exports. */
const FORMAT = 'nqueens-notebook-cells';

/** Why an import was refused. */
export type ImportErrorCode =
	'not-json' | 'not-a-notebook' | 'bad-cell' | 'storage-full' | 'unavailable';

/** The outcome of importing an exported notebook. */
export type ImportResult =
	{ ok: true; count: number } | { ok: false; code: ImportErrorCode; message: string };

/** Every saved cell as one JSON text, for a file the learner keeps; unreadable records are left out. */
export function exportCells(storage: StorageLike | null | undefined): string {
	const cells: Record<string, SavedCell> = {};
	try {
		for (let i = 0; storage && i < storage.length; i++) {
			const key = storage.key(i);
			if (!key?.startsWith(CELL_KEY_PREFIX)) continue;
			try {
				const saved: unknown = JSON.parse(storage.getItem(key) ?? '');
				if (isSavedCell(saved)) cells[key.slice(CELL_KEY_PREFIX.length)] = saved;
			} catch {
				// a corrupt record is not worth exporting
			}
		}
	} catch {
		// a storage that throws exports what was read so far
	}
	const progress = loadProgress(storage);
	return JSON.stringify({ format: FORMAT, version: 1, cells, progress }, null, '\t');
}

/** Restores cells (and passes) from an export: checks the whole text first, then writes every cell. */
export function importCells(storage: StorageLike | null | undefined, text: string): ImportResult {
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		return {
			ok: false,
			code: 'not-json',
			message: 'The file is not JSON, so it is not a notebook export.',
		};
	}
	const data = parsed as { format?: unknown; cells?: unknown; progress?: unknown } | null;
	if (
		typeof data !== 'object' ||
		data === null ||
		data.format !== FORMAT ||
		typeof data.cells !== 'object' ||
		data.cells === null
	) {
		return {
			ok: false,
			code: 'not-a-notebook',
			message: 'The file is JSON, but not an export of this notebook’s cells.',
		};
	}
	const entries = Object.entries(data.cells);
	for (const [id, cell] of entries) {
		if (!CELL_ID.test(id) || !isSavedCell(cell)) {
			return {
				ok: false,
				code: 'bad-cell',
				message: `The cell ${JSON.stringify(id.slice(0, 100))} in the file is damaged; nothing was imported.`,
			};
		}
	}
	// Files from before progress was exported have none; a damaged one is refused like a damaged cell.
	const progress = data.progress === undefined ? {} : progressFrom(data.progress);
	if (!progress) {
		return {
			ok: false,
			code: 'bad-cell',
			message: 'The list of exercises passed in the file is damaged; nothing was imported.',
		};
	}
	if (!storage)
		return {
			ok: false,
			code: 'unavailable',
			message: 'This browser does not let the page save anything.',
		};
	let count = 0;
	for (const [id, cell] of entries) {
		const { code, starterHash, savedAt } = cell as SavedCell;
		try {
			storage.setItem(cellKey(id), JSON.stringify({ code, starterHash, savedAt }));
			count++;
		} catch {
			return {
				ok: false,
				code: 'storage-full',
				message: `The browser’s storage is full: ${count} of ${entries.length} cells were imported.`,
			};
		}
	}
	// A pass is kept once earned, so the file's passes join this browser's (best effort: a convenience).
	for (const id of Object.keys(progress)) recordPass(storage, id);
	return { ok: true, count };
}
