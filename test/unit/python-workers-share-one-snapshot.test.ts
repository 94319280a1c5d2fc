import { describe, expect, test } from 'vitest';
import {
	isPythonStart,
	keepPythonSnapshot,
	SNAPSHOT_MOST_BYTES,
	snapshotIn,
	type SnapshotKeeper,
} from '../../src/notebook/python/snapshot-keeper.ts';

/*
 * A page's Python workers share one snapshot of Pyodide's memory (snapshot-keeper.ts): the first
 * worker loads afresh and is asked for it on a port of its own; the workers after it start from
 * it. What comes back on that port is a worker's data, so it is taken once and checked. The page's
 * worker itself (python.worker.ts) is run in Chromium by the Python browser tests.
 */

/** Posts `data` as the first worker would, and waits until the keeper's port has had it. */
async function answer(keeper: SnapshotKeeper, ...messages: unknown[]): Promise<void> {
	const first = keeper.nextStart();
	const port = first.message.snapshotTo!;
	for (const message of messages) port.postMessage(message);
	// Messages cross the channel in a later turn of the event loop.
	await new Promise((done) => setTimeout(done, 50));
	port.close();
}

describe('the first worker is asked for the snapshot, the rest start from it', () => {
	test('the first start carries a port, and transfers it; a second before the snapshot loads afresh', () => {
		const keeper = keepPythonSnapshot();
		const first = keeper.nextStart();
		expect(first.message.kind).toBe('start');
		expect(first.message.snapshotTo).toBeInstanceOf(MessagePort);
		expect(first.transfer).toEqual([first.message.snapshotTo]);
		const second = keeper.nextStart();
		expect(second).toEqual({ message: { kind: 'start' }, transfer: [] });
		first.message.snapshotTo!.close();
	});

	test('once the snapshot arrives, every new worker starts from it', async () => {
		const keeper = keepPythonSnapshot();
		const memory = new Uint8Array([1, 2, 3, 4]);
		await answer(keeper, { snapshot: memory });
		expect(keeper.has()).toBe(true);
		for (let i = 0; i < 3; i++) {
			const start = keeper.nextStart();
			expect(start.message.snapshotTo).toBeUndefined();
			expect([...start.message.snapshot!]).toEqual([1, 2, 3, 4]);
		}
	});
});

describe('what comes back on the port is checked and taken once', () => {
	test.each([
		['not an object', 'snapshot'],
		['no snapshot in it', { memory: new Uint8Array(4) }],
		['a snapshot that is not bytes', { snapshot: [1, 2, 3] }],
		['an empty snapshot', { snapshot: new Uint8Array(0) }],
	])('%s: the next workers load afresh', async (_, message) => {
		const keeper = keepPythonSnapshot();
		await answer(keeper, message);
		expect(keeper.has()).toBe(false);
		expect(keeper.nextStart()).toEqual({ message: { kind: 'start' }, transfer: [] });
	});

	test('a second message on the port is never read: the first decides', async () => {
		const keeper = keepPythonSnapshot();
		await answer(keeper, { nothing: true }, { snapshot: new Uint8Array([9]) });
		expect(keeper.has()).toBe(false);
		const other = keepPythonSnapshot();
		await answer(other, { snapshot: new Uint8Array([1]) }, { snapshot: new Uint8Array([9]) });
		expect([...other.nextStart().message.snapshot!]).toEqual([1]);
	});

	test('a snapshot larger than the bound is refused', () => {
		// A view claiming more bytes than allowed, without allocating them.
		const huge = { byteLength: SNAPSHOT_MOST_BYTES + 1 };
		Object.setPrototypeOf(huge, Uint8Array.prototype);
		expect(snapshotIn({ snapshot: huge })).toBeUndefined();
		const fits = new Uint8Array(16);
		expect(snapshotIn({ snapshot: fits })).toBe(fits);
	});
});

test('the worker tells its start from a run by the start’s kind', () => {
	expect(isPythonStart({ kind: 'start' })).toBe(true);
	expect(isPythonStart({ kind: 'start', snapshot: new Uint8Array(1) })).toBe(true);
	expect(isPythonStart({ code: 'print(1)' })).toBe(false);
	expect(isPythonStart(null)).toBe(false);
	expect(isPythonStart('start')).toBe(false);
});
