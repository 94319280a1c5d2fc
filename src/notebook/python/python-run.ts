import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';
import type { Locale } from '../../i18n/locales.ts';
import {
	fromPythonData,
	pythonChecksFor,
	runChecks,
	summarise,
	type CheckOutcome,
	type Exercise,
} from '../exercises/index.ts';
import { isInputError, LIMITS } from '../../solver/input/index.ts';
import {
	createHelpers,
	createOutput,
	boundedRun,
	createTracedBoard,
	cutErrorText,
	type BoardTrace,
	type CellRun,
	type HelperCounts,
	type OutputCaps,
	type OutputStream,
	type TracedBoard,
} from '../runtime/index.ts';
import type { PythonError } from './python-messages.ts';
import type { PreludeOutcome, RunHandlers, SealedPython } from './seal.ts';

/*
 * One run of a Python cell in a sealed interpreter (seal.ts): what it prints is captured with the
 * JavaScript cells' caps and streamed as it comes (runtime/output.ts), print_board and the traced
 * board are the JavaScript cells' own (runtime/helpers.ts, runtime/traced-board.ts), and what
 * crosses to the page is bounded the same way: error messages cut to LIMITS.cellErrorChars, a
 * returned list summarised, tracebacks cut in the middle.
 */

/** How a Python cell runs (the JavaScript runner's options that apply). */
export interface PythonRunOptions {
	boardSize?: number;
	maxEvents?: number;
	caps?: OutputCaps;
	stream?: OutputStream;
	words?: RuntimeMessages;
}

/** A Python run as the runner reports it: a cell run whose error may carry a traceback. */
type PythonCellRun = Omit<CellRun, 'error'> & { error?: PythonError };

/** Lines kept at each end of a long traceback. */
const TRACEBACK_HEAD = 12;
const TRACEBACK_TAIL = 40;

/** Bytes decoded from one write at most: past this, the output is cut anyway. */
const MAX_WRITE_BYTES = LIMITS.cellOutputChars.max * 4;

/** A traceback bounded however deep the recursion or long the message: each line cut, the middle left out. */
function cutTraceback(text: string, words: RuntimeMessages = english): string {
	const lines = text.replace(/\n$/, '').split('\n');
	const cut = lines.map((line) => cutErrorText(line, words));
	if (cut.length <= TRACEBACK_HEAD + TRACEBACK_TAIL + 1) return cut.join('\n');
	const left = cut.length - TRACEBACK_HEAD - TRACEBACK_TAIL;
	return [
		...cut.slice(0, TRACEBACK_HEAD),
		words.python.tracebackCut(left),
		...cut.slice(-TRACEBACK_TAIL),
	].join('\n');
}

/** The prelude's error as the page is sent it: message and lines cut, position kept. */
function pythonError(
	error: NonNullable<PreludeOutcome['error']>,
	words: RuntimeMessages,
): PythonError {
	const shown: PythonError = {
		kind: error.kind,
		message: cutErrorText(String(error.message), words),
		traceback: cutTraceback(String(error.traceback), words),
	};
	if (Number.isInteger(error.line)) shown.line = error.line!;
	if (Number.isInteger(error.column)) shown.column = error.column!;
	return shown;
}

/** Why the interpreter itself stopped, in the run's words. */
function interpreterStopped(thrown: unknown, words: RuntimeMessages): PythonError {
	const text = thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
	const exit = /exit\((-?\d+)\)/.exec(text);
	const detail =
		thrown instanceof RangeError
			? words.python.stackRanOut
			: exit
				? words.python.exited(exit[1]!)
				: text;
	return { kind: 'thrown', message: cutErrorText(words.python.stopped(detail), words) };
}

