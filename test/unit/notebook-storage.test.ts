import { expect, test } from 'vitest';
import {
	adoptFirstReleaseSaves,
	cellKey,
	hashText,
	loadCell,
	loadProgress,
	loadPassed,
	pageStorage,
	passNotKept,
	PROGRESS_KEY,
	recordPass,
	resetCell,
	saveCell,
	STORAGE_PROBLEMS,
	type StorageLike,
} from '../../src/notebook/storage/storage.ts';
import {
	exportCells,
	importCells,
	importedMessage,
	MAX_FILE_BYTES,
	refuseFileSize,
} from '../../src/notebook/storage/notebook-file.ts';
import { BOOK_CELLS, BOOK_EXERCISES } from '../../src/notebook/storage/book-cells.ts';
import { EXERCISES } from '../../src/notebook/exercises/exercises.ts';
import { CHAPTER_CELLS } from '../../src/notebook/exercises/chapter-cells.ts';
import { LIMITS } from '../../src/solver/input/index.ts';
import { MemoryStorage } from './helpers.ts';

/** A storage whose every call throws, as Safari's in some private modes. */
const throwing: StorageLike = {
	getItem: () => {
		throw new Error('SecurityError');
	},
	setItem: () => {
		throw new Error('SecurityError');
	},
	removeItem: () => {
		throw new Error('SecurityError');
	},
	get length(): number {
		throw new Error('SecurityError');
	},
	key: () => null,
};

test.each([
	// Published FNV-1a 32-bit test vectors (Fowler, Noll, Vo).
	['', '811c9dc5'],
	['a', 'e40c292c'],
	['foobar', 'bf9cf968'],
])('hashText(%j) is FNV-1a: %s', (text, hash) => {
	expect(hashText(text)).toBe(hash);
});

test('a saved cell loads back; an edited starter is noticed', () => {
	const storage = new MemoryStorage();
	const when = new Date('2025-01-02T03:04:05Z');
	expect(saveCell(storage, 'ex1', 'mine', 'starter v1', when)).toBeUndefined();
	expect(JSON.parse(storage.map.get(cellKey('ex1'))!)).toEqual({
		code: 'mine',
		starterHash: hashText('starter v1'),
		savedAt: '2025-01-02T03:04:05.000Z',
	});
	expect(loadCell(storage, 'ex1', 'starter v1')).toEqual({
		code: 'mine',
		source: 'saved',
		language: 'js',
		starterChanged: false,
	});
	expect(loadCell(storage, 'ex1', 'starter v2')).toEqual({
		code: 'mine',
		source: 'saved',
		language: 'js',
		starterChanged: true,
	});
	expect(loadCell(storage, 'ex2', 'other')).toEqual({
		code: 'other',
		source: 'starter',
		language: 'js',
		starterChanged: false,
	});
});

test.each([['{not json'], ['{"code": 5}'], ['null']])(
	'a corrupt record %j falls back to the starter',
	(text) => {
		const storage = new MemoryStorage();
		storage.map.set(cellKey('ex1'), text);
		expect(loadCell(storage, 'ex1', 'start')).toEqual({
			code: 'start',
			source: 'starter',
			language: 'js',
			starterChanged: false,
			problem: 'corrupt',
		});
	},
);

test('a throwing or missing storage never throws: starter shown, saving says it is unavailable', () => {
	expect(loadCell(throwing, 'ex1', 'start')).toMatchObject({
		code: 'start',
		problem: 'unavailable',
	});
	expect(loadCell(null, 'ex1', 'start')).toMatchObject({ code: 'start', problem: 'unavailable' });
	expect(saveCell(throwing, 'ex1', 'x', 'start')).toBe('unavailable');
	expect(saveCell(null, 'ex1', 'x', 'start')).toBe('unavailable');
	expect(resetCell(throwing, 'ex1')).toBe(false);
	expect(JSON.parse(exportCells(throwing)).cells).toEqual({});
});

test('saving into a full storage says so and keeps the old record', () => {
	const storage = new MemoryStorage(200);
	expect(saveCell(storage, 'ex1', 'short', 's')).toBeUndefined();
	expect(saveCell(storage, 'ex1', 'x'.repeat(500), 's')).toBe('full');
	expect(loadCell(storage, 'ex1', 's').code).toBe('short');
});

