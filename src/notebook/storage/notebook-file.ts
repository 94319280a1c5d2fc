import { LIMITS } from '../../solver/input/index.ts';
import { capMarks, MARKS_PER_CHARACTER } from '../runtime/index.ts';
import { BOOK_CELLS, BOOK_EXERCISES } from './book-cells.ts';
import {
	CELL_KEY_PREFIX,
	cellKey,
	hashText,
	isSavedCell,
	loadProgress,
	progressFrom,
	PROGRESS_KEY,
	writeProblemOf,
	type SavedCell,
	type StorageLike,
} from './storage.ts';
import { ENGLISH_FILE_WORDS, importedMessage, shown, type FileWords } from './file-words.ts';
import { MAX_FILE_DEPTH, MAX_FILE_VALUES, parseFile, type ParsedFile } from './file-shape.ts';
import { looksLikeJupyter, readJupyter, recordFromNotebook, savedRecord } from './jupyter.ts';
import { learnerName, loadLearner, MAX_LEARNER_CHARS } from './learner.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';

export { parseFileAside } from './file-shape.ts';

export { importedMessage, type FileWords };

/*
 * A learner's notebook as one file: every saved cell and the exercises passed, exported to keep or
 * move to another browser, and imported back. An import checks the whole file first (a version this
 * page reads, cells and exercises this book has, code within LIMITS.cellCodeChars), then writes it
 * all or nothing: a write the storage refuses rolls back what was written. Only the notebook's
 * toolbar needs this, so cells on other pages do not ship it.
 */

/** The format name written into exports. */
const FORMAT = 'nqueens-notebook-cells';

/** The version of the file this page writes, and the newest it reads. */
const FILE_VERSION = 1;

/** The format of the cells' first release (2026-11-22): cells as { code, starter }, still read. */
const FIRST_RELEASE_FORMAT = 'nqueens-notebook';

/**
 * The largest file an import reads, in bytes: every cell of the book at the cap in both its
 * languages (its code and its other language's, SavedCell.other), with each character
 * escaped in JSON (`\uXXXX`, 6 bytes), and a mebibyte for the rest. Anything larger is not an export.
 */
export const MAX_FILE_BYTES = BOOK_CELLS.size * 2 * LIMITS.cellCodeChars.max * 6 + 2 ** 20;

/** Why an import was refused. */
type ImportErrorCode =
	| 'too-big'
	| 'not-json'
	| 'too-deep'
	| 'too-many-values'
	| 'not-a-notebook'
	| 'newer-version'
	| 'unknown-version'
	| 'unknown-cells'
	| 'bad-cell'
	| 'too-long'
	| 'bad-progress'
	| 'bad-learner'
	| 'unknown-passes'
	| 'storage-full'
	| 'unavailable'
	| 'jupyter-old'
	| 'jupyter-nothing';

/** A refused import: nothing was written; `message` is one sentence naming the problem. */
export interface ImportRefusal {
	ok: false;
	code: ImportErrorCode;
	message: string;
}

/** The outcome of importing an exported notebook; `message` is what the toolbar says. */
export type ImportResult =
	{ ok: true; cells: number; passes: number; message: string } | ImportRefusal;

/**
 * Every saved cell of the book and its passes as one JSON text, for a file the learner keeps; with
 * the page's language (what `nqueens check` speaks to the learner in) and the learner's name, when
 * one is kept (learner.ts).
 */
export function exportCells(storage: StorageLike | null | undefined, locale?: Locale): string {
	const cells: Record<string, SavedCell> = {};
	try {
		for (let i = 0; storage && i < storage.length; i++) {
			const key = storage.key(i);
			if (!key?.startsWith(CELL_KEY_PREFIX)) continue;
			const id = key.slice(CELL_KEY_PREFIX.length);
			// Only what an import takes back: cells the book no longer has could not be shown anyway.
			if (!BOOK_CELLS.has(id)) continue;
			try {
				const saved: unknown = JSON.parse(storage.getItem(key) ?? '');
				if (isSavedCell(saved)) cells[id] = saved;
			} catch {
				// a corrupt record is not worth exporting
			}
		}
	} catch {
		// a storage that throws exports what was read so far
	}
	const progress = Object.fromEntries(
		Object.keys(loadProgress(storage))
			.filter((id) => BOOK_EXERCISES.has(id))
			.map((id) => [id, true]),
	);
	const learner = loadLearner(storage);
	const about = { ...(locale ? { locale } : {}), ...(learner ? { learner } : {}) };
	return JSON.stringify(
		{ format: FORMAT, version: FILE_VERSION, ...about, cells, progress },
		null,
		'\t',
	);
}

