import type { PyodideAPI } from 'pyodide';
import type { PyCallable, PyProxy } from 'pyodide/ffi';
import { LIMITS } from '../../solver/input/index.ts';
import { lineBetween } from '../../solver/board/index.ts';
import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';
import {
	boundedBoard,
	boundedPosition,
	boundedText,
	freshCounts,
	recordCall,
	RETURNED_CHARS,
	wholeNumber,
	type HelperCounts,
} from '../runtime/index.ts';
import { PLAIN_SEARCH_PYTHON, PRELUDE, PRELUDE_FILE, REFUSED_MODULES } from './prelude.ts';

/*
 * A new interpreter made ready for learner code, once, before the first run (and before the
 * realm's walls go up, walls.ts): the modules that reach JavaScript are unregistered, the prelude
 * (prelude.py) refuses them by name, and the helpers are defined. The prelude reaches the worker
 * only through the bridge below: six functions with no prototype, which forward to the handlers
 * of the run under way (python-run.ts).
 *
 * Nothing the checks decide by is kept in the interpreter, whose objects and memory the learner's
 * code can write: is_safe's count and its record of calls are the bridge's `is_safe`, JavaScript
 * that the prelude's is_safe calls once a call, here. Everything Python hands back (a run's
 * outcome, a call's answer, an error's place, a helper's arguments) is hostile data, read with
 * runtime/hostile.ts's readers before it is used.
 */

/** Most items of a returned list shown whole; past it, a summary (format-value.ts's MAX_ITEMS). */
const RETURNED_ITEMS = 100;

/** Longest text read of anything Python hands back, before it is cut again for its use. */
const CROSSING_CHARS = 100_000;

/** Most methods an object kept in Python is told to have (the checks ask for three). */
const MOST_METHODS = 8;

/** What one run does with what the prelude hands the worker. */
export interface RunHandlers {
	/** The run's words (the prelude's messages come from them). */
	words: RuntimeMessages;
	/** Bytes written to stdout or stderr; returns how many were taken (all of them). */
	write(stream: 'out' | 'err', bytes: Uint8Array): number;
	/** print_board's board, already checked by the prelude. */
	draw(columns: number[]): void;
	/** A call of the traced board: its answer, or a string for a mistake (the prelude raises it). */
	board(method: string, line: number, args: unknown[]): unknown;
	/** board.n, or board.columns as text ("0,4,-1"). */
	boardRead(what: string): unknown;
	/**
	 * The search is_safe saw, at the run's end, as JSON text: `[n, [[kind, row, col, line], …], cut]`,
	 * kind `c` (is_safe's check), `p` (a queen put down), `r` (taken back) or `s` (a solution);
	 * `cut` when the prelude stopped watching before the run's end.
	 */
	replay(text: string): void;
	/** Most board steps the prelude traces from is_safe's search (none when 0 or absent). */
	traceCap?: number;
}

/** What the prelude's runner reports of one run, as plain data (the JSON it wrote). */
export interface PreludeOutcome {
	returned?: string;
	/** A long returned list: its kind, its length and its first items' text, with an ellipsis. */
	long?: ['list' | 'tuple', number, string];
	/** The returned text's whole length, when it was cut. */
	cut?: number;
	board?: number[];
	error?: {
		kind: 'syntax' | 'thrown';
		message: string;
		traceback: string;
		line?: number;
		column?: number;
	};
}

/** A sealed interpreter: it runs cells, one after another, each in a new namespace. */
export interface SealedPython {
	/** Runs `source` with `handlers`; throws only when the interpreter itself fails. */
	run(source: string, handlers: RunHandlers): PreludeOutcome;
	/**
	 * is_safe's count and record of calls (runtime/helpers.ts), kept here in JavaScript by the
	 * bridge's is_safe: the checks read it and set its `counting`, as a JavaScript cell's.
	 */
	counts: HelperCounts;
	/** The function the last run defined under `name` at its top level, if any. */
	defined(name: string): PyCallable | undefined;
	/**
	 * Calls `fn` with plain arguments: its answer as plain data, or the error it raised. With
	 * `methods` (Python names), an answer that is not plain data stays in Python, and the outcome
	 * names it by a number, with the methods it has (callMethod calls them).
	 */
	call(fn: PyCallable, args: unknown[], methods?: readonly string[]): CallOutcome;
	/**
	 * Calls method `name` of the object `call` named `index`, with two whole numbers: its answer
	 * as true or false when `truth` (Python's truth of it), otherwise undefined; or what it raised.
	 * Nothing else crosses: an answer of another kind is an error.
	 */
	callMethod(
		index: number,
		name: string,
		row: number,
		col: number,
		truth: boolean,
	): { value: boolean | undefined } | { error: NonNullable<PreludeOutcome['error']> };
	/**
	 * The book's plain search in Python (plain-search.ts), compiled with the prelude in a scope of
	 * its own: the count of n queens, which the count checks time beside the learner's.
	 */
	countPlainly(n: number): number;
}

