import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';
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

/** What cell code reads when it touches a switched-off name (in `words`, English unless told). */
export function lockedMessage(name: string, words: RuntimeMessages = english): string {
	if (PAGE_NAMES.has(name)) return words.locked.page(name);
	if (LATER_NAMES.has(name)) return words.locked.later(name);
	return words.locked.outside(name);
}

/**
 * A stand-in for a hidden name: using it in any way (reading a property, calling it, `new`,
 * assigning to it, even asking whether it is frozen) throws `lockedMessage(name)`, made by `error`
 * (the box passes its compartment's own Error). `typeof` still says 'function'.
 */
export function unavailable(
	name: string,
	words: RuntimeMessages = english,
	error: (message: string) => Error = (message) => new Error(message),
): unknown {
	const refuse = (): never => {
		throw error(lockedMessage(name, words));
	};
	// The target is frozen too, so nothing reaches an object that could change.
	return new Proxy(
		Object.freeze(function hidden() {}),
		{
			isExtensible: refuse,
			preventExtensions: refuse,
			setPrototypeOf: refuse,
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
		},
	);
}
