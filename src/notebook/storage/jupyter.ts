import type { NotebookFileMessages } from '../../i18n/en/notebook-file.ts';
import { BOOK_EXERCISES } from './book-cells.ts';
import { cellKey, codesOf, isSavedCell, type SavedCell, type StorageLike } from './records.ts';
import { learnerName, loadLearner } from './learner.ts';
import { isLocale, localeOfPath, type Locale } from '../../i18n/locales.ts';
import helpers from './jupyter-helpers.py?raw';

/*
 * The learner's exercises as a Jupyter notebook (nbformat 4.5) and back. The export opens with a
 * code cell defining the book's helpers (jupyter-helpers.py: is_safe, print_board, in plain
 * Python), so the notebook runs as it is in JupyterLab, VS Code or Colab; then, per exercise, its
 * title and a pointer to the page as markdown in the page's language, and the learner's Python as
 * a code cell whose metadata names the exercise (`nqueens`). Code written in JavaScript goes in as
 * markdown, a fenced block after the Python if there is some: a Python kernel cannot run it. Reading takes back only code cells
 * carrying that mark; notebook-file.ts checks and writes what it takes like any import.
 */

/** The words an exported notebook carries, in one language (src/i18n/<locale>/notebook-file.ts). */
export type JupyterWords = NotebookFileMessages['jupyter'];

/** The mark an exercise's cell carries in its metadata, under `nqueens`. */
interface ExerciseMark {
	exercise: string;
	language: 'python' | 'js';
	/** The starter the code was written from (SavedCell.starterHash), so the page knows it again. */
	starterHash?: string;
}

/** One cell of nbformat 4.5: every cell has an id; a code cell has outputs and a count. */
type NotebookCell =
	| { cell_type: 'markdown'; id: string; metadata: Record<string, unknown>; source: string[] }
	| {
			cell_type: 'code';
			id: string;
			metadata: Record<string, unknown>;
			source: string[];
			outputs: [];
			execution_count: null;
	  };

/** Text as nbformat writes a cell's source: its lines, each but the last keeping its newline. */
function sourceLines(text: string): string[] {
	return text.split(/(?<=\n)/).filter((line) => line !== '');
}

/** The fence for a block of code: one backtick more than its longest run, and at least three. */
function fenceFor(code: string): string {
	const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
	return '`'.repeat(Math.max(3, longest + 1));
}

/** A cell's Python and JavaScript from its saved record (its code, and its other language's). */
function codeByLanguage(saved: SavedCell | undefined): { python?: string; js?: string } {
	if (!saved) return {};
	// Lua code, which the kernel cannot run either, stays in the page's own file.
	const { python, js } = codesOf(saved);
	return {
		...(python === undefined ? {} : { python: python.code }),
		...(js === undefined ? {} : { js: js.code }),
	};
}

/** The saved record of a cell, or undefined when there is none or it cannot be read. */
export function savedRecord(
	storage: StorageLike | null | undefined,
	id: string,
): SavedCell | undefined {
	try {
		const saved: unknown = JSON.parse(storage?.getItem(cellKey(id)) ?? '');
		return isSavedCell(saved) ? saved : undefined;
	} catch {
		return undefined;
	}
}

/**
 * The learner's exercises as the text of an .ipynb file: the helpers' cell, then for each of
 * `exercises` (the toolbar's, in the chapter's order) its text and its code. `page` is the
 * chapter's address, which the markdown names.
 */