/** The refusal of a file larger than any export (checked before reading it), or undefined. */
export function refuseFileSize(
	bytes: number,
	words: FileWords = ENGLISH_FILE_WORDS,
): ImportRefusal | undefined {
	if (bytes <= MAX_FILE_BYTES) return undefined;
	return refuse('too-big', words.tooBig((MAX_FILE_BYTES / 1e6).toFixed(1)));
}

/**
 * Restores cells and passes from an export (or a first-release export): checks the whole text,
 * then writes every cell and the passes, which join this browser's. Nothing is written unless all is.
 * What it says is in `words` (English unless told); what it writes is the same in every language.
 */
export function importCells(
	storage: StorageLike | null | undefined,
	text: string,
	now: Date = new Date(),
	words: FileWords = ENGLISH_FILE_WORDS,
	titleOf?: (id: string) => string,
): ImportResult {
	const tooBig = refuseFileSize(text.length, words); // a character is at least a byte
	return tooBig ?? importParsed(storage, parseFile(text), now, words, titleOf);
}

/** A notebook file read for grading (`nqueens check`): its cells, its language, its learner. */
export type NotebookRead =
	| {
			ok: true;
			cells: Map<string, SavedCell>;
			/** The language the file's page spoke ('en' when the file does not say). */
			locale: Locale;
			learner?: string;
			/** Whether it was a Jupyter notebook (jupyter.ts) rather than the notebook's own file. */
			jupyter: boolean;
	  }
	| ImportRefusal;

/**
 * Reads a notebook file or a Jupyter notebook from its text with every check an import makes, and
 * writes nothing; a refusal says why in `words` (English unless told).
 */
export function readNotebook(text: string, words: FileWords = ENGLISH_FILE_WORDS): NotebookRead {
	const tooBig = refuseFileSize(text.length, words);
	if (tooBig) return tooBig;
	const parsed = parseFile(text);
	const jupyter = parsed.ok && looksLikeJupyter(parsed.data);
	const file = jupyter
		? readJupyterFile(parsed.data, null, new Date(), words, (id) => id)
		: readFile(parsed, new Date(), words);
	if (!file.ok) return file;
	return {
		ok: true,
		cells: file.cells,
		locale: file.locale ?? 'en',
		...(file.learner ? { learner: file.learner } : {}),
		jupyter,
	};
}

/**
 * importCells of a file parsed already (by parseFileAside, off the page's thread). A Jupyter
 * notebook (jupyter.ts) is known by its shape and brings back its exercises' Python; `titleOf`
 * names an exercise in what the import says of it.
 */
export function importParsed(
	storage: StorageLike | null | undefined,
	parsed: ParsedFile,
	now: Date = new Date(),
	words: FileWords = ENGLISH_FILE_WORDS,
	titleOf: (id: string) => string = (id) => id,
): ImportResult {
	const jupyter = parsed.ok && looksLikeJupyter(parsed.data);
	const file = jupyter
		? readJupyterFile(parsed.data, storage, now, words, titleOf)
		: readFile(parsed, now, words);
	if (!file.ok) return file;
	if (!storage) return refuse('unavailable', words.unavailable);
	const writes = [...file.cells].map(([id, cell]): [string, string] => [
		cellKey(id),
		JSON.stringify({
			code: cell.code,
			starterHash: cell.starterHash,
			savedAt: cell.savedAt,
			...(cell.language ? { language: cell.language } : {}),
			...(cell.other ? { other: cell.other } : {}),
			...(cell.third ? { third: cell.third } : {}),
		}),
	]);
	const progress = loadProgress(storage);
	if (file.passes.some((id) => !progress[id])) {
		for (const id of file.passes) progress[id] = true;
		writes.push([PROGRESS_KEY, JSON.stringify(progress)]);
	}
	const problem = writeAll(storage, writes);
	if (problem === 'full') {
		return refuse('storage-full', words.storageFull(file.cells.size, file.passes.length));
	}
	if (problem) return refuse('unavailable', words.unavailable);
	const imported = file.said ?? words.imported(file.cells.size, file.passes.length);
	const { cells: cleaned, marks } = file.marksRemoved;
	return {
		ok: true,
		cells: file.cells.size,
		passes: file.passes.length,
		// Code changed on the way in is never changed silently: the sentence names a cell and the count.
		message:
			cleaned.length === 0
				? imported
				: `${imported}${words.gap}${words.marksRemoved(cleaned.length, marks, shown(cleaned[0]), MARKS_PER_CHARACTER)}`,
	};
}

/**
 * A file read and checked whole: the cells to write, by id, the exercises it passed, and the
 * cells whose runs of combining marks were cut to the cap, with the marks removed in all.
 */