test('code longer than a cell keeps is not saved, so every export can be imported again', () => {
	const storage = new MemoryStorage();
	const most = LIMITS.cellCodeChars.max;
	expect(saveCell(storage, 'ex1', 'x'.repeat(most), 's')).toBeUndefined();
	expect(saveCell(storage, 'ex1', 'y'.repeat(most + 1), 's')).toBe('too-long');
	expect(loadCell(storage, 'ex1', 's').code).toBe('x'.repeat(most));
	expect(importCells(new MemoryStorage(), exportCells(storage))).toMatchObject({ ok: true });
});

test('reset forgets the saved code', () => {
	const storage = new MemoryStorage();
	saveCell(storage, 'ex1', 'mine', 's');
	expect(resetCell(storage, 'ex1')).toBe(true);
	expect(loadCell(storage, 'ex1', 's').source).toBe('starter');
});

test('every storage problem has a sentence for the cell', () => {
	expect(STORAGE_PROBLEMS).toEqual({
		corrupt: 'The saved copy of this cell was unreadable, so the starter code is shown.',
		unavailable: 'This browser does not let the site save your edits.',
		full: 'This browser’s storage for the site is full, so your edits are not saved.',
		'too-long':
			'This code is longer than the 100,000 characters a cell keeps, so your edits are not saved.',
	});
});

test.each([
	[
		'full' as const,
		false,
		'Passed, but this browser’s storage for the site is full, so the pass will not be remembered after you leave.',
	],
	[
		'full' as const,
		true,
		'Passed, but this browser’s storage for the site is full, so your code and the pass will not be remembered after you leave.',
	],
	[
		'unavailable' as const,
		false,
		'Passed, but this browser does not let the site save, so the pass will not be remembered after you leave.',
	],
])(
	'a pass the storage refused (%s, code too: %s) is said in one sentence',
	(why, codeToo, said) => {
		expect(passNotKept(why, codeToo)).toBe(said);
	},
);

test('a pass is recorded once and kept; broken or missing progress reads as none', () => {
	const storage = new MemoryStorage();
	expect(loadProgress(storage)).toEqual({});
	expect(recordPass(storage, 'first-solution')).toBeUndefined();
	expect(recordPass(storage, 'permutations')).toBeUndefined();
	expect(recordPass(storage, 'first-solution')).toBeUndefined();
	expect(JSON.parse(storage.map.get(PROGRESS_KEY)!)).toEqual({
		'first-solution': true,
		permutations: true,
	});
	expect(loadProgress(storage)).toEqual({ 'first-solution': true, permutations: true });
	storage.map.set(PROGRESS_KEY, '{oops');
	expect(loadProgress(storage)).toEqual({});
	storage.map.set(PROGRESS_KEY, '{"a": "yes"}');
	expect(loadProgress(storage)).toEqual({});
	expect(loadProgress(throwing)).toEqual({});
});

test('recording a pass says why it could not: a full storage, or none at all', () => {
	const full = new MemoryStorage();
	recordPass(full, 'permutations');
	full.full = true;
	expect(recordPass(full, 'first-solution')).toBe('full');
	expect(recordPass(full, 'permutations')).toBeUndefined(); // already kept: nothing to write
	expect(loadProgress(full)).toEqual({ permutations: true });
	expect(recordPass(throwing, 'x')).toBe('unavailable');
	expect(recordPass(null, 'x')).toBe('unavailable');
});

test('a pass the storage refused still counts for this page view, in that storage only', () => {
	const full = new MemoryStorage();
	full.full = true;
	expect(recordPass(full, 'count-12')).toBe('full');
	expect(loadProgress(full)).toEqual({});
	expect(loadPassed(full)).toEqual({ 'count-12': true });
	expect(loadPassed(new MemoryStorage())).toEqual({});
	const kept = new MemoryStorage();
	recordPass(kept, 'permutations');
	expect(loadPassed(kept)).toEqual({ permutations: true });
	expect(recordPass(null, 'chess-notation')).toBe('unavailable');
	expect(loadPassed(null)).toHaveProperty('chess-notation', true);
});