/**
 * What a call for the checks gave: an answer, an object kept in Python (its number, the methods
 * asked for that it has, its repr cut short), or the prelude's account of what it raised.
 */
type CallOutcome =
	| { value: unknown }
	| { object: number; methods: string[]; shown: string }
	| { error: NonNullable<PreludeOutcome['error']> };

/** A words entry by its dotted path ("helpers.rowsMissing"), called with `args` if it is a function. */
function say(words: RuntimeMessages, key: unknown, args: unknown[]): string {
	let entry: unknown = words;
	for (const part of String(key).split('.')) {
		if (typeof entry !== 'object' || entry === null || !Object.hasOwn(entry, part)) {
			return String(key);
		}
		entry = (entry as Record<string, unknown>)[part];
	}
	if (typeof entry === 'string') return entry;
	if (typeof entry === 'function') return String((entry as (...a: unknown[]) => unknown)(...args));
	return String(key);
}

/** An error as the prelude describes it, read as hostile data: typed, cut, its place checked. */
function readError(value: unknown): NonNullable<PreludeOutcome['error']> {
	const error = (typeof value === 'object' && value !== null ? value : {}) as Record<
		string,
		unknown
	>;
	return {
		kind: error.kind === 'syntax' ? 'syntax' : 'thrown',
		message: boundedText(error.message, CROSSING_CHARS) ?? '',
		traceback: boundedText(error.traceback, CROSSING_CHARS) ?? '',
		...boundedPosition(error.line, error.column),
	};
}

/** JSON text from Python, parsed; undefined when it is not JSON. */
function parsed(text: unknown): unknown {
	try {
		return JSON.parse(String(text)) as unknown;
	} catch {
		return undefined;
	}
}

/** The error a method call reported, as JSON text; undefined when the text is not that. */
function safeError(text: string): NonNullable<PreludeOutcome['error']> | undefined {
	const told = parsed(text) as { error?: unknown } | undefined;
	if (typeof told !== 'object' || told === null) return undefined;
	if (typeof told.error !== 'object' || told.error === null) return undefined;
	return readError(told.error);
}

/**
 * A run's outcome as the prelude wrote it, read as hostile data: a returned text cut to
 * RETURNED_CHARS (its whole length kept, as `cut`), a long list's kind, length and first items,
 * a board of whole numbers, an error read by readError. Anything else is left out.
 */
function readOutcome(value: unknown): PreludeOutcome {
	if (typeof value !== 'object' || value === null) return {};
	const told = value as Record<string, unknown>;
	const outcome: PreludeOutcome = {};
	const returned = boundedText(told.returned, CROSSING_CHARS);
	if (returned !== undefined) {
		const cut = wholeNumber(told.cut, returned.length, Number.MAX_SAFE_INTEGER);
		outcome.returned = returned.slice(0, RETURNED_CHARS);
		if (cut !== undefined || returned.length > RETURNED_CHARS) {
			outcome.cut = cut ?? returned.length;
		}
	}
	if (Array.isArray(told.long)) {
		const [kind, length, first] = told.long as unknown[];
		const items = wholeNumber(length, 0, Number.MAX_SAFE_INTEGER);
		const shown = boundedText(first, RETURNED_CHARS);
		if ((kind === 'list' || kind === 'tuple') && items !== undefined && shown !== undefined) {
			outcome.long = [kind, items, shown];
		}
	}
	const board = boundedBoard(told.board);
	if (board) outcome.board = board;
	if (told.error !== undefined) outcome.error = readError(told.error);
	return outcome;
}

/** What a call for the checks gave, read as hostile data (a prelude Python code rewrote may say anything). */
function readCall(value: unknown, words: RuntimeMessages): CallOutcome {
	const told = (typeof value === 'object' && value !== null ? value : {}) as Record<
		string,
		unknown
	>;
	if ('error' in told) return { error: readError(told.error) };
	if ('object' in told) {
		const index = wholeNumber(told.object, 0, Number.MAX_SAFE_INTEGER);
		const methods = Array.isArray(told.methods) ? (told.methods as unknown[]) : [];
		if (index !== undefined) {
			return {
				object: index,
				methods: methods
					.slice(0, MOST_METHODS)
					.map((name) => boundedText(name, 40))
					.filter((name) => name !== undefined),
				shown: boundedText(told.shown, 80) ?? '',
			};
		}
	}
	if ('value' in told) return { value: told.value };
	const message = say(words, 'python.notPlain', [typeof value]);
	return { error: { kind: 'thrown', message, traceback: '' } };
}

