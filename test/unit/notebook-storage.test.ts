import { expect, test } from 'vitest';
import {
	adoptFirstReleaseSaves,
	cellKey,
	hashText,
	loadCell,
	loadProgress,
	pageStorage,
	PROGRESS_KEY,
	recordPass,
	resetCell,
	saveCell,
	STORAGE_PROBLEMS,
	type StorageLike,
} from '../../src/notebook/storage/storage.ts';
import { exportCells, importCells } from '../../src/notebook/storage/notebook-file.ts';

/** An in-memory Storage; `quota` characters of values at most, like a full localStorage. */
function memoryStorage(quota = Infinity): StorageLike & { data: Map<string, string> } {
	const data = new Map<string, string>();
	return {
		data,
		getItem: (key) => data.get(key) ?? null,
		setItem(key, value) {
			const used = [...data].reduce((sum, [k, v]) => sum + (k === key ? 0 : v.length), 0);
			if (used + value.length > quota) throw new DOMException('full', 'QuotaExceededError');
			data.set(key, value);
		},
		removeItem: (key) => void data.delete(key),
		get length() {
			return data.size;
		},
		key: (index) => [...data.keys()][index] ?? null,
	};
}

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
	const storage = memoryStorage();
	const when = new Date('2025-01-02T03:04:05Z');
	expect(saveCell(storage, 'ex1', 'mine', 'starter v1', when)).toBeUndefined();
	expect(JSON.parse(storage.data.get(cellKey('ex1'))!)).toEqual({
		code: 'mine',
		starterHash: hashText('starter v1'),
		savedAt: '2025-01-02T03:04:05.000Z',
	});
	expect(loadCell(storage, 'ex1', 'starter v1')).toEqual({
		code: 'mine',
		source: 'saved',
		starterChanged: false,
	});
	expect(loadCell(storage, 'ex1', 'starter v2')).toEqual({
		code: 'mine',
		source: 'saved',
		starterChanged: true,
	});
	expect(loadCell(storage, 'ex2', 'other')).toEqual({
		code: 'other',
		source: 'starter',
		starterChanged: false,
	});
});

