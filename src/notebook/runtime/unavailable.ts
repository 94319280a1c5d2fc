import { EXPLAINED } from './cell-globals.ts';

/*
 * What cell code meets when it reaches for something a notebook cell does not have: the page
 * (cells run in a worker), the network, the site's storage or other threads. One sentence per kind,
 * so a learner reads why, never "fetch is not a function".
 */

/** Names of the page and the worker: the page sentence. */
const PAGE_NAMES: ReadonlySet<string> = new Set(EXPLAINED.page);
/** Names that would run code later: the sentence about a cell ending. */
const LATER_NAMES: ReadonlySet<string> = new Set(EXPLAINED.later);

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