/**
 * Arguments Python passed to a bridge function, as JavaScript may hold them: numbers, strings
 * (cut), true, false and undefined as they are; a proxy of a Python object destroyed and named
 * by its type; anything else by its kind. Nothing of Python is kept past the call.
 */
function crossing(args: readonly unknown[]): unknown[] {
	return args.map((arg) => {
		if (isProxy(arg)) {
			const kind = boundedText(String(arg.type), 40) ?? 'object';
			arg.destroy();
			return `<${kind}>`;
		}
		if (typeof arg === 'string') return boundedText(arg, 2_000);
		if (typeof arg === 'number' || typeof arg === 'boolean' || arg === undefined) return arg;
		return `<${typeof arg}>`;
	});
}

/**
 * The bridge's is_safe: counts every call in `counts`, and for a call the prelude let through
 * (`have` entries in columns, the square, then columns[:row]) checks each argument again, records
 * the call and answers true or false by the solver's rule. A call it refuses (only code that
 * bypassed the prelude's checks makes one) is answered with the sentence why.
 */
function askIsSafe(
	counts: HelperCounts,
	args: unknown[],
	words: RuntimeMessages,
): boolean | string {
	if (counts.counting) counts.isSafe++;
	const count = args.length;
	if (count === 0) return false; // a call the prelude refused: counted, nothing more
	// Each argument checked once; any that is not a number (a proxy destroyed) refuses the call.
	for (let i = 0; i < count; i++) {
		if (typeof args[i] !== 'number') return refusedCall(crossing(args), words);
	}
	const [have, row, col] = args as number[];
	const at = wholeNumber(row, 0, Number.MAX_SAFE_INTEGER);
	const square = wholeNumber(col, 0, Number.MAX_SAFE_INTEGER);
	const length = wholeNumber(have, 0, Number.MAX_SAFE_INTEGER);
	if (at === undefined || square === undefined || length === undefined || length < at) {
		return refusedCall(args, words);
	}
	if (count !== at + 3) return refusedCall(args, words);
	let safe = true;
	for (let r = 0; r < at; r++) {
		const c = args[r + 3] as number;
		if (!Number.isSafeInteger(c) || c < 0) return refusedCall(args, words);
		// The solver's rules (board.ts): the same column or either diagonal.
		if (safe && lineBetween(r, c, at, square)) safe = false;
	}
	if (counts.counting) recordCall(counts, length, at, square, (r) => args[r + 3] as number);
	return safe;
}

/** Why the bridge's is_safe refused a call (`have`, row, col, then the queens), in `words`. */
function refusedCall(args: readonly unknown[], words: RuntimeMessages): string {
	const [have, row, col] = args;
	const why = (): string => {
		if (wholeNumber(row, 0, Number.MAX_SAFE_INTEGER) === undefined)
			return words.helpers.rowNotWhole;
		if (wholeNumber(col, 0, Number.MAX_SAFE_INTEGER) === undefined) {
			return words.helpers.columnNotWhole;
		}
		const queens = args.slice(3);
		const at = row as number;
		if (wholeNumber(have, at, Number.MAX_SAFE_INTEGER) === undefined || queens.length !== at) {
			return words.helpers.rowsMissing(queens.length, at);
		}
		const r = queens.findIndex((c) => wholeNumber(c, 0, Number.MAX_SAFE_INTEGER) === undefined);
		return words.helpers.notAColumn(r, String(queens[r]));
	};
	return words.helpers.call(`is_safe(columns, ${String(row)}, ${String(col)})`, why());
}

/** Whether a value is one of Pyodide's proxies of a Python object. */
function isProxy(value: unknown): value is PyProxy {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof (value as { destroy?: unknown }).destroy === 'function'
	);
}

/** A function Python may call that leads nowhere: no prototype, so no `constructor` to climb. */
function bare<F extends (...args: never[]) => unknown>(fn: F): F {
	Object.setPrototypeOf(fn, null);
	return Object.freeze(fn);
}

/** How to seal: with every refusal, unless a test leaves them out to show what they stop. */
export interface SealOptions {
	refuse?: boolean;
}

/**
 * Seals a freshly loaded interpreter: unregisters the `js` and `pyodide_js` modules, runs the
 * prelude, and hands it the bridge. Call it once, before the realm's walls and before any cell.
 */
