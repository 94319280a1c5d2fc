/*
 * The one table of what cell code can see. The box (box.ts) builds each run's global object from
 * it, and the tests read it: every property a cell's global object exposes, own or inherited, is
 * named here, and nothing else is there. Anything not listed does not exist inside a cell.
 */

/**
 * ECMAScript's own globals that both boxes give code, the JavaScript cell's (box.ts) and the
 * Python worker's realm (python/walls.ts): computation only, frozen by ses's lockdown, with no
 * power outside it. Said once here; each box adds its own few, with why, and
 * test/unit/both-boxes-share-the-built-ins.test.ts holds both boxes to this list.
 */
export const JS_BUILT_INS = [
	'globalThis',
	'Infinity',
	'NaN',
	'undefined',
	'isFinite',
	'isNaN',
	'parseFloat',
	'parseInt',
	'decodeURI',
	'decodeURIComponent',
	'encodeURI',
	'encodeURIComponent',
	'escape',
	'unescape',
	'Function',
	'Object',
	'Array',
	'ArrayBuffer',
	'DataView',
	'BigInt',
	'BigInt64Array',
	'BigUint64Array',
	'Boolean',
	'Number',
	'String',
	'Symbol',
	'Date',
	'Math',
	'JSON',
	'Reflect',
	'Proxy',
	'Promise',
	'RegExp',
	'Map',
	'Set',
	'WeakMap',
	'WeakSet',
	'WeakRef',
	'FinalizationRegistry',
	'Iterator',
	'Int8Array',
	'Int16Array',
	'Int32Array',
	'Uint8Array',
	'Uint8ClampedArray',
	'Uint16Array',
	'Uint32Array',
	'Float16Array',
	'Float32Array',
	'Float64Array',
	'Error',
	'AggregateError',
	'EvalError',
	'RangeError',
	'ReferenceError',
	'SyntaxError',
	'TypeError',
	'URIError',
	'Intl',
	'Temporal',
] as const;

/**
 * The JavaScript built-ins of a Hardened JavaScript compartment (ses): frozen, shared by every
 * compartment of the worker, with no power outside the computation. `Date` and `Math` are the
 * worker's own (frozen), so `Date.now()` and `Math.random()` work in cells.
 */
export const BUILT_IN_GLOBALS = [
	...JS_BUILT_INS,
	// The compartment's own eval, which runs code inside the same box only.
	'eval',
	// Text to bytes and back: frozen, no way out.
	'TextEncoder',
	'TextDecoder',
	// Hardened JavaScript's own: freezing a value, and a further box inside the box.
	'harden',
	'lockdown',
	'Compartment',
] as const;

/** What the notebook gives every cell: its console, the helpers and a clock. */
export const CELL_GLOBALS = ['console', 'isSafe', 'printBoard', 'board', 'performance'] as const;

/**
 * Names a learner may reach for that a cell does not have, by why it does not. Each is a stand-in
 * that throws a sentence saying why (unavailable.ts) on any use, so "fetch is not a function"
 * never appears.
 */
export const EXPLAINED = {
	/** The page, and the worker's plumbing: cells run away from the page. */
	page: [
		'self',
		'window',
		'document',
		'postMessage',
		'close',
		'onmessage',
		'location',
		'navigator',
		'localStorage',
		'sessionStorage',
	],
	/** The network, the site's other storage and other threads: switched off. */
	outside: [
		'indexedDB',
		'caches',
		'fetch',
		'XMLHttpRequest',
		'WebSocket',
		'WebSocketStream',
		'WebTransport',
		'EventSource',
		'importScripts',
		'Image',
		'FontFace',
		'Worker',
		'SharedWorker',
		'BroadcastChannel',
		'MessageChannel',
	],
	/** Anything that would run after the cell's end. */
	later: ['setTimeout', 'setInterval', 'queueMicrotask', 'requestAnimationFrame'],
} as const;

/** Every explained name, whatever its reason. */
export const EXPLAINED_GLOBALS: readonly string[] = Object.values(EXPLAINED).flat();

/**
 * ses's own mark on every compartment's global object, which keeps its evaluator's scope names
 * out of reach of `with`; it holds nothing a cell could use.
 */
const SES_KEYS = ['Symbol(Symbol.unscopables)'] as const;

/** Every name a cell's global object may have as its own property (symbols as String(symbol)). */
const ALLOWED_GLOBALS: ReadonlySet<string> = new Set([
	...BUILT_IN_GLOBALS,
	...CELL_GLOBALS,
	...EXPLAINED_GLOBALS,
	...SES_KEYS,
]);

/** Whether a cell's global object may expose `name` (own, or inherited from Object.prototype). */
export function isAllowedGlobal(name: string): boolean {
	return ALLOWED_GLOBALS.has(name) || Object.prototype.hasOwnProperty.call(Object.prototype, name);
}