export function exportJupyter(
	storage: StorageLike | null | undefined,
	exercises: readonly { id: string; title: string }[],
	words: JupyterWords,
	page: string,
): string {
	const learner = loadLearner(storage);
	const cells: NotebookCell[] = [code('nqueens-helpers', `${words.helpersComment}\n${helpers}`)];
	for (const { id, title } of exercises) {
		if (!BOOK_EXERCISES.has(id)) continue;
		const saved = savedRecord(storage, id);
		const { python, js } = codeByLanguage(saved);
		cells.push(markdown(`${id}-text`, `## ${title}\n\n${words.exerciseText(page)}`));
		// Python is the code cell (a placeholder when there is none and no JavaScript either);
		// JavaScript, which the kernel cannot run, follows as text.
		if (python !== undefined || js === undefined) {
			const starterHash = saved && codesOf(saved).python?.starterHash;
			cells.push(
				code(`${id}-code`, python ?? words.emptyCell, {
					exercise: id,
					language: 'python',
					...(python !== undefined && starterHash ? { starterHash } : {}),
				}),
			);
		}
		if (js !== undefined) {
			const fence = fenceFor(js);
			const text = `${words.javascriptText}\n\n${fence}js\n${js}\n${fence}`;
			cells.push(markdown(`${id}-js`, text, { exercise: id, language: 'js' }));
		}
	}
	const notebook = {
		nbformat: 4,
		nbformat_minor: 5,
		metadata: {
			kernelspec: { name: 'python3', display_name: 'Python 3', language: 'python' },
			language_info: { name: 'python' },
			// For `nqueens check`: the language to speak to the learner in, and their name if kept.
			nqueens: { locale: localeOfPath(pathOf(page)), ...(learner ? { learner } : {}) },
		},
		cells,
	};
	return `${JSON.stringify(notebook, null, 1)}\n`;
}

/** The path of a page's address ('/' when it is not one). */
function pathOf(page: string): string {
	try {
		return new URL(page).pathname;
	} catch {
		return '/';
	}
}

function code(id: string, text: string, mark?: ExerciseMark): NotebookCell {
	return {
		cell_type: 'code',
		id,
		metadata: mark ? { nqueens: mark } : {},
		source: sourceLines(text),
		outputs: [],
		execution_count: null,
	};
}

function markdown(id: string, text: string, mark?: ExerciseMark): NotebookCell {
	return {
		cell_type: 'markdown',
		id,
		metadata: mark ? { nqueens: mark } : {},
		source: sourceLines(text),
	};
}

/** Whether parsed JSON is shaped as a Jupyter notebook (any version): `nbformat` and `cells` or `worksheets`. */
export function looksLikeJupyter(data: unknown): boolean {
	return (
		isRecord(data) &&
		typeof data['nbformat'] === 'number' &&
		(Array.isArray(data['cells']) || Array.isArray(data['worksheets']))
	);
}

/** An exercise's Python taken from a notebook, with the starter it names when it names a sound one. */
export interface TakenCode {
	code: string;
	starterHash?: string;
}

/**
 * What a notebook gave: the Python of each exercise it marks (the first cell per exercise), and
 * how many of its cells were left. Or why none could be read: an nbformat before 4, a damaged
 * marked cell (named by its exercise), a marked cell longer than `maxChars`.
 */
export type JupyterRead =
	| {
			ok: true;
			taken: Map<string, TakenCode>;
			left: number;
			cells: number;
			/** The language its metadata names ('en' when it names none of the book's). */
			locale: Locale;
			/** The learner's name its metadata carries, when it is sound text (learner.ts). */
			learner?: string;
	  }
	| { ok: false; problem: 'old-format'; version: string }
	| { ok: false; problem: 'bad-cell'; cell: string }
	| { ok: false; problem: 'too-long'; cell: string; chars: number };

/**
 * Reads a notebook parsed from an untrusted file (looksLikeJupyter said yes). Only code cells whose
 * `metadata.nqueens` names an exercise of this book in Python are taken, and one whose code is
 * only blank lines and comments (the export's placeholder) is left; everything else is counted.
 */