test.each([['{not json'], ['{"code": 5}'], ['null']])(
	'a corrupt record %j falls back to the starter',
	(text) => {
		const storage = memoryStorage();
		storage.data.set(cellKey('ex1'), text);
		expect(loadCell(storage, 'ex1', 'start')).toEqual({
			code: 'start',
			source: 'starter',
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
	const storage = memoryStorage(200);
	expect(saveCell(storage, 'ex1', 'short', 's')).toBeUndefined();
	expect(saveCell(storage, 'ex1', 'x'.repeat(500), 's')).toBe('full');
	expect(loadCell(storage, 'ex1', 's').code).toBe('short');
});

test('reset forgets the saved code', () => {
	const storage = memoryStorage();
	saveCell(storage, 'ex1', 'mine', 's');
	expect(resetCell(storage, 'ex1')).toBe(true);
	expect(loadCell(storage, 'ex1', 's').source).toBe('starter');
});

test('export then import restores every cell and ignores other keys and broken records', () => {
	const from = memoryStorage();
	saveCell(from, 'ex1', 'one', 's1');
	saveCell(from, 'ex-2', 'two', 's2');
	from.data.set('theme', 'dark');
	from.data.set(cellKey('broken'), '{');
	const text = exportCells(from);
	const to = memoryStorage();
	expect(importCells(to, text)).toEqual({ ok: true, count: 2 });
	expect(loadCell(to, 'ex1', 's1')).toEqual({
		code: 'one',
		source: 'saved',
		starterChanged: false,
	});
	expect(loadCell(to, 'ex-2', 's2').code).toBe('two');
	expect(to.data.size).toBe(2);
});

test.each([
	['not json', 'not-json'],
	['{"cells": {}}', 'not-a-notebook'],
	['[1, 2]', 'not-a-notebook'],
	['{"format": "nqueens-notebook-cells", "version": 1, "cells": {"ex1": {"code": 1}}}', 'bad-cell'],
	[
		'{"format": "nqueens-notebook-cells", "version": 1, "cells": {"../x": {"code": "", "starterHash": "", "savedAt": ""}}}',
		'bad-cell',
	],
])('importing %j is refused with code %s and writes nothing', (text, code) => {
	const storage = memoryStorage();
	const result = importCells(storage, text);
	expect(result).toMatchObject({ ok: false, code });
	expect(storage.data.size).toBe(0);
});

test('importing into a full storage says how many cells fitted', () => {
	const from = memoryStorage();
	saveCell(from, 'a', 'x'.repeat(100), 's');
	saveCell(from, 'b', 'y'.repeat(100), 's');
	const result = importCells(memoryStorage(200), exportCells(from));
	expect(result).toEqual({
		ok: false,
		code: 'storage-full',
		message: 'The browser’s storage is full: 1 of 2 cells were imported.',
	});
});

test('every storage problem has a sentence for the cell', () => {
	expect(STORAGE_PROBLEMS.full).toBe(
		'This browser’s storage for the site is full, so your edits are not saved.',
	);
	expect(STORAGE_PROBLEMS.unavailable).toBe('This browser does not let the site save your edits.');
	expect(STORAGE_PROBLEMS.corrupt).toMatch(/unreadable, so the starter code is shown/);
});

test('a pass is recorded once and kept; broken or missing progress reads as none', () => {
	const storage = memoryStorage();
	expect(loadProgress(storage)).toEqual({});
	expect(recordPass(storage, 'first-solution')).toBe(true);
	expect(recordPass(storage, 'permutations')).toBe(true);
	expect(recordPass(storage, 'first-solution')).toBe(true);
	expect(JSON.parse(storage.data.get(PROGRESS_KEY)!)).toEqual({
		'first-solution': true,
		permutations: true,
	});
	expect(loadProgress(storage)).toEqual({ 'first-solution': true, permutations: true });
	storage.data.set(PROGRESS_KEY, '{oops');
	expect(loadProgress(storage)).toEqual({});
	storage.data.set(PROGRESS_KEY, '{"a": "yes"}');
	expect(loadProgress(storage)).toEqual({});
	expect(loadProgress(throwing)).toEqual({});
	expect(recordPass(throwing, 'x')).toBe(false);
	expect(recordPass(null, 'x')).toBe(false);
});

test('export carries the passes and import adds them to this browser’s', () => {
	const from = memoryStorage();
	saveCell(from, 'first-solution', 'mine', 's');
	recordPass(from, 'first-solution');
	const file = exportCells(from);
	expect(JSON.parse(file).progress).toEqual({ 'first-solution': true });
	const to = memoryStorage();
	recordPass(to, 'count-12');
	expect(importCells(to, file)).toEqual({ ok: true, count: 1 });
	expect(loadProgress(to)).toEqual({ 'count-12': true, 'first-solution': true });
	// A file without progress (older exports) imports its cells; damaged progress is refused.
	const cellsOnly = JSON.stringify({ ...JSON.parse(file), progress: undefined });
	expect(importCells(memoryStorage(), cellsOnly)).toEqual({ ok: true, count: 1 });
	const damaged = JSON.stringify({ ...JSON.parse(file), progress: ['first-solution'] });
	const untouched = memoryStorage();
	expect(importCells(untouched, damaged)).toMatchObject({ ok: false, code: 'bad-cell' });
	expect(untouched.data.size).toBe(0);
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
		const fake = memoryStorage();
		Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: fake });
		expect(pageStorage()).toBe(fake);
	} finally {
		if (before) Object.defineProperty(globalThis, 'localStorage', before);
		else delete (globalThis as { localStorage?: unknown }).localStorage;
	}
});

test('saves of the cells’ first release are moved to today’s keys, once, and never over a newer save', () => {
	const storage = memoryStorage();
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
		starterChanged: false,
	});
	expect(loadCell(storage, 'first-solution', 'a new starter').starterChanged).toBe(true);
	expect(loadCell(storage, 'permutations', 'x').code).toBe('newer');
	expect(loadProgress(storage)).toEqual({ 'first-solution': true });
	expect([...storage.data.keys()].filter((key) => key.startsWith('nq-'))).toEqual([]);
	expect(storage.getItem('unrelated')).toBe('kept');
	expect(adoptFirstReleaseSaves(storage)).toBe(0);
	expect(adoptFirstReleaseSaves(throwing)).toBe(0);
});