/** Printed bytes, line by line, into the output: what one stream has written and not ended yet. */
function lineWriter(
	push: (text: string) => void,
	open: () => boolean,
): { write(bytes: Uint8Array): number; end(): void } {
	const decoder = new TextDecoder();
	let pending = '';
	return {
		write(bytes) {
			if (!open()) return bytes.length;
			const text = decoder.decode(bytes.subarray(0, MAX_WRITE_BYTES), { stream: true });
			const lines = (pending + text).split('\n');
			pending = lines.pop()!;
			for (const line of lines) push(line);
			// A line with no end yet, longer than the output can hold: the output is cut at it.
			if (pending.length > LIMITS.cellOutputChars.max) {
				push(pending);
				pending = '';
			}
			return bytes.length;
		},
		end() {
			const rest = pending + decoder.decode();
			pending = '';
			if (rest && open()) push(rest);
		},
	};
}

/** Most characters one replayed step takes as JSON: `["c", 11, 11, 100001], `. */
const REPLAY_STEP_CHARS = 32;

/** The traced board's method for each kind of step the prelude traces from is_safe's search. */
const STEP_METHODS = { c: 'isSafe', p: 'place', r: 'remove', s: 'solution' } as const;

/**
 * Drives the traced board with the steps the prelude saw is_safe's search take (seal.ts's
 * `replay`): a new board of their size, then each step with its line. Anything that is not such a
 * list (Python code can call the bridge too) leaves the board as it was, or stops at the step
 * the board refuses: the replay is for display, and nothing here throws into the run.
 */
function replaySteps(
	text: string,
	board: TracedBoard,
	setLine: (line: number) => void,
): { cut: boolean } | undefined {
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		return undefined;
	}
	if (!Array.isArray(parsed) || !Array.isArray(parsed[1])) return undefined;
	const [n, steps, cut] = parsed as [unknown, unknown[], unknown];
	try {
		board.start(n as number);
	} catch (error) {
		if (!isInputError(error)) throw error;
		return undefined;
	}
	const replayed = { cut: cut === true };
	try {
		for (const step of steps) {
			if (!Array.isArray(step)) return replayed;
			const [kind, row, col, line] = step as unknown[];
			const method = Object.hasOwn(STEP_METHODS, String(kind))
				? STEP_METHODS[String(kind) as keyof typeof STEP_METHODS]
				: undefined;
			if (!method) return replayed;
			setLine(Number.isInteger(line) ? (line as number) : 0);
			if (method === 'solution') board.solution();
			else board[method](row as number, col as number);
		}
	} catch (error) {
		if (!isInputError(error)) throw error;
	}
	return replayed;
}

/** A run, and what the exercise checks will need of it. */
export interface PythonExecution {
	run: PythonCellRun;
	/** What the run's output is; the checks close it. */
	out: ReturnType<typeof createOutput>;
	/** Whether the interpreter still works (it does unless the code ended or broke it). */
	alive: boolean;
}