export function readJupyter(data: unknown, maxChars: number): JupyterRead {
	const notebook = isRecord(data) ? data : {};
	const version = notebook['nbformat'];
	if (version !== 4 || !Array.isArray(notebook['cells'])) {
		return { ok: false, problem: 'old-format', version: String(version).slice(0, 12) };
	}
	const cells: unknown[] = notebook['cells'];
	const taken = new Map<string, TakenCode>();
	for (const cell of cells) {
		const mark = exerciseMarkOf(cell);
		if (!mark || mark.language !== 'python' || taken.has(mark.exercise)) continue;
		if (!isRecord(cell) || cell['cell_type'] !== 'code') continue;
		const text = sourceText(cell['source'], maxChars);
		if (text === undefined) return { ok: false, problem: 'bad-cell', cell: mark.exercise };
		if (typeof text === 'number') {
			return { ok: false, problem: 'too-long', cell: mark.exercise, chars: text };
		}
		// The export's placeholder (a comment) or an emptied cell is no code to bring back.
		if (/^\s*$/.test(text.replace(/^[ \t]*#.*$/gm, ''))) continue;
		taken.set(mark.exercise, {
			code: text,
			...(mark.starterHash ? { starterHash: mark.starterHash } : {}),
		});
	}
	const metadata = isRecord(notebook['metadata']) ? notebook['metadata'] : {};
	const about = isRecord(metadata['nqueens']) ? metadata['nqueens'] : {};
	const learner = learnerName(about['learner']);
	return {
		ok: true,
		taken,
		left: cells.length - taken.size,
		cells: cells.length,
		locale: isLocale(about['locale']) ? about['locale'] : 'en',
		...(learner ? { learner } : {}),
	};
}

/** A cell's mark, when its metadata carries a sound one naming an exercise of this book. */
function exerciseMarkOf(cell: unknown): ExerciseMark | undefined {
	const metadata = isRecord(cell) ? cell['metadata'] : undefined;
	const mark = isRecord(metadata) ? metadata['nqueens'] : undefined;
	if (!isRecord(mark)) return undefined;
	const { exercise, language, starterHash } = mark;
	if (typeof exercise !== 'string' || !BOOK_EXERCISES.has(exercise)) return undefined;
	if (language !== 'python' && language !== 'js') return undefined;
	const hash = typeof starterHash === 'string' && /^[0-9a-f]{8}$/.test(starterHash);
	return { exercise, language, ...(hash ? { starterHash } : {}) };
}

/**
 * A cell's source as one text: nbformat allows a string or a list of strings. Undefined when it
 * is neither; its length when longer than `maxChars` (counted before joining, so a list of a
 * million pieces is never joined).
 */
function sourceText(source: unknown, maxChars: number): string | number | undefined {
	if (typeof source === 'string') return source.length > maxChars ? source.length : source;
	if (!Array.isArray(source) || !source.every((line) => typeof line === 'string')) return undefined;
	const lines = source as string[];
	const chars = lines.reduce((sum, line) => sum + line.length, 0);
	return chars > maxChars ? chars : lines.join('');
}

/** A plain object (not null, not an array). */
function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The record an exercise's Python from a notebook becomes, beside what this browser saved for it:
 * the Python replaces the cell's Python, and JavaScript saved there is kept as its other language.
 * The starter is the one the notebook names, else the saved Python's, else none the page knows
 * (the cell then says its starter changed).
 */
export function recordFromNotebook(
	taken: TakenCode,
	saved: SavedCell | undefined,
	now: Date,
): SavedCell {
	const savedAt = now.toISOString();
	const codes = saved ? codesOf(saved) : {};
	const starterHash = taken.starterHash ?? codes.python?.starterHash ?? '00000000';
	const record: SavedCell = { code: taken.code, starterHash, savedAt, language: 'python' };
	// JavaScript saved there stays as its other language, Lua as its third.
	if (codes.js) record.other = { code: codes.js.code, starterHash: codes.js.starterHash };
	if (codes.lua) {
		const { code, starterHash: luaHash } = codes.lua;
		if (record.other) record.third = { code, starterHash: luaHash, language: 'lua' };
		else record.other = { code, starterHash: luaHash, language: 'lua' };
	}
	return record;
}
