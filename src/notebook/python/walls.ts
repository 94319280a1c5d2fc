import { JS_BUILT_INS, LOCKDOWN_OPTIONS } from '../runtime/index.ts';

/*
 * The walls a Python run stands behind, in the JavaScript realm of its worker. Python code can
 * reach JavaScript objects in ways no Python-side refusal closes for good (the interpreter's own
 * modules hold them, and Python has no private state), so the realm itself is made safe to reach
 * once the interpreter has loaded and before any learner code runs:
 *
 * 1. ses's lockdown() freezes every JavaScript built-in and takes the Function constructors off
 *    their prototypes, so no object Python reaches leads to new code or to a changed built-in the
 *    checks use.
 * 2. The worker's global object, and every prototype it inherits from, keeps only the names on an
 *    allow-list: the network (fetch, XMLHttpRequest, WebSocket, importScripts), storage
 *    (indexedDB, caches, navigator), other threads and messages (BroadcastChannel, postMessage)
 *    and code from text (eval, Function) are deleted. The worker keeps its own postMessage,
 *    bound before this, where Python cannot reach it.
 * 3. What is left cannot make code from text: `Function` is the inert constructor lockdown leaves
 *    (the interpreter uses `Function.prototype`), and setTimeout takes functions only (a string
 *    would be evaluated, and could import a module from anywhere). Then it is frozen (harden),
 *    so nothing can be put back or replaced.
 */

/**
 * The language's globals the realm keeps: the ones every box gives code (JS_BUILT_INS, said once
 * in runtime/cell-globals.ts), and a few the worker's realm has that a ses compartment does not
 * hand a cell, all computation only, frozen by lockdown. `Function` among them is replaced, once
 * locked down, by the inert constructor ses leaves on Function.prototype (raiseWalls): the
 * interpreter calls Function.prototype.apply through it.
 */
const LANGUAGE_GLOBALS = [
	...JS_BUILT_INS,
	// Shared memory and its atomics: the interpreter's WebAssembly may use them; no way out.
	'SharedArrayBuffer',
	'Atomics',
	// Newer error and clean-up classes the engine has and ses leaves alone: plain computation.
	'SuppressedError',
	'DisposableStack',
	'AsyncDisposableStack',
	// ses's own: freezing a value (what lockdown leaves).
	'harden',
] as const;

/**
 * The host's names the interpreter and the runner still use once loaded: printing to the
 * console, the clock, random numbers (os.urandom), text decoding, copies for the checks, and
 * WebAssembly, which the interpreter is. Nothing here reaches the network, storage or the page.
 */
const HOST_GLOBALS = [
	'self',
	'console',
	'performance',
	'crypto',
	'TextEncoder',
	'TextDecoder',
	'structuredClone',
	'setTimeout',
	'clearTimeout',
	'queueMicrotask',
	'WebAssembly',
] as const;

/**
 * Chromium's worker global holds two numbers of an old file-system API it will not let go
 * (TEMPORARY is 0, PERSISTENT 1); the API itself, webkitRequestFileSystem, goes with the rest.
 */
const FIXED_NUMBERS = ['TEMPORARY', 'PERSISTENT'] as const;

/** Every name the worker's global object keeps once the walls are up. */
export const KEPT_GLOBALS: ReadonlySet<string> = new Set([
	...LANGUAGE_GLOBALS,
	...HOST_GLOBALS,
	...FIXED_NUMBERS,
]);

/**
 * Deletes every string-named property not in `keep` from `global` and each prototype it inherits
 * from (all but Object.prototype); returns the names that would not go (none, in the browsers
 * and Node this runs on: a test holds it).
 */
function scrubGlobal(global: object, keep: ReadonlySet<string> = KEPT_GLOBALS): string[] {
	const stuck: string[] = [];
	for (
		let holder: object | null = global;
		holder !== null && holder !== Object.prototype;
		holder = Reflect.getPrototypeOf(holder)
	) {
		for (const key of Reflect.ownKeys(holder)) {
			if (typeof key !== 'string' || keep.has(key)) continue;
			if (Reflect.deleteProperty(holder, key)) continue;
			const property = Reflect.getOwnPropertyDescriptor(holder, key);
			if (property?.writable && Reflect.set(holder, key, undefined)) continue;
			stuck.push(key);
		}
	}
	return stuck;
}

/** Every string name `global` has, own or inherited (but Object.prototype's), sorted. */
export function globalNames(global: object): string[] {
	const names = new Set<string>();
	for (
		let holder: object | null = global;
		holder !== null && holder !== Object.prototype;
		holder = Reflect.getPrototypeOf(holder)
	) {
		for (const key of Reflect.ownKeys(holder)) if (typeof key === 'string') names.add(key);
	}
	return [...names].sort();
}

/** Which walls to raise: all of them, unless a test takes one down to show it matters. */
export interface WallOptions {
	lockdown?: boolean;
	scrub?: boolean;
}

/**
 * Raises the realm's walls: lockdown, then the scrub of the global object, then freezes what is
 * left. Call once the interpreter is loaded and sealed, and after binding what the worker keeps
 * (its postMessage). Returns the names the scrub could not remove.
 */
export function raiseWalls(options: WallOptions = {}): string[] {
	const locked = options.lockdown !== false;
	if (locked) lockdown(LOCKDOWN_OPTIONS);
	if (options.scrub === false) return [];
	const stuck = scrubGlobal(globalThis);
	const global = globalThis as Record<string, unknown>;
	if (locked) global['Function'] = Function.prototype.constructor;
	const later = setTimeout;
	global['setTimeout'] = function setTimeout(run: unknown, ms?: number, ...args: unknown[]) {
		if (typeof run !== 'function') throw new TypeError('setTimeout takes a function.');
		return later(run as (...a: unknown[]) => void, ms, ...args);
	};
	if (locked) {
		// Some kept names are getters (performance, crypto in Node and the browsers), whose objects
		// harden would not reach through the global object.
		for (const name of KEPT_GLOBALS) harden(global[name]);
		harden(globalThis);
	}
	return stuck;
}
