import { expect, test, vi } from 'vitest';
import {
	BLOCKED_GLOBALS,
	BLOCKED_NAVIGATOR,
	lockCellWorker,
	lockDown,
	type CellWorkerGlobal,
} from '../../src/notebook/worker/lock-down.ts';
import { lockedMessage } from '../../src/notebook/runtime/unavailable.ts';

/** A stand-in for a worker's global scope: some members on a prototype, as browsers keep some. */
function fakeWorkerGlobal() {
	const listeners: ((event: { data: unknown }) => void)[] = [];
	const posted: unknown[] = [];
	const proto = {
		indexedDB: { open: () => 'a database' },
		caches: { open: () => 'a cache' },
		Worker: class {},
	};
	const navigatorProto = {
		get storage() {
			return { persist: () => true };
		},
		serviceWorker: {},
	};
	const global = Object.assign(Object.create(proto) as typeof proto, {
		fetch: () => 'a response',
		XMLHttpRequest: class {},
		WebSocket: class {},
		EventSource: class {},
		importScripts: () => undefined,
		BroadcastChannel: class {},
		SharedWorker: class {},
		onmessage: null as unknown,
		postMessage(message: unknown) {
			posted.push(message);
		},
		close: () => undefined,
		addEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
			listeners.push(listener);
		},
		navigator: Object.assign(Object.create(navigatorProto) as object, { language: 'en' }),
		Math,
	});
	const send = (data: unknown) => listeners.forEach((listener) => listener({ data }));
	return { global, proto, posted, send, navigatorProto };
}

/** What reading `name` on `target` does: the value, or the message it throws. */
function read(target: object, name: string): unknown {
	try {
		return { value: (target as Record<string, unknown>)[name] };
	} catch (error) {
		return { thrown: (error as Error).message };
	}
}

test('every network, storage and thread global is gone: reading or writing it throws a sentence', () => {
	const { global, proto } = fakeWorkerGlobal();
	const { locked } = lockCellWorker(global as unknown as CellWorkerGlobal);
	const present = BLOCKED_GLOBALS.filter(
		(name) => !name.startsWith('webkit') && name !== 'WebTransport' && name !== 'cookieStore',
	);
	for (const name of present) {
		expect(locked).toContain(name);
		expect(read(global, name)).toEqual({ thrown: lockedMessage(name) });
		expect(() => ((global as Record<string, unknown>)[name] = () => 'back again')).toThrow(
			lockedMessage(name),
		);
		expect(Object.prototype.hasOwnProperty.call(proto, name)).toBe(false);
		expect(Object.getOwnPropertyDescriptor(global, name)).toMatchObject({ configurable: false });
	}
	// Names the stand-in never had are not invented; other globals are left alone.
	expect(locked).not.toContain('WebTransport');
	expect('WebTransport' in global).toBe(false);
	expect(global.Math).toBe(Math);
	expect(lockedMessage('fetch')).toBe(
		'fetch is switched off in notebook cells: cell code cannot reach the network, the site’s storage or the page.',
	);
});

test('navigator.storage goes too, though browsers keep it on a prototype', () => {
	const { global, navigatorProto } = fakeWorkerGlobal();
	const { locked } = lockCellWorker(global as unknown as CellWorkerGlobal);
	for (const name of BLOCKED_NAVIGATOR) {
		expect(locked).toContain(`navigator.${name}`);
		expect(read(global.navigator, name)).toEqual({
			thrown: lockedMessage(`navigator.${name}`),
		});
		expect(Object.getOwnPropertyDescriptor(navigatorProto, name)).toBeUndefined();
	}
	expect((global.navigator as { language: string }).language).toBe('en');
});

test('cell code cannot post to the page; the job still answers through the worker’s own postMessage', () => {
	const { global, posted, send } = fakeWorkerGlobal();
	const { scope } = lockCellWorker<string, string>(global as unknown as CellWorkerGlobal);
	expect(read(global, 'postMessage')).toEqual({ thrown: lockedMessage('postMessage') });
	expect(read(global, 'close')).toEqual({ thrown: lockedMessage('close') });
	const handle = vi.fn((event: { data: string }) => scope.postMessage(`result for ${event.data}`));
	scope.onmessage = handle;
	// Cell code replacing the global's onmessage does not take the requests away.
	global.onmessage = () => posted.push('a forged result');
	send('run 1');
	expect(handle).toHaveBeenCalledTimes(1);
	expect(posted).toEqual(['result for run 1']);
});

test('a name that cannot be locked stops the worker instead of running cell code half-closed', () => {
	const target = {};
	Object.defineProperty(target, 'fetch', { value: () => 'x', configurable: false });
	expect(() => lockDown(target, ['fetch'])).toThrow('Cannot switch off fetch');
});
