import type { PyodideAPI } from 'pyodide';
import type { PyCallable, PyProxy } from 'pyodide/ffi';
import { LIMITS } from '../../solver/input/index.ts';
import type { RuntimeMessages } from '../../i18n/en/runtime.ts';
import { PRELUDE, PRELUDE_FILE, REFUSED_MODULES } from './prelude.ts';
import { PLAIN_SEARCH_PYTHON } from '../exercises/index.ts';

/*
 * A new interpreter made ready for learner code, once, before the first run (and before the
 * realm's walls go up, walls.ts): the modules that reach JavaScript are unregistered, the prelude
 * (prelude.ts) refuses them by name, and the helpers are defined. The prelude reaches the worker
 * only through the bridge below: five functions with no prototype, which forward to the handlers
 * of the run under way (python-run.ts).
 */

/** Most items of a returned list shown whole; past it, a summary (format-value.ts's MAX_ITEMS). */
const RETURNED_ITEMS = 100;

/** Longest text of a returned value the page is sent (format-value.ts's MAX_RETURNED_CHARS). */
const RETURNED_CHARS = 10_000;

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
	/** How many times is_safe was called so far (a counter Python code can only advance). */
	isSafeCalls(): number;
	/** The longest columns is_safe was given, and the last square it was asked about. */
	isSafeSeen(): { longest: number; last?: { row: number; col: number } };
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
	/** Forgets what is_safe saw (not its count): before each call the checks make. */
	forgetSeen(): void;
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

/** The error a method call reported, as JSON text; undefined when the text is not that. */
function safeError(text: string): NonNullable<PreludeOutcome['error']> | undefined {
	try {
		const { error } = JSON.parse(text) as { error?: Record<string, unknown> };
		if (typeof error !== 'object' || error === null) return undefined;
		const told: NonNullable<PreludeOutcome['error']> = {
			kind: 'thrown',
			message: String(error.message),
			traceback: String(error.traceback ?? ''),
		};
		if (Number.isInteger(error.line)) told.line = error.line as number;
		if (Number.isInteger(error.column)) told.column = error.column as number;
		return told;
	} catch {
		return undefined;
	}
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
	const bridge = Object.freeze(
		Object.assign(Object.create(null) as object, {
			say: bare((key: unknown, ...args: unknown[]) => say(handlers().words, key, args)),
			draw: bare((...columns: unknown[]) => {
				handlers().draw(columns.map(Number));
			}),
			board: bare((method: unknown, line: unknown, ...args: unknown[]) =>
				handlers().board(String(method), Number(line) || 0, args),
			),
			board_read: bare((what: unknown) => handlers().boardRead(String(what))),
			replay: bare((text: unknown) => {
				handlers().replay(String(text));
			}),
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
	const seenNow = scope.get('_seen_now');
	const forget = scope.get('_forget_seen');
	const callPlain = scope.get('_call_for_check');
	const plainScope = pyodide.toPy({}) as PyProxy & { get(name: string): PyCallable };
	pyodide.runPython(PLAIN_SEARCH_PYTHON, { globals: plainScope, filename: PRELUDE_FILE });
	const countPlainly = plainScope.get('count_plainly');
	const callHeld = scope.get('_call_method');
	// The original counter object: rebinding _calls in Python changes nothing read here.
	const calls = scope.get('_calls') as unknown as PyProxy;
	return {
		run(source, runHandlers) {
			current = runHandlers;
			try {
				const cap = runHandlers.traceCap ?? 0;
				return JSON.parse(String(run(source, cap))) as PreludeOutcome;
			} finally {
				current = runHandlers; // the checks still call the helpers after the cell's end
			}
		},
		isSafeCalls() {
			// repr of itertools.count is "count(12)": read through the type's own repr, which Python cannot change.
			const match = /^count\((\d+)\)$/.exec(calls.toString());
			return match ? Number(match[1]) : 0;
		},
		isSafeSeen() {
			const [longest, row, col] = JSON.parse(String(seenNow())) as [number, number, number];
			return row < 0 ? { longest } : { longest, last: { row, col } };
		},
		defined(name) {
			const found = defined(name) as PyCallable | undefined;
			return found ?? undefined;
		},
		call(fn, args, methods = []) {
			const text = String(callPlain(fn, JSON.stringify(args), methods.join(',')));
			return JSON.parse(text) as CallOutcome;
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
			const message = say(handlers().words, 'python.notPlain', [kind]);
			return { error: { kind: 'thrown', message, traceback: '' } };
		},
		forgetSeen() {
			forget();
		},
		countPlainly(n) {
			return Number(countPlainly(n));
		},
	};
}