test('the book’s cells and exercises are exactly those of EXERCISES and CHAPTER_CELLS', () => {
	const exercises = EXERCISES.map((exercise) => exercise.id);
	const chapterCells = Object.values(CHAPTER_CELLS).map((cell) => cell.id);
	expect([...BOOK_EXERCISES].sort()).toEqual([...exercises].sort());
	expect([...BOOK_CELLS].sort()).toEqual([...exercises, ...chapterCells].sort());
});

// ---- The notebook file: export, and an import checked whole before anything is written.

/** A notebook export's text: exercise 1's cell and its pass, with `change` made to the file. */
function notebookFile(change: Record<string, unknown> = {}): string {
	const cell = { code: 'mine', starterHash: hashText('s'), savedAt: '2026-11-23T00:00:00.000Z' };
	return JSON.stringify({
		format: 'nqueens-notebook-cells',
		version: 1,
		cells: { 'first-solution': cell },
		progress: { 'first-solution': true },
		...change,
	});
}

/** A storage holding a learner's work, to show that a refused import leaves it as it was. */
function storageWithWork(quota = Infinity): MemoryStorage {
	const storage = new MemoryStorage(quota);
	const when = new Date('2026-11-23T00:00:00Z');
	saveCell(storage, 'permutations', 'my permutations', 'p', when);
	saveCell(storage, 'first-solution', 'older', 's', when);
	recordPass(storage, 'count-12');
	storage.setItem('starlight-theme', 'dark');
	return storage;
}

const cell = (code: string, starterHash = hashText('s'), savedAt = '2026-11-23T00:00:00.000Z') => ({
	code,
	starterHash,
	savedAt,
});
const unknownCells = Object.fromEntries(
	Array.from({ length: 5000 }, (_, i) => [i === 0 ? 'zzz' : `zzz-${i}`, cell('x')]),
);
const unknownPasses = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => [id, true]));

test.each([
	['not JSON', 'not json', 'not-json', 'The file is not JSON, so it is not a notebook export.'],
	[
		'an array',
		'[1, 2]',
		'not-a-notebook',
		'The file is JSON, but not an export of this notebook’s cells.',
	],
	[
		'no format',
		'{"cells": {}}',
		'not-a-notebook',
		'The file is JSON, but not an export of this notebook’s cells.',
	],
	[
		'cells as a list',
		notebookFile({ cells: [cell('x')] }),
		'not-a-notebook',
		'The file is JSON, but not an export of this notebook’s cells.',
	],
	[
		'a newer version',
		notebookFile({ version: 99 }),
		'newer-version',
		'This file is from a newer notebook (version 99); this page reads version 1.',
	],
	[
		'a newer first-release file',
		notebookFile({ format: 'nqueens-notebook', version: 2 }),
		'newer-version',
		'This file is from a newer notebook (version 2); this page reads version 1.',
	],
	[
		'no version',
		notebookFile({ version: undefined }),
		'unknown-version',
		'The file does not say which version of the notebook wrote it; this page reads version 1.',
	],
	[
		'a version in words',
		notebookFile({ version: '1' }),
		'unknown-version',
		'The file’s version, "1", is not one a notebook writes; this page reads version 1.',
	],
	[
		'5,000 cells the book does not have',
		notebookFile({ cells: unknownCells }),
		'unknown-cells',
		'The file names 5,000 cells this book does not have, such as "zzz".',
	],
	[
		'a cell id that fits the pattern but is no cell of the book',
		notebookFile({ cells: { ex1: cell('x') } }),
		'unknown-cells',
		'The file names a cell this book does not have: "ex1".',
	],
	[
		'a cell id that is a path',
		notebookFile({ cells: { '../x': cell('x') } }),
		'unknown-cells',
		'The file names a cell this book does not have: "../x".',
	],
	[
		'a cell without its code',
		notebookFile({ cells: { 'count-12': { code: 1 } } }),
		'bad-cell',
		'The cell "count-12" in the file is damaged.',
	],
	[
		'a cell with a hash that is none',
		notebookFile({ cells: { 'count-12': cell('x', 'not a hash') } }),
		'bad-cell',
		'The cell "count-12" in the file is damaged.',
	],
	[
		'a cell saved at no time',
		notebookFile({ cells: { 'count-12': cell('x', hashText('s'), 'yesterday') } }),
		'bad-cell',
		'The cell "count-12" in the file is damaged.',
	],
	[
		'code longer than a cell keeps',
		notebookFile({ cells: { 'ch2-column-order': cell('x'.repeat(100_001)) } }),
		'too-long',
		'The cell "ch2-column-order" in the file holds 100,001 characters of code, more than the 100,000 a cell keeps.',
	],
	[
		'damaged passes',
		notebookFile({ progress: ['first-solution'] }),
		'bad-progress',
		'The list of exercises passed in the file is damaged.',
	],
	[
		'a pass of an exercise the book does not have',
		notebookFile({ progress: { 'first-solution': true, zzz: true } }),
		'unknown-passes',
		'The file records a pass of an exercise this book does not have: "zzz".',
	],
	[
		'six passes of exercises the book does not have',
		notebookFile({ cells: {}, progress: unknownPasses }),
		'unknown-passes',
		'The file records 6 passes of exercises this book does not have, such as "a".',
	],
	[
		'a chapter cell counted as an exercise passed',
		notebookFile({ progress: { 'ch2-column-order': true } }),
		'unknown-passes',
		'The file records a pass of an exercise this book does not have: "ch2-column-order".',
	],
	[
		'more text than any export',
		' '.repeat(MAX_FILE_BYTES + 1),
		'too-big',
		'The file is larger than a notebook export can be (13.0 MB).',
	],
])(
	'importing a file with %s is refused in one sentence and writes nothing',
	(_, text, code, said) => {
		const storage = storageWithWork();
		const before = storage.snapshot();
		expect(importCells(storage, text)).toEqual({ ok: false, code, message: said });
		expect(storage.snapshot()).toEqual(before);
	},
);

