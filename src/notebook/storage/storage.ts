import { LIMITS } from '../../solver/input/index.ts';
import englishStorage, { type NotebookStorageMessages } from '../../i18n/en/notebook-storage.ts';
import {
	cellKey,
	hashText,
	isSavedCell,
	partnerOf,
	writeProblemOf,
	type CellLanguage,
	type SavedCell,
	type StorageLike,
} from './records.ts';
import { adoptFirstReleaseSaves } from './first-release.ts';

// The records, the progress and the first release's saves, from the path the cells import.
export * from './records.ts';
export * from './progress.ts';
export * from './first-release.ts';

/*
 * Saving the learner's cells, as pure logic over a Storage-like object the page passes in
 * (localStorage, or nothing when the browser refuses it): each cell's code and the exercises
 * passed (progress.ts; the export/import file is notebook-file.ts). Nothing here throws: a broken
 * record or a storage that throws falls back to the starter code with a flag the page explains
 * with STORAGE_PROBLEMS.
 */

/** What the editor should show for a cell, and why. */
export interface LoadedCell {
	code: string;
	source: 'starter' | 'saved';
	/** The language of the code: the saved record's ('js' when it names none), else 'js'. */
	language: CellLanguage;
	/** The saved code was written from an older starter than the page's. */
	starterChanged: boolean;
	/** Why the starter is shown although something may have been saved. */
	problem?: 'corrupt' | 'unavailable';
	/**
	 * The code saved for the cell's other language, when some was (SavedCell.other), with its
	 * language when that is not partnerOf the cell's.
	 */
	other?: { code: string; starterChanged: boolean; language?: CellLanguage };
	/** The code saved for the cell's third language, when some was (SavedCell.third). */
	third?: { code: string; starterChanged: boolean; language: CellLanguage };
}

/**
 * Why the notebook could not read or write: a broken record, no storage at all, a full one, or code
 * longer than a cell keeps (LIMITS.cellCodeChars, so every export can be imported again).
 */
export type StorageProblem = 'corrupt' | 'unavailable' | 'full' | 'too-long';

/** Why a write was refused: every problem but a broken record. */
export type WriteProblem = Exclude<StorageProblem, 'corrupt'>;

/** What a cell says about its saving, in one language (its catalog: src/i18n/<locale>/notebook-storage.ts). */
export type StorageWords = NotebookStorageMessages['storage'];

/** The saving's sentences in English, the default of every function here. */
const ENGLISH_STORAGE_WORDS: StorageWords = englishStorage.storage;

/** Each problem as the cell says it, in English (a page in another language: its StorageWords). */
export const STORAGE_PROBLEMS: Readonly<Record<StorageProblem, string>> =
	ENGLISH_STORAGE_WORDS.problems;

/**
 * What an exercise cell says when its pass (and maybe its code) could not be recorded: the pass
 * still counts on the page, but not after the learner leaves.
 */
export function passNotKept(
	problem: 'full' | 'unavailable',
	codeToo: boolean,
	words: StorageWords = ENGLISH_STORAGE_WORDS,
): string {
	return words.passNotKept(problem, codeToo);
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

/**
 * The code to show for a cell: the saved code if there is a sound record, else the starter.
 * `starterIn` gives the starter of the saved code's language (for Python, the Python starter).
 */
export function loadCell(
	storage: StorageLike | null | undefined,
	id: string,
	starter: string,
	starterIn: (language: CellLanguage) => string = () => starter,
): LoadedCell {
	const fallback = (problem?: LoadedCell['problem']): LoadedCell =>
		problem
			? { code: starter, source: 'starter', language: 'js', starterChanged: false, problem }
			: { code: starter, source: 'starter', language: 'js', starterChanged: false };
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
	const language = saved.language ?? 'js';
	const loaded: LoadedCell = {
		code: saved.code,
		source: 'saved',
		language,
		starterChanged:
			saved.starterHash !== hashText(language === 'js' ? starter : starterIn(language)),
	};
	const starterOf = (written: CellLanguage) => (written === 'js' ? starter : starterIn(written));
	if (saved.other) {
		const written = saved.other.language ?? partnerOf(language);
		loaded.other = {
			code: saved.other.code,
			starterChanged: saved.other.starterHash !== hashText(starterOf(written)),
			...(written !== partnerOf(language) ? { language: written } : {}),
		};
	}
	if (saved.third) {
		loaded.third = {
			code: saved.third.code,
			starterChanged: saved.third.starterHash !== hashText(starterOf(saved.third.language)),
			language: saved.third.language,
		};
	}
	return loaded;
}

/**
 * Saves a cell's code (and `other`, the code of its other language, with that language's
 * starter); undefined when saved, else why not: too long, a full storage or none.
 */
export function saveCell(
	storage: StorageLike | null | undefined,
	id: string,
	code: string,
	starter: string,
	now: Date = new Date(),
	language: CellLanguage = 'js',
	other?: { code: string; starter: string; language?: CellLanguage },
	third?: { code: string; starter: string; language: CellLanguage },
): WriteProblem | undefined {
	if (code.length > LIMITS.cellCodeChars.max) return 'too-long';
	if (other && other.code.length > LIMITS.cellCodeChars.max) return 'too-long';
	if (third && third.code.length > LIMITS.cellCodeChars.max) return 'too-long';
	const record: SavedCell = { code, starterHash: hashText(starter), savedAt: now.toISOString() };
	if (language !== 'js') record.language = language;
	if (other) {
		record.other = { code: other.code, starterHash: hashText(other.starter) };
		// The language is written only where partnerOf would not give it: older records stay as they were.
		if (other.language && other.language !== partnerOf(language)) {
			record.other.language = other.language;
		}
	}
	if (third) {
		const { code: thirdCode, starter: thirdStarter, language: thirdLanguage } = third;
		record.third = {
			code: thirdCode,
			starterHash: hashText(thirdStarter),
			language: thirdLanguage,
		};
	}
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