type CheckedFile =
	| {
			ok: true;
			cells: Map<string, SavedCell>;
			passes: string[];
			marksRemoved: { cells: string[]; marks: number };
			/** What the import says it took, where words.imported would not say enough (a notebook). */
			said?: string;
			/** The learner's name the file carries (learner.ts), if any. */
			learner?: string;
			/** The language of the page that wrote the file ('en' when it does not say). */
			locale?: Locale;
	  }
	| ImportRefusal;

/** Checks all of an export's parsed text; writes nothing. */
function readFile(file: ParsedFile, now: Date, words: FileWords): CheckedFile {
	if (!file.ok) {
		const { code } = file;
		if (code === 'too-deep') return refuse(code, words.tooDeep(MAX_FILE_DEPTH));
		if (code === 'too-many-values') return refuse(code, words.tooManyValues(MAX_FILE_VALUES));
		return refuse(code, words.notJson);
	}
	const parsed = file.data;
	const data = parsed as {
		format?: unknown;
		version?: unknown;
		cells?: unknown;
		progress?: unknown;
		learner?: unknown;
		locale?: unknown;
	};
	if (
		!isRecord(parsed) ||
		(data.format !== FORMAT && data.format !== FIRST_RELEASE_FORMAT) ||
		!isRecord(data.cells)
	) {
		return refuse('not-a-notebook', words.notANotebook);
	}
	const version = data.version;
	if (typeof version === 'number' && Number.isInteger(version) && version > FILE_VERSION) {
		return refuse('newer-version', words.newerVersion(version, FILE_VERSION));
	}
	if (version !== FILE_VERSION) {
		return refuse(
			'unknown-version',
			version === undefined
				? words.noVersion(FILE_VERSION)
				: words.badVersion(shown(version), FILE_VERSION),
		);
	}
	const entries = Object.entries(data.cells);
	const unknown = entries.map(([id]) => id).filter((id) => !BOOK_CELLS.has(id));
	if (unknown.length === 1) return refuse('unknown-cells', words.unknownCell(shown(unknown[0])));
	if (unknown.length > 1) {
		return refuse('unknown-cells', words.unknownCells(unknown.length, shown(unknown[0])));
	}
	const cells = new Map<string, SavedCell>();
	const marksRemoved = { cells: [] as string[], marks: 0 };
	for (const [id, value] of entries) {
		const cell = data.format === FORMAT ? savedCellFrom(value) : firstReleaseCell(value, now);
		if (!cell) return refuse('bad-cell', words.badCell(shown(id)));
		const longest = Math.max(
			cell.code.length,
			cell.other?.code.length ?? 0,
			cell.third?.code.length ?? 0,
		);
		if (longest > LIMITS.cellCodeChars.max) {
			return refuse('too-long', words.tooLong(shown(id), longest, LIMITS.cellCodeChars.max));
		}
		const { cell: kept, marks } = withMarksCapped(cell);
		if (marks > 0) {
			marksRemoved.cells.push(id);
			marksRemoved.marks += marks;
		}
		cells.set(id, kept);
	}
	// Exports from before progress was exported have none; the first release wrote id → boolean too.
	const progress = data.progress === undefined ? {} : progressFrom(data.progress);
	if (!progress) return refuse('bad-progress', words.badProgress);
	const passes = Object.keys(progress);
	const strange = passes.filter((id) => !BOOK_EXERCISES.has(id));
	if (strange.length === 1) {
		return refuse('unknown-passes', words.unknownPass(shown(strange[0])));
	}
	if (strange.length > 1) {
		return refuse('unknown-passes', words.unknownPasses(strange.length, shown(strange[0])));
	}
	const learner = data.learner === undefined ? undefined : learnerName(data.learner);
	if (data.learner !== undefined && learner === undefined) {
		return refuse('bad-learner', words.badLearner(MAX_LEARNER_CHARS));
	}
	return {
		ok: true,
		cells,
		passes,
		marksRemoved,
		...(learner ? { learner } : {}),
		// A language this book does not have (a newer book's) reads as the default.
		locale: isLocale(data.locale) ? data.locale : 'en',
	};
}

/**
 * Checks a Jupyter notebook's exercises (readJupyter) and makes each the record it becomes beside
 * what this browser saved (recordFromNotebook); writes nothing. The sentence said after it names
 * what was taken and what was left.
 */
