/*
 * The cells' local storage: each cell's edits (with the starter they were made from, so a changed
 * starter can be noticed), the exercises passed, and export/import of everything as one file.
 * Nothing here throws: a full, blocked or corrupt storage gives a sentence instead.
 */

/** The part of window.localStorage used here, so tests can pass a stand-in. */
export interface StorageLike {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
	removeItem(key: string): void;
	readonly length: number;
	key(index: number): string | null;
}

const CELL_PREFIX = 'nq-cell:';
const PROGRESS_KEY = 'nq-progress';
/** Said on the page when any cell was imported or reset, so other cells and the toolbar reload. */
export const CELLS_CHANGED_EVENT = 'nq-cells-changed';

/** A cell's saved edits. */
export interface SavedCell {
	code: string;
	/** The starter code the edits began from. */
	starter: string;
}

/** The page's localStorage, or null where the browser refuses it (private modes, blocked cookies). */
export function pageStorage(): StorageLike | null {
	try {
		const storage = globalThis.localStorage;
		return storage ?? null;
	} catch {
		return null;
	}
}

/** A thrown storage error as a sentence: full storage, or no storage at all. */
function problem(error: unknown): string {
	const name = error instanceof Error ? error.name : '';
	return /quota/i.test(name) || /quota/i.test(String(error))
		? 'This browser’s storage for the site is full, so your edits are not saved.'
		: 'This browser does not let the site save your edits.';
}

/** A cell's saved edits, or null; `problem` when storage could not be read or held nonsense. */
export function loadCell(
	storage: StorageLike | null,
	id: string,
): { saved: SavedCell | null; problem?: string } {
	if (!storage)
		return { saved: null, problem: 'This browser does not let the site save your edits.' };
	let raw: string | null;
	try {
		raw = storage.getItem(CELL_PREFIX + id);
	} catch (error) {
		return { saved: null, problem: problem(error) };
	}
	if (raw === null) return { saved: null };
	const saved = parseCell(raw);
	return saved
		? { saved }
		: {
				saved: null,
				problem: 'The saved copy of this cell was unreadable, so the starter code is shown.',
			};
}

function parseCell(raw: string): SavedCell | null {
	try {
		const value: unknown = JSON.parse(raw);
		if (typeof value !== 'object' || value === null) return null;
		const { code, starter } = value as Record<string, unknown>;
		return typeof code === 'string' && typeof starter === 'string' ? { code, starter } : null;
	} catch {
		return null;
	}
}

/** Saves a cell's edits; returns a sentence when it could not. */
export function saveCell(
	storage: StorageLike | null,
	id: string,
	cell: SavedCell,
): string | undefined {
	if (!storage) return 'This browser does not let the site save your edits.';
	try {
		storage.setItem(CELL_PREFIX + id, JSON.stringify(cell));
		return undefined;
	} catch (error) {
		return problem(error);
	}
}

/** Forgets a cell's edits (Reset). */
export function forgetCell(storage: StorageLike | null, id: string): void {
	try {
		storage?.removeItem(CELL_PREFIX + id);
	} catch {
		// Nothing saved can be forgotten either; the cell shows its starter all the same.
	}
}

/** The exercises passed, by id. */
export function loadProgress(storage: StorageLike | null): Record<string, boolean> {
	try {
		const value: unknown = JSON.parse(storage?.getItem(PROGRESS_KEY) ?? '{}');
		if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
		return Object.fromEntries(
			Object.entries(value).filter(
				(entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
			),
		);
	} catch {
		return {};
	}
}

/** Records whether an exercise's checks all passed (a pass is kept once earned). */
export function recordProgress(
	storage: StorageLike | null,
	exercise: string,
	passed: boolean,
): void {
	const progress = loadProgress(storage);
	if (progress[exercise] === true || !passed) return;
	try {
		storage?.setItem(PROGRESS_KEY, JSON.stringify({ ...progress, [exercise]: true }));
	} catch {
		// Progress is a convenience: the result is on the page either way.
	}
}

/** The file Export writes: every cell's edits and the progress. */
interface NotebookFile {
	format: 'nqueens-notebook';
	version: 1;
	cells: Record<string, SavedCell>;
	progress: Record<string, boolean>;
}

/** Every saved cell and the progress, as the text of one JSON file. */
export function exportCells(storage: StorageLike | null): string {
	const cells: Record<string, SavedCell> = {};
	try {
		for (let i = 0; storage && i < storage.length; i++) {
			const key = storage.key(i);
			if (!key?.startsWith(CELL_PREFIX)) continue;
			const cell = parseCell(storage.getItem(key) ?? '');
			if (cell) cells[key.slice(CELL_PREFIX.length)] = cell;
		}
	} catch {
		// Export what could be read.
	}
	const file: NotebookFile = {
		format: 'nqueens-notebook',
		version: 1,
		cells,
		progress: loadProgress(storage),
	};
	return JSON.stringify(file, null, 2);
}

/** Reads an exported file back into storage; says how many cells it restored, or why it could not. */
export function importCells(
	storage: StorageLike | null,
	text: string,
): { ok: true; cells: number } | { ok: false; message: string } {
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		return { ok: false, message: 'That file is not a notebook export (it is not JSON).' };
	}
	const file = value as Partial<NotebookFile> | null;
	if (file?.format !== 'nqueens-notebook' || typeof file.cells !== 'object' || file.cells === null)
		return { ok: false, message: 'That file is not a notebook export from this site.' };
	let count = 0;
	for (const [id, raw] of Object.entries(file.cells)) {
		const cell = parseCell(JSON.stringify(raw));
		if (!cell) continue;
		const failed = saveCell(storage, id, cell);
		if (failed) return { ok: false, message: failed };
		count++;
	}
	for (const [id, passed] of Object.entries(file.progress ?? {}))
		if (passed === true) recordProgress(storage, id, true);
	return { ok: true, cells: count };
}