/** Runs a Python cell in `sealed`, with the helpers, a traced board and captured output. */
export function executePython(
	sealed: SealedPython,
	code: string,
	options: PythonRunOptions = {},
): PythonExecution {
	const start = performance.now();
	const words = options.words ?? english;
	const out = createOutput(options.caps, options.stream, words);
	const boards: number[][] = [];
	const { helpers } = createHelpers(
		(text, columns) => {
			if (out.push('board', text, columns)) boards.push(columns);
		},
		words,
		out.open,
	);
	let line = 0;
	// Whether the board was driven by the prelude's trace of is_safe's search, and whether it was cut.
	let derived: { cut: boolean } | undefined;
	const traced = createTracedBoard(options.boardSize ?? 8, {
		lineOf: () => line,
		...(options.maxEvents === undefined ? {} : { maxEvents: options.maxEvents }),
		words,
	});
	const writers = {
		out: lineWriter((text) => out.push('log', text), out.open),
		err: lineWriter((text) => out.push('error', text), out.open),
	};
	const methods: Record<string, (...args: never[]) => unknown> = {
		start: traced.board.start,
		isSafe: traced.board.isSafe,
		place: traced.board.place,
		remove: traced.board.remove,
		solution: traced.board.solution,
	};
	const traceCap = options.maxEvents ?? LIMITS.traceEvents.max;
	const handlers: RunHandlers = {
		words,
		write: (stream, bytes) => writers[stream].write(bytes),
		draw(columns) {
			try {
				helpers.printBoard(columns);
			} catch (error) {
				if (!isInputError(error)) throw error;
			}
		},
		board(method, at, args) {
			const call = Object.hasOwn(methods, method) ? methods[method] : undefined;
			if (!call) return `board.${method} is not a method of the board.`;
			line = at;
			try {
				return (call as (...a: unknown[]) => unknown)(...args);
			} catch (error) {
				if (!isInputError(error)) throw error;
				return error.message.replace('board.isSafe(', 'board.is_safe(');
			}
		},
		boardRead: (what) =>
			what === 'n' ? traced.board.n : what === 'columns' ? traced.board.columns.join(',') : '',
		replay(text) {
			// Longer than the steps the prelude keeps could write: not its replay, and not parsed.
			if (text.length > (traceCap + 2) * REPLAY_STEP_CHARS) return;
			derived = replaySteps(text, traced.board, (at) => (line = at));
		},
		traceCap,
	};
	let outcome: PreludeOutcome = {};
	let alive = true;
	let error: PythonError | undefined;
	try {
		outcome = sealed.run(code, handlers);
	} catch (thrown) {
		alive = false;
		error = interpreterStopped(thrown, words);
	}
	writers.out.end();
	writers.err.end();
	if (outcome.error) error = pythonError(outcome.error, words);
	const run: PythonCellRun = { output: out.lines, outputCut: false, boards, ms: 0 };
	if (outcome.long) {
		const [kind, length, first] = outcome.long;
		run.returned = words.python.longList(kind, length, 16, first);
	} else if (outcome.returned !== undefined) {
		run.returned =
			outcome.cut === undefined
				? outcome.returned
				: words.values.longText(outcome.returned, outcome.cut);
	}
	if (outcome.board) {
		run.returnedBoard = outcome.board;
		boards.push([...outcome.board]);
	}
	if (traced.used()) {
		const trace: BoardTrace = traced.finish(!error);
		run.trace = derived ? { ...trace, cut: trace.cut || derived.cut, derived: true } : trace;
	}
	if (error) run.error = error;
	run.outputCut = out.cut();
	out.flush();
	run.ms = performance.now() - start;
	return { run: boundedRun(run, words), out, alive };
}

/**
 * What Python defines where an exercise asks JavaScript for a function that makes an object with
 * methods: exercise 5's createOccupancyCheck(n) is the class OccupancyCheck, called with n.
 */
const PYTHON_CLASSES: Readonly<Record<string, string>> = { createOccupancyCheck: 'OccupancyCheck' };