function readJupyterFile(
	data: unknown,
	storage: StorageLike | null | undefined,
	now: Date,
	words: FileWords,
	titleOf: (id: string) => string,
): CheckedFile {
	const read = readJupyter(data, LIMITS.cellCodeChars.max);
	if (!read.ok) {
		if (read.problem === 'old-format') return refuse('jupyter-old', words.jupyterOld(read.version));
		if (read.problem === 'bad-cell') return refuse('bad-cell', words.badCell(shown(read.cell)));
		return refuse(
			'too-long',
			words.tooLong(shown(read.cell), read.chars, LIMITS.cellCodeChars.max),
		);
	}
	if (read.taken.size === 0) return refuse('jupyter-nothing', words.jupyterNothing(read.cells));
	const cells = new Map<string, SavedCell>();
	const marksRemoved = { cells: [] as string[], marks: 0 };
	for (const [id, taken] of read.taken) {
		const { cell, marks } = withMarksCapped(
			recordFromNotebook(taken, savedRecord(storage, id), now),
		);
		if (marks > 0) {
			marksRemoved.cells.push(id);
			marksRemoved.marks += marks;
		}
		cells.set(id, cell);
	}
	const titles = [...read.taken.keys()].map(titleOf).join(words.listJoin);
	return {
		ok: true,
		cells,
		passes: [],
		marksRemoved,
		said: words.jupyterTaken(read.taken.size, titles, read.left),
		...(read.learner ? { learner: read.learner } : {}),
		locale: read.locale,
	};
}

/**
 * A cell with every run of combining marks in its code (and its other language's) cut to
 * MARKS_PER_CHARACTER, and the marks that removed. Such a run is no writing and costs the page
 * seconds to lay out (src/notebook/runtime/stacked-marks.ts); the rest of the code is kept, and the
 * import says what it removed, where refusing would keep the file's other cells out too.
 */
function withMarksCapped(cell: SavedCell): { cell: SavedCell; marks: number } {
	const code = capMarks(cell.code);
	const other = cell.other && capMarks(cell.other.code);
	const third = cell.third && capMarks(cell.third.code);
	const marks = code.leftOut + (other?.leftOut ?? 0) + (third?.leftOut ?? 0);
	if (marks === 0) return { cell, marks };
	return {
		cell: {
			...cell,
			code: code.text,
			...(cell.other && other ? { other: { ...cell.other, code: other.text } } : {}),
			...(cell.third && third ? { third: { ...cell.third, code: third.text } } : {}),
		},
		marks,
	};
}

/** A cell record of today's format, checked to its parts (8 hex digits of hash, a real time). */
function savedCellFrom(value: unknown): SavedCell | undefined {
	if (!isSavedCell(value)) return undefined;
	const { code, starterHash, savedAt, language, other, third } = value;
	const hash = /^[0-9a-f]{8}$/;
	const sound =
		hash.test(starterHash) &&
		savedAt.length <= 40 &&
		!Number.isNaN(Date.parse(savedAt)) &&
		(other === undefined || hash.test(other.starterHash)) &&
		(third === undefined || hash.test(third.starterHash));
	if (!sound) return undefined;
	return {
		code,
		starterHash,
		savedAt,
		...(language ? { language } : {}),
		...(other
			? {
					other: {
						code: other.code,
						starterHash: other.starterHash,
						...(other.language ? { language: other.language } : {}),
					},
				}
			: {}),
		...(third
			? {
					third: {
						code: third.code,
						starterHash: third.starterHash,
						language: third.language,
					},
				}
			: {}),
	};
}

/** A first-release cell record ({ code, starter }) in today's format, saved now. */
function firstReleaseCell(value: unknown, now: Date): SavedCell | undefined {
	const { code, starter } = (isRecord(value) ? value : {}) as { code?: unknown; starter?: unknown };
	if (typeof code !== 'string' || typeof starter !== 'string') return undefined;
	return { code, starterHash: hashText(starter), savedAt: now.toISOString() };
}

/**
 * Writes every key or none: when the storage refuses one, what was written is put back, last
 * first. Each step back returns the storage to a state it held a moment before (browsers weigh a
 * replaced value by how much it grows), so it fits. Returns why the storage refused, if it did.
 */
function writeAll(
	storage: StorageLike,
	writes: readonly [string, string][],
): 'full' | 'unavailable' | undefined {
	const before: [string, string | null][] = [];
	try {
		for (const [key, value] of writes) {
			before.push([key, storage.getItem(key)]);
			storage.setItem(key, value);
		}
		return undefined;
	} catch (error) {
		for (const [key, old] of before.reverse()) {
			try {
				if (old === null) storage.removeItem(key);
				else storage.setItem(key, old);
			} catch {
				// A storage that refuses even this cannot be helped; the import is still refused.
			}
		}
		return writeProblemOf(error);
	}
}

function refuse(code: ImportErrorCode, message: string): ImportRefusal {
	return { ok: false, code, message };
}

/** A plain object (not null, not an array). */
function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
