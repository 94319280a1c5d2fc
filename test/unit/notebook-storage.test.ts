import { expect, test } from 'vitest';
import {
	cellKey,
	exportCells,
	hashText,
	importCells,
	loadCell,
	resetCell,
	saveCell,
	type StorageLike,
} from '../../src/solver/notebook/storage.ts';

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
	expect(saveCell(storage, 'ex1', 'mine', 'starter v1', when)).toBe(true);
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

test('a throwing or missing storage never throws: starter shown, saving reports false', () => {
	expect(loadCell(throwing, 'ex1', 'start')).toMatchObject({
		code: 'start',
		problem: 'unavailable',
	});
	expect(loadCell(null, 'ex1', 'start')).toMatchObject({ code: 'start', problem: 'unavailable' });
	expect(saveCell(throwing, 'ex1', 'x', 'start')).toBe(false);
	expect(resetCell(throwing, 'ex1')).toBe(false);
	expect(JSON.parse(exportCells(throwing)).cells).toEqual({});
});

test('saving into a full storage returns false and keeps the old record', () => {
	const storage = memoryStorage(200);
	expect(saveCell(storage, 'ex1', 'short', 's')).toBe(true);
	expect(saveCell(storage, 'ex1', 'x'.repeat(500), 's')).toBe(false);
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