test('a file larger than any export is refused before it is read', () => {
	expect(refuseFileSize(MAX_FILE_BYTES)).toBeUndefined();
	expect(refuseFileSize(MAX_FILE_BYTES + 1)).toMatchObject({ ok: false, code: 'too-big' });
	// Every cell of the book at the cap in both its languages, each character escaped, fits under the size.
	const storage = new MemoryStorage();
	const most = '\u0001'.repeat(LIMITS.cellCodeChars.max);
	for (const id of BOOK_CELLS)
		saveCell(storage, id, most, 's', undefined, 'python', { code: most, starter: 'j' });
	expect(new TextEncoder().encode(exportCells(storage)).length).toBeLessThanOrEqual(MAX_FILE_BYTES);
});

test('an import that the storage has no room for is refused and rolled back, to the character', () => {
	const file = notebookFile({
		cells: {
			'first-solution': cell('a'.repeat(300)), // replaces a saved cell with a longer one
			'count-12': cell('b'.repeat(300)),
			'ch3-array-to-board': cell('c'.repeat(300)),
		},
	});
	const roomy = storageWithWork();
	expect(importCells(roomy, file)).toMatchObject({ ok: true, cells: 3, passes: 1 });
	const needed = roomy.used; // what the storage holds after the import

	const exact = storageWithWork(needed);
	expect(importCells(exact, file)).toMatchObject({ ok: true, cells: 3, passes: 1 });
	expect(exact.snapshot()).toEqual(roomy.snapshot());

	const tight = storageWithWork(needed - 1);
	const before = tight.snapshot();
	expect(importCells(tight, file)).toEqual({
		ok: false,
		code: 'storage-full',
		message:
			'This browser’s storage for the site is too full to take the 3 cells and 1 pass in the file.',
	});
	expect(tight.snapshot()).toEqual(before);
});

test('a storage that refuses a write part-way (not for room) is rolled back too', () => {
	/** Refuses its third write as a browser that blocks the site does; takes the others. */
	class Blocking extends MemoryStorage {
		writes = 0;
		override setItem(key: string, value: string): void {
			if (++this.writes === 3) throw new DOMException('blocked', 'SecurityError');
			super.setItem(key, value);
		}
	}
	const storage = new Blocking();
	saveCell(storage, 'first-solution', 'older', 's');
	const before = storage.snapshot();
	const file = notebookFile({ cells: { 'first-solution': cell('new'), 'count-12': cell('x') } });
	expect(importCells(storage, file)).toEqual({
		ok: false,
		code: 'unavailable',
		message: 'This browser does not let the site save anything.',
	});
	expect(storage.snapshot()).toEqual(before);
	expect(importCells(null, file)).toMatchObject({ ok: false, code: 'unavailable' });
});

