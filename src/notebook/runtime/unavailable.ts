/*
 * What cell code meets when it reaches for something a notebook cell does not have: the page
 * (cells run in a worker), the network, the site's storage or other threads. One sentence per kind,
 * so a learner reads why, never "fetch is not a function".
 */

/** Names that belong to the page or to the worker's plumbing, not to cell code. */
const PAGE_NAMES = new Set([
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
]);

/** Names that would run code after the cell has ended. */
const LATER_NAMES = new Set([
	'setTimeout',
	'setInterval',
	'queueMicrotask',
	'requestAnimationFrame',
]);

/** What cell code reads when it touches a switched-off name. */
export function lockedMessage(name: string): string {
	if (PAGE_NAMES.has(name)) {
		return `${name} is not there in notebook cells: cell code runs away from the page. Print with console.log, or draw with printBoard.`;
	}
	if (LATER_NAMES.has(name)) {
		return `${name} is not there in notebook cells: a cell runs from top to bottom and ends, and nothing may run after it. Call the function directly.`;
	}
	return `${name} is switched off in notebook cells: cell code cannot reach the network, the site’s storage or the page.`;
}

/**
 * A stand-in for a hidden name: using it in any way (reading a property, calling it, `new`,
 * assigning to it) throws `lockedMessage(name)`. `typeof` still says 'function'.
 */
export function unavailable(name: string): unknown {
	const refuse = (): never => {
		throw new Error(lockedMessage(name));
	};
	return new Proxy(function hidden() {}, {
		get: refuse,
		set: refuse,
		has: refuse,
		apply: refuse,
		construct: refuse,
		getPrototypeOf: refuse,
		ownKeys: refuse,
		defineProperty: refuse,
		deleteProperty: refuse,
		getOwnPropertyDescriptor: refuse,
	});
}