/** An exercise's function as Python names it: firstSolution → first_solution. */
function pythonName(name: string): string {
	return PYTHON_CLASSES[name] ?? name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * The methods the checks call on an exercise's answer, by exercise: the checks' name, Python's,
 * and whether the answer is read (as Python's truth of it, true or false) or left in Python.
 */
const METHODS: Readonly<Record<string, readonly (readonly [string, string, boolean])[]>> = {
	'occupancy-check': [
		['isSafe', 'is_safe', true],
		['place', 'place', false],
		['remove', 'remove', false],
	],
};

/** What the learner's Python function raised during a check, with the learner's line. */
class PythonCallError extends Error {
	override name = 'PythonCallError';
	readonly line: number | undefined;
	readonly column: number | undefined;
	constructor(message: string, line?: number, column?: number) {
		super(message);
		this.line = line;
		this.column = column;
	}
}

/** How an exercise's checks run (the runner's options, and the clock and listeners the checks take). */
export interface PythonExerciseOptions extends PythonRunOptions {
	locale?: Locale;
	now?: () => number;
	onCheckStart?: (name: string, index: number) => void;
	onCheck?: (outcome: CheckOutcome, index: number) => void;
}

/** A Python run together with the verdicts of an exercise's hidden checks. */
export interface PythonExerciseRun {
	run: PythonCellRun;
	checks: CheckOutcome[];
	summary: string;
}

/**
 * Runs the learner's Python, finds the function the exercise asks for (in snake_case), and runs
 * the exercise's checks on it: the JavaScript checks, unchanged, calling the Python function with
 * plain arguments and reading its answers as plain data (the prelude's `_call_for_check`). is_safe's calls
 * are counted and recorded by the bridge, in JavaScript (seal.ts), where Python cannot write.
 */
export function runPythonExercise(
	sealed: SealedPython,
	exercise: Exercise,
	code: string,
	options: PythonExerciseOptions = {},
): PythonExerciseRun {
	const words = options.words ?? english;
	const { run, out, alive } = executePython(sealed, code, options);
	const name = pythonName(exercise.functionName);
	if (run.error || !alive) {
		const where = run.error?.line ? words.where(run.error.line) : '';
		return { run, checks: [], summary: words.run.checksAfterError(where) };
	}
	const fn = sealed.defined(name);
	if (!fn) {
		const missing = Object.values(PYTHON_CLASSES).includes(name)
			? words.python.noClass(name)
			: words.run.noFunction(name);
		return { run, checks: [], summary: missing };
	}
	out.close(); // the checks call the function many times: their prints would drown the cell's own
	// is_safe's count and record, kept by the bridge in JavaScript (seal.ts), as a JavaScript cell's.
	const counts: HelperCounts = sealed.counts;
	counts.counting = true;
	const methods = Object.hasOwn(METHODS, exercise.id) ? METHODS[exercise.id]! : [];
	const raised = ({ message, line, column }: { message: string; line?: number; column?: number }) =>
		new PythonCallError(message, line, column);
	/**
	 * An object kept in Python, as the checks hold it: a frozen object of the methods it has, each
	 * calling it with two whole numbers and answering true, false or undefined.
	 */
	const held = (index: number, has: readonly string[]): Readonly<Record<string, unknown>> => {
		const made: Record<string, (row: unknown, col: unknown) => unknown> = {};
		for (const [checks, python, truth] of methods) {
			if (!has.includes(python)) continue;
			made[checks] = (row, col) => {
				const reply = sealed.callMethod(index, python, Number(row), Number(col), truth);
				if ('error' in reply) throw raised(reply.error);
				return reply.value;
			};
		}
		return Object.freeze(made);
	};
	const learner = (...args: unknown[]): unknown => {
		const answer = sealed.call(
			fn,
			args,
			methods.map(([, python]) => python),
		);
		if ('error' in answer) throw raised(answer.error);
		if ('object' in answer) return held(answer.object, answer.methods);
		return fromPythonData(answer.value);
	};
	const describe = (error: unknown) =>
		error instanceof PythonCallError
			? `${cutErrorText(error.message, words)}${words.where(error.line, error.column)}`
			: cutErrorText(String(error), words);
	const { onCheckStart, onCheck } = options;
	// Exercise 3 and the challenge check the sizes Python reaches, timed against the book's plain
	// search in Python (python-count-checks.ts); the other exercises, the JavaScript checks as they are.
	const pythonChecks =
		pythonChecksFor(exercise.id, (n) => sealed.countPlainly(n)) ?? exercise.checks;
	// The checks name the learner's code as Python writes it (is_safe, None: code-names.ts).
	const checks = runChecks(pythonChecks, learner, counts, {
		describe,
		language: 'python',
		...(options.locale ? { locale: options.locale } : {}),
		...(options.now ? { now: options.now } : {}),
		...(onCheckStart ? { onStart: onCheckStart } : {}),
		...(onCheck ? { onEnd: onCheck } : {}),
	});
	return { run, checks, summary: summarise(checks, options.locale) };
}