export function sealInterpreter(pyodide: PyodideAPI, options: SealOptions = {}): SealedPython {
	const refuse = options.refuse !== false;
	let current: RunHandlers | undefined;
	const handlers = (): RunHandlers => {
		if (!current) throw new Error('No run is under way.');
		return current;
	};
	const writer = (stream: 'out' | 'err') => ({
		write: (bytes: Uint8Array) => (current ? current.write(stream, bytes) : bytes.length),
		isatty: false,
	});
	pyodide.setStdout(writer('out'));
	pyodide.setStderr(writer('err'));
	// No input: input() reads the end of its file at once.
	pyodide.setStdin({ stdin: () => null });
	for (const name of refuse ? ['js', 'pyodide_js'] : []) {
		try {
			pyodide.unregisterJsModule(name);
		} catch {
			// not registered in this version
		}
	}
	const counts = freshCounts();
	const wordsNow = () => current?.words ?? english;
	const bridge = Object.freeze(
		Object.assign(Object.create(null) as object, {
			say: bare((key: unknown, ...args: unknown[]) =>
				say(wordsNow(), boundedText(key, 80) ?? '', crossing(args)),
			),
			draw: bare((...columns: unknown[]) => {
				// More rows than a board may have: the prelude refuses them, so only other code sends them.
				if (columns.length > LIMITS.cellBoard.max) return;
				handlers().draw(crossing(columns).map((c) => (typeof c === 'number' ? c : Number.NaN)));
			}),
			board: bare((method: unknown, line: unknown, ...args: unknown[]) =>
				handlers().board(
					boundedText(method, 40) ?? '',
					wholeNumber(line, 0, Number.MAX_SAFE_INTEGER) ?? 0,
					crossing(args.slice(0, 2)),
				),
			),
			board_read: bare((what: unknown) => handlers().boardRead(boundedText(what, 40) ?? '')),
			replay: bare((text: unknown) => {
				handlers().replay(typeof text === 'string' ? text : '');
			}),
			is_safe: bare((...args: unknown[]) => askIsSafe(counts, crossing(args), wordsNow())),
		}),
	);
	const scope = pyodide.toPy({}) as PyProxy & { get(name: string): PyCallable };
	pyodide.runPython(PRELUDE, { globals: scope, filename: PRELUDE_FILE });
	const seal = scope.get('_seal');
	const limits = {
		board: LIMITS.cellBoard.max,
		items: RETURNED_ITEMS,
		returnedChars: RETURNED_CHARS,
		traceSize: LIMITS.tracePlayer.max,
	};
	seal(bridge, JSON.stringify(refuse ? REFUSED_MODULES : {}), JSON.stringify(limits), refuse);
	seal.destroy();
	const run = scope.get('_run');
	const defined = scope.get('_defined');
	const callPlain = scope.get('_call_for_check');
	const plainScope = pyodide.toPy({}) as PyProxy & { get(name: string): PyCallable };
	pyodide.runPython(PLAIN_SEARCH_PYTHON, { globals: plainScope, filename: PRELUDE_FILE });
	const countPlainly = plainScope.get('count_plainly');
	const callHeld = scope.get('_call_method');
	// While the checks time a call (counts.counting false), is_safe counts nothing: the prelude
	// answers it without the bridge's cost. Setting the prelude's flag from Python instead can
	// only keep calls off the record, never put one on it.
	const setQuiet = scope.get('_set_quiet');
	let counting = counts.counting;
	Object.defineProperty(counts, 'counting', {
		get: () => counting,
		set(value: boolean) {
			counting = value;
			setQuiet(!value);
		},
		enumerable: true,
	});
	return {
		run(source, runHandlers) {
			current = runHandlers;
			try {
				const cap = runHandlers.traceCap ?? 0;
				return readOutcome(parsed(run(source, cap)));
			} finally {
				current = runHandlers; // the checks still call the helpers after the cell's end
			}
		},
		counts,
		defined(name) {
			const found = defined(name) as PyCallable | undefined;
			return found ?? undefined;
		},
		call(fn, args, methods = []) {
			const text: unknown = callPlain(fn, JSON.stringify(args), methods.join(','));
			return readCall(parsed(text), wordsNow());
		},
		callMethod(index, name, row, col, truth) {
			const answer: unknown = callHeld(index, name, row, col, truth);
			if (typeof answer === 'boolean' || answer === undefined) return { value: answer };
			if (typeof answer === 'string') {
				const told = safeError(answer);
				if (told) return { error: told };
			}
			// Only a prelude that Python code rewrote answers otherwise: nothing of it crosses.
			const kind = isProxy(answer) ? String(answer.type) : typeof answer;
			if (isProxy(answer)) answer.destroy();
			const message = say(wordsNow(), 'python.notPlain', [boundedText(kind, 40) ?? 'object']);
			return { error: { kind: 'thrown', message, traceback: '' } };
		},
		countPlainly(n) {
			const [count] = crossing([countPlainly(n)]);
			return typeof count === 'number' ? count : Number.NaN;
		},
	};
}
