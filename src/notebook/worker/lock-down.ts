import { lockedMessage } from '../runtime/unavailable.ts';
import type { WorkerScope } from '../../jobs/protocol.ts';

/*
 * Closes the cell worker before any learner code runs. A worker has no page, cookies or
 * localStorage, but it can still reach the network, the site's other storage and other threads;
 * and cell code can reach the real global object in spite of the runner's shadowed names
 * (`Function('return this')()`). So the names below are deleted from the worker's global scope
 * (and from its prototypes, where browsers keep some of them) and replaced by accessors that throw
 * a sentence saying why. The worker's own `postMessage` is taken first and then locked too, so
 * cell code cannot post a result of its own to the page. What this cannot close: `import()` is
 * syntax, not a global; the site's content security policy is what keeps it to the site.
 */

/** Globals that reach the network, the site's storage or other threads (each only where it exists). */
export const BLOCKED_GLOBALS = [
	'fetch',
	'XMLHttpRequest',
	'WebSocket',
	'WebTransport',
	'EventSource',
	'importScripts',
	'indexedDB',
	'caches',
	'cookieStore',
	'BroadcastChannel',
	'Worker',
	'SharedWorker',
	'webkitRequestFileSystem',
	'webkitRequestFileSystemSync',
] as const;

/** Members of `navigator` that reach storage. */
export const BLOCKED_NAVIGATOR = ['storage', 'serviceWorker'] as const;

/** Members of the worker itself that only the cell's plumbing may use. */
export const WORKER_OWN = ['postMessage', 'close'] as const;

/**
 * Deletes each of `names` that `target` has (as its own or through a prototype) and puts in its
 * place a fixed accessor that throws `lockedMessage(name)` on reading and on writing. Returns the
 * names it locked; throws when one cannot be locked, so a worker never runs cell code half-closed.
 */
export function lockDown(target: object, names: readonly string[], prefix = ''): string[] {
	const locked: string[] = [];
	for (const name of names) {
		if (!(name in target)) continue;
		for (let owner: object | null = target; owner; owner = Object.getPrototypeOf(owner)) {
			if (!Object.prototype.hasOwnProperty.call(owner, name)) continue;
			if (!Reflect.deleteProperty(owner, name) && owner !== target) {
				throw new Error(`Cannot switch off ${prefix}${name}: it cannot be deleted.`);
			}
		}
		const refuse = (): never => {
			throw new Error(lockedMessage(prefix + name));
		};
		if (!Reflect.defineProperty(target, name, { get: refuse, set: refuse, configurable: false })) {
			throw new Error(`Cannot switch off ${prefix}${name}: it cannot be redefined.`);
		}
		locked.push(prefix + name);
	}
	return locked;
}

/** The parts of a dedicated worker's global scope the cell worker touches. */
export interface CellWorkerGlobal {
	postMessage(message: unknown): void;
	addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
	navigator?: object;
}

/**
 * Locks the worker's global scope for cell code and returns the scope the job is served on: its
 * postMessage is the worker's own, taken before the lock, and its requests arrive through a
 * listener cell code cannot replace (assigning `onmessage` does not remove it).
 */
export function lockCellWorker<Request, Reply>(
	global: CellWorkerGlobal,
): { scope: WorkerScope<Request, Reply>; locked: string[] } {
	const post = global.postMessage.bind(global);
	const listen = global.addEventListener.bind(global);
	const navigator = global.navigator;
	const locked = [
		...lockDown(global, BLOCKED_GLOBALS),
		...lockDown(global, WORKER_OWN),
		...(navigator ? lockDown(navigator, BLOCKED_NAVIGATOR, 'navigator.') : []),
	];
	let handler: WorkerScope<Request, Reply>['onmessage'] = null;
	listen('message', (event) => handler?.(event as { data: Request }));
	const scope: WorkerScope<Request, Reply> = {
		get onmessage() {
			return handler;
		},
		set onmessage(next) {
			handler = next;
		},
		postMessage: (reply) => post(reply),
	};
	return { scope, locked };
}