test.each([
	[2, 1, 'Imported 2 cells and 1 pass.'],
	[1, 6, 'Imported 1 cell and 6 passes.'],
	[1, 0, 'Imported 1 cell and no passes.'],
	[3, 0, 'Imported 3 cells and no passes.'],
	[0, 1, 'Imported 1 pass and no code.'],
	[0, 6, 'Imported 6 passes and no code.'],
	[0, 0, 'The file holds no code and no passes, so there was nothing to import.'],
])('an import of %i cells and %i passes says: %s', (cells, passes, said) => {
	expect(importedMessage(cells, passes)).toBe(said);
});

test('a file of passes and no cells says so, and the passes join this browser’s', () => {
	const passes = Object.fromEntries(EXERCISES.map((exercise) => [exercise.id, true]));
	const storage = storageWithWork();
	expect(importCells(storage, notebookFile({ cells: {}, progress: passes }))).toEqual({
		ok: true,
		cells: 0,
		passes: 6,
		message: 'Imported 6 passes and no code.',
	});
	expect(loadProgress(storage)).toEqual(passes);
	expect(loadCell(storage, 'permutations', 'p').code).toBe('my permutations');
});

test('export then import restores every cell of the book and leaves out everything else', () => {
	const from = new MemoryStorage();
	saveCell(from, 'first-solution', 'one', 's1');
	saveCell(from, 'ch5-recursion-to-loop', 'two', 's2');
	saveCell(from, 'a-cell-the-book-dropped', 'gone', 's3');
	recordPass(from, 'first-solution');
	recordPass(from, 'an-exercise-the-book-dropped');
	from.map.set('theme', 'dark');
	from.map.set(cellKey('count-12'), '{');
	const text = exportCells(from);
	expect(Object.keys(JSON.parse(text).cells)).toEqual(['first-solution', 'ch5-recursion-to-loop']);
	const to = new MemoryStorage();
	expect(importCells(to, text)).toEqual({
		ok: true,
		cells: 2,
		passes: 1,
		message: 'Imported 2 cells and 1 pass.',
	});
	expect(loadCell(to, 'first-solution', 's1')).toEqual({
		code: 'one',
		source: 'saved',
		language: 'js',
		starterChanged: false,
	});
	expect(loadCell(to, 'ch5-recursion-to-loop', 's2').code).toBe('two');
	expect(loadProgress(to)).toEqual({ 'first-solution': true });
	expect(to.map.size).toBe(3);
});

test('export carries the passes and import adds them to this browser’s', () => {
	const from = new MemoryStorage();
	saveCell(from, 'first-solution', 'mine', 's');
	recordPass(from, 'first-solution');
	const file = exportCells(from);
	expect(JSON.parse(file).progress).toEqual({ 'first-solution': true });
	const to = new MemoryStorage();
	recordPass(to, 'count-12');
	expect(importCells(to, file)).toMatchObject({ ok: true, cells: 1, passes: 1 });
	expect(loadProgress(to)).toEqual({ 'count-12': true, 'first-solution': true });
	// A file without progress (older exports) imports its cells.
	const cellsOnly = JSON.stringify({ ...JSON.parse(file), progress: undefined });
	expect(importCells(new MemoryStorage(), cellsOnly)).toEqual({
		ok: true,
		cells: 1,
		passes: 0,
		message: 'Imported 1 cell and no passes.',
	});
});

test('an export of the cells’ first release ({ code, starter } cells) still imports', () => {
	const starter = 'function firstSolution(n) {}';
	const file = JSON.stringify({
		format: 'nqueens-notebook',
		version: 1,
		cells: { 'first-solution': { code: 'my first edit', starter } },
		progress: { 'first-solution': true, permutations: false },
	});
	const storage = new MemoryStorage();
	const now = new Date('2026-11-24T00:00:00Z');
	expect(importCells(storage, file, now)).toEqual({
		ok: true,
		cells: 1,
		passes: 1,
		message: 'Imported 1 cell and 1 pass.',
	});
	expect(JSON.parse(storage.getItem(cellKey('first-solution'))!)).toEqual({
		code: 'my first edit',
		starterHash: hashText(starter),
		savedAt: '2026-11-24T00:00:00.000Z',
	});
	expect(loadCell(storage, 'first-solution', starter).starterChanged).toBe(false);
	expect(loadProgress(storage)).toEqual({ 'first-solution': true });
	const damaged = file.replace('"starter"', '"starterCode"');
	expect(importCells(new MemoryStorage(), damaged)).toMatchObject({ ok: false, code: 'bad-cell' });
});

