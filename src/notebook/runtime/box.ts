import 'ses';
import type { LockdownOptions } from 'ses';
import { BUILT_IN_GLOBALS, EXPLAINED_GLOBALS } from './cell-globals.ts';
import { unavailable } from './unavailable.ts';
import type { RuntimeMessages } from '../../i18n/runtime/en.ts';

/*
 * The box cell code runs in: a Hardened JavaScript compartment (the `ses` package), new for every
 * run. Its global object holds only what cell-globals.ts lists: the JavaScript built-ins, the
 * notebook's helpers and stand-ins that explain what is missing. The cell worker calls
 * `lockdown()` before any cell code runs (worker/cell.worker.ts), which freezes every built-in
 * shared with the compartment, so cell code cannot change what the checks use; tests of the
 * runner may build boxes without it. ses refuses source that contains `import(` or a direct
 * `eval(` before running any of it, and its `Function` and indirect `eval` refuse them at run
 * time too, so no code inside the box can load a module.
 */

/**
 * How the cell worker locks down. Stacks stay readable (the learner's line comes from them, and
 * there is no secret in this worker to hide); `toLocaleString` keeps its locale (the checks print
 * 15,720); the console is left alone, and ses reports nothing of its own on it.
 */
export const LOCKDOWN_OPTIONS: LockdownOptions = {
	errorTaming: 'unsafe',
	stackFiltering: 'verbose',
	localeTaming: 'unsafe',
	consoleTaming: 'unsafe',
	overrideTaming: 'moderate',
	errorTrapping: 'none',
	unhandledRejectionTrapping: 'none',
	reporting: 'none',
};

/** What the notebook puts in a cell's global scope besides the built-ins. */
export interface CellEndowments {
	console: object;
	isSafe: unknown;
	printBoard: unknown;
	board: object;
}

/** A compiled cell: call it (with its parameters, if any) to run the learner's code once. */
export type BoxedCell = (...args: unknown[]) => unknown;

/** Freezes a value deeply after lockdown (ses's `harden`), or its own properties before. */
function freeze<T>(value: T): T {
	const hardener = (globalThis as { harden?: <V>(v: V) => V }).harden;
	return typeof hardener === 'function' ? hardener(value) : Object.freeze(value);
}

/** The clock cells may read: performance.now, and nothing else of `performance`. */
const CLOCK = freeze({ now: () => performance.now() });

/** The built-ins bound as local constants around the learner's code: read at local speed. */
const LOCAL_NAMES = BUILT_IN_GLOBALS.filter(
	(name) => name !== 'globalThis' && name !== 'eval' && name !== 'undefined',
);

/**
 * The source the compartment evaluates. The learner's code is the body of a function (so a
 * top-level `return` works and its names stay its own); around it, every built-in the compartment
 * has is read once into a constant, because a free name inside a compartment is looked up through
 * ses's scope proxy, which is about thirty times slower in a hot loop.
 */
function wrap(body: string, present: readonly string[], params: readonly string[]): string {
	const locals = present.length ? `const { ${present.join(', ')} } = globalThis;` : '';
	return `(function () { ${locals} return function (${params.join(', ')}) {\n${body}\n}; })()`;
}

/** A fresh compartment with only the allowed globals, sealed so cell code cannot add any. */
function makeCompartment(endowments: CellEndowments, words?: RuntimeMessages): Compartment {
	const explained: Record<string, unknown> = {};
	for (const name of EXPLAINED_GLOBALS) explained[name] = unavailable(name, words);
	const globals = {
		...explained,
		// The worker's own Date and Math (frozen by lockdown): a compartment's would refuse
		// Date.now() and Math.random(), which a learner may fairly use.
		Date,
		Math,
		performance: CLOCK,
		console: freeze(endowments.console),
		isSafe: freeze(endowments.isSafe),
		printBoard: freeze(endowments.printBoard),
		board: freeze(endowments.board),
	};
	// ses's types say a Map; it takes a plain object of names, as its documentation shows.
	const options = {
		globals: globals as unknown as Map<string, unknown>,
		__options__: true as const,
	};
	const compartment = new Compartment(options);
	Object.freeze(compartment.globalThis);
	return compartment;
}

/**
 * Builds the learner's code as the body of a function of `params` inside a new compartment.
 * Throws the compartment's SyntaxError for code that does not parse or that ses refuses
 * (`import(`, a direct `eval(`). The stand-ins for missing names explain themselves in `words`.
 */
export function buildBoxedCell(
	body: string,
	endowments: CellEndowments,
	params: readonly string[] = [],
	words?: RuntimeMessages,
): BoxedCell {
	const compartment = makeCompartment(endowments, words);
	const global = compartment.globalThis;
	const present = LOCAL_NAMES.filter((name) => Object.prototype.hasOwnProperty.call(global, name));
	return compartment.evaluate(wrap(body, present, params)) as BoxedCell;
}
