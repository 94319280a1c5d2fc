import 'ses';
import type { LockdownOptions } from 'ses';
import { BUILT_IN_GLOBALS, EXPLAINED_GLOBALS } from './cell-globals.ts';
import { unavailable } from './unavailable.ts';
import { isInputError } from '../../solver/input/index.ts';
import type { RuntimeMessages } from '../../i18n/en/runtime.ts';

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

/** The clock cells may read: performance.now, and nothing else of `performance` (hardened per box). */
const CLOCK = { now: () => performance.now() };

/** Errors the box made in place of a helper's own: their message already names the call. */
const HELPER_ERRORS = new WeakSet<object>();

/** Whether `error` is a helper's refusal, rethrown by the box as the compartment's own Error. */
export function isHelperError(error: unknown): boolean {
	return typeof error === 'object' && error !== null && HELPER_ERRORS.has(error);
}

/** Makes an Error of the compartment's own, frozen, with a name and message. */
type BoxErrorMaker = (name: string, message: string) => Error;

/**
 * The helpers are the worker's code, and their refusals were the worker's `NQueensInputError`s,
 * whose class (made before lockdown) reached the worker's original, unfrozen `Error`. Each helper
 * error is rethrown as a new, hardened Error of the compartment, so nothing cell code catches
 * leads back out of the box. Anything else thrown (the learner's own values) passes as it is.
 */
function boxErrors(make: BoxErrorMaker): (thrown: unknown) => unknown {
	return (thrown) => {
		if (!isInputError(thrown)) return thrown;
		const error = make(thrown.name, thrown.message);
		HELPER_ERRORS.add(error);
		return error;
	};
}

/** A function that calls `fn` on `receiver` and turns its helper errors into the box's. */
function guardFunction(
	fn: (...args: unknown[]) => unknown,
	receiver: unknown,
	convert: (thrown: unknown) => unknown,
): (...args: unknown[]) => unknown {
	// A method, so it keeps the helper's name ("[function printBoard]") and has no prototype.
	const { [fn.name]: guarded } = {
		[fn.name](...args: unknown[]): unknown {
			try {
				return Reflect.apply(fn, receiver, args);
			} catch (thrown) {
				throw convert(thrown);
			}
		},
	};
	return guarded!;
}

/**
 * A helper as cell code sees it: a function guarded, or an object whose methods and getters are
 * guarded (the board, the console), built anew so no property of the worker's own object leaks.
 */
function guard<T>(value: T, convert: (thrown: unknown) => unknown): T {
	if (typeof value === 'function') {
		return guardFunction(value as (...args: unknown[]) => unknown, undefined, convert) as T;
	}
	if (typeof value !== 'object' || value === null) return value;
	const guarded: Record<PropertyKey, unknown> = {};
	for (const key of Reflect.ownKeys(value)) {
		const property = Reflect.getOwnPropertyDescriptor(value, key)!;
		if (property.get) {
			const get = guardFunction(property.get, value, convert);
			Object.defineProperty(guarded, key, { get, enumerable: property.enumerable ?? false });
		} else if (typeof property.value === 'function') {
			guarded[key] = guardFunction(
				property.value as (...args: unknown[]) => unknown,
				value,
				convert,
			);
		} else {
			guarded[key] = property.value;
		}
	}
	return guarded as T;
}

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
	// ses's types say a Map; it takes a plain object of names, as its documentation shows.
	const compartment = new Compartment({
		globals: {} as unknown as Map<string, unknown>,
		__options__: true as const,
	});
	const global = compartment.globalThis as Record<string, unknown>;
	const BoxError = global['Error'] as ErrorConstructor;
	const make: BoxErrorMaker = (name, message) => {
		const error = new BoxError(message);
		if (name !== error.name) Object.defineProperty(error, 'name', { value: name });
		return freeze(error);
	};
	const convert = boxErrors(make);
	const explained: Record<string, unknown> = {};
	for (const name of EXPLAINED_GLOBALS) {
		explained[name] = unavailable(name, words, (message) => make('Error', message));
	}
	Object.assign(global, {
		...explained,
		// The worker's own Date and Math (frozen by lockdown): a compartment's would refuse
		// Date.now() and Math.random(), which a learner may fairly use.
		Date,
		Math,
		performance: freeze(CLOCK),
		console: freeze(guard(endowments.console, convert)),
		isSafe: freeze(guard(endowments.isSafe, convert)),
		printBoard: freeze(guard(endowments.printBoard, convert)),
		board: freeze(guard(endowments.board, convert)),
	});
	Object.freeze(global);
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