test('pageStorage never throws: the page’s localStorage or null', () => {
	const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
	try {
		Object.defineProperty(globalThis, 'localStorage', {
			configurable: true,
			get() {
				throw new DOMException('denied', 'SecurityError');
			},
		});
		expect(pageStorage()).toBeNull();
		const fake = new MemoryStorage();
		Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: fake });
		expect(pageStorage()).toBe(fake);
	} finally {
		if (before) Object.defineProperty(globalThis, 'localStorage', before);
		else delete (globalThis as { localStorage?: unknown }).localStorage;
	}
});

test('saves of the cells’ first release are moved to today’s keys, once, and never over a newer save', () => {
	const storage = new MemoryStorage();
	const starter = 'function firstSolution(n) {}';
	storage.setItem('nq-cell:first-solution', JSON.stringify({ code: 'my edit', starter }));
	storage.setItem('nq-cell:permutations', JSON.stringify({ code: 'old', starter: 'x' }));
	storage.setItem('nq-cell:broken', '{not json');
	storage.setItem('nq-progress', JSON.stringify({ 'first-solution': true, permutations: false }));
	saveCell(storage, 'permutations', 'newer', 'x');
	storage.setItem('unrelated', 'kept');

	expect(adoptFirstReleaseSaves(storage, new Date('2026-11-23T00:00:00Z'))).toBe(1);
	expect(loadCell(storage, 'first-solution', starter)).toEqual({
		code: 'my edit',
		source: 'saved',
		language: 'js',
		starterChanged: false,
	});
	expect(loadCell(storage, 'first-solution', 'a new starter').starterChanged).toBe(true);
	expect(loadCell(storage, 'permutations', 'x').code).toBe('newer');
	expect(loadProgress(storage)).toEqual({ 'first-solution': true });
	expect([...storage.map.keys()].filter((key) => key.startsWith('nq-'))).toEqual([]);
	expect(storage.getItem('unrelated')).toBe('kept');
	expect(adoptFirstReleaseSaves(storage)).toBe(0);
	expect(adoptFirstReleaseSaves(throwing)).toBe(0);
});

test('a cell’s language is saved beside its code; records from before mean JavaScript', () => {
	const storage = new MemoryStorage();
	const when = new Date('2026-11-27T10:00:00Z');
	const starterIn = (language: string) => (language === 'python' ? 'py starter' : 'js starter');
	expect(saveCell(storage, 'first-solution', 'def f(): pass', 'py starter', when, 'python')).toBe(
		undefined,
	);
	expect(JSON.parse(storage.getItem(cellKey('first-solution'))!)).toEqual({
		code: 'def f(): pass',
		starterHash: hashText('py starter'),
		savedAt: when.toISOString(),
		language: 'python',
	});
	// The starter a Python save is compared with is the Python one.
	expect(loadCell(storage, 'first-solution', 'js starter', starterIn)).toEqual({
		code: 'def f(): pass',
		source: 'saved',
		language: 'python',
		starterChanged: false,
	});
	// A record written before the language choice (no language) is JavaScript, and stays valid.
	const before = { code: 'mine', starterHash: hashText('js starter'), savedAt: when.toISOString() };
	storage.setItem(cellKey('permutations'), JSON.stringify(before));
	expect(loadCell(storage, 'permutations', 'js starter', starterIn)).toMatchObject({
		code: 'mine',
		source: 'saved',
		language: 'js',
		starterChanged: false,
	});
	// JavaScript is saved as before: without a language.
	saveCell(storage, 'chess-notation', 'js code', 'js starter', when);
	expect(JSON.parse(storage.getItem(cellKey('chess-notation'))!)).not.toHaveProperty('language');
	// A language the notebook does not know is a broken record.
	storage.setItem(cellKey('count-12'), JSON.stringify({ ...before, language: 'ruby' }));
	expect(loadCell(storage, 'count-12', 'js starter')).toMatchObject({ problem: 'corrupt' });
});

