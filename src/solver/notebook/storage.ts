/*
 * Saving the learner's cells, as pure logic over a Storage-like object the page passes in
 * (localStorage, or nothing when the browser refuses it). Nothing here throws: a broken record or
 * a storage that throws falls back to the starter code with a flag the page can explain.
 */

/** The part of the Web Storage API the notebook uses. */
export interface StorageLike {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
	removeItem(key: string): void;
	readonly length: number;
	key(index: number): string | null;
}

/** What is kept per cell. */
export interface SavedCell {
	code: string;
	/** FNV-1a hash of the starter the code was written from: tells when the book's starter changed. */
	starterHash: string;
	/** ISO 8601 time of saving. */
	savedAt: string;
}

/** What the editor should show for a cell, and why. */
export interface LoadedCell {
	code: string;
	source: 'starter' | 'saved';
	/** The saved code was written from an older starter than the page's. */
	starterChanged: boolean;
	/** Why the starter is shown although something may have been saved. */
	problem?: 'corrupt' | 'unavailable';
}

/** Why an import was refused. */
export type ImportErrorCode =
	'not-json' | 'not-a-notebook' | 'bad-cell' | 'storage-full' | 'unavailable';

/** The outcome of importing an exported notebook. */
export type ImportResult =
	{ ok: true; count: number } | { ok: false; code: ImportErrorCode; message: string };

/** Prefix of every key the notebook writes. */
export const CELL_KEY_PREFIX = 'nqueens-notebook:cell:';

/** The format name written into exports. */
const FORMAT = 'nqueens-notebook-cells';

/** The storage key of a cell. */
export function cellKey(id: string): string {
	return CELL_KEY_PREFIX + id;
}

/** 32-bit FNV-1a of a text's UTF-16 code units, as 8 hex digits: a small, stable fingerprint. */
export function hashText(text: string): string {
	let hash = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash.toString(16).padStart(8, '0');
}

/** Whether a parsed value is a saved cell. */
function isSavedCell(value: unknown): value is SavedCell {
	const cell = value as Partial<SavedCell> | null;
	return (
		typeof cell === 'object' &&
		cell !== null &&
		typeof cell.code === 'string' &&
		typeof cell.starterHash === 'string' &&
		typeof cell.savedAt === 'string'
	);
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

/** Saves a cell's code; false when the storage is missing, full or refuses. */
export function saveCell(
	storage: StorageLike | null | undefined,
	id: string,
	code: string,
	starter: string,
	now: Date = new Date(),
): boolean {
	const record: SavedCell = { code, starterHash: hashText(starter), savedAt: now.toISOString() };
	try {
		if (!storage) return false;
		storage.setItem(cellKey(id), JSON.stringify(record));
		return true;
	} catch {
		return false;
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
	return JSON.stringify({ format: FORMAT, version: 1, cells }, null, '\t');
}

/** Restores cells from an export: checks the whole text first, then writes every cell. */
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
	const data = parsed as { format?: unknown; cells?: unknown } | null;
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
		if (!/^[\w-]{1,100}$/.test(id) || !isSavedCell(cell)) {
			return {
				ok: false,
				code: 'bad-cell',
				message: `The cell ${JSON.stringify(id.slice(0, 100))} in the file is damaged; nothing was imported.`,
			};
		}
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
	return { ok: true, count };
}