test('export and import keep each cell’s language; files from before import as JavaScript', () => {
	const storage = new MemoryStorage();
	const when = new Date('2026-11-27T10:00:00Z');
	saveCell(storage, 'first-solution', 'print(1)', 'py', when, 'python');
	saveCell(storage, 'permutations', 'console.log(1)', 'js', when);
	const file = exportCells(storage);
	const into = new MemoryStorage();
	expect(importCells(into, file)).toMatchObject({ ok: true });
	expect(loadCell(into, 'first-solution', 'js', () => 'py')).toMatchObject({
		code: 'print(1)',
		language: 'python',
		starterChanged: false,
	});
	expect(loadCell(into, 'permutations', 'js')).toMatchObject({
		code: 'console.log(1)',
		language: 'js',
	});
	expect(JSON.parse(into.getItem(cellKey('permutations'))!)).not.toHaveProperty('language');
});

test('the code of a cell’s other language is saved beside its code, checked, exported and imported', () => {
	const storage = new MemoryStorage();
	const when = new Date('2026-11-27T10:00:00Z');
	const starterIn = (language: string) => (language === 'python' ? 'py starter' : 'js starter');
	saveCell(storage, 'first-solution', 'def f(): pass', 'py starter', when, 'python', {
		code: '// mine',
		starter: 'js starter',
	});
	expect(JSON.parse(storage.getItem(cellKey('first-solution'))!)).toEqual({
		code: 'def f(): pass',
		starterHash: hashText('py starter'),
		savedAt: when.toISOString(),
		language: 'python',
		other: { code: '// mine', starterHash: hashText('js starter') },
	});
	expect(loadCell(storage, 'first-solution', 'js starter', starterIn)).toEqual({
		code: 'def f(): pass',
		source: 'saved',
		language: 'python',
		starterChanged: false,
		other: { code: '// mine', starterChanged: false },
	});
	// Beside JavaScript, the other language is Python, compared with the Python starter.
	saveCell(storage, 'permutations', 'js', 'js starter', when, 'js', {
		code: 'py',
		starter: 'an older py starter',
	});
	expect(loadCell(storage, 'permutations', 'js starter', starterIn).other).toEqual({
		code: 'py',
		starterChanged: true,
	});
	// Too long is refused for either code; a broken `other` is a broken record.
	const long = 'x'.repeat(LIMITS.cellCodeChars.max + 1);
	expect(saveCell(storage, 'count-12', 'a', 's', when, 'js', { code: long, starter: 'p' })).toBe(
		'too-long',
	);
	const broken = { code: 'a', starterHash: hashText('s'), savedAt: when.toISOString(), other: 7 };
	storage.setItem(cellKey('count-12'), JSON.stringify(broken));
	expect(loadCell(storage, 'count-12', 's')).toMatchObject({ problem: 'corrupt' });
	storage.removeItem(cellKey('count-12'));
	// Exported and imported whole.
	const into = new MemoryStorage();
	expect(importCells(into, exportCells(storage))).toMatchObject({ ok: true, cells: 2 });
	expect(into.getItem(cellKey('first-solution'))).toBe(storage.getItem(cellKey('first-solution')));
	expect(into.getItem(cellKey('permutations'))).toBe(storage.getItem(cellKey('permutations')));
	// A file whose other code is too long, or whose other hash is not one, is refused.
	const cell = { code: 'mine', starterHash: hashText('s'), savedAt: '2026-11-23T00:00:00.000Z' };
	const withOther = (other: unknown) =>
		notebookFile({ cells: { 'first-solution': { ...cell, other } } });
	expect(
		importCells(new MemoryStorage(), withOther({ code: long, starterHash: hashText('p') })),
	).toMatchObject({ ok: false, code: 'too-long' });
	expect(
		importCells(new MemoryStorage(), withOther({ code: 'p', starterHash: 'nothex!!' })),
	).toMatchObject({ ok: false, code: 'bad-cell' });
	// Files and records from before (no other) read as they did.
	expect(importCells(new MemoryStorage(), notebookFile())).toMatchObject({ ok: true, cells: 1 });
});
