import { isInputError, LIMITS } from '../../solver/input/index.ts';
import { buildBoxedCell, isHelperError } from './box.ts';
import { cutErrorText, formatValue } from './format-value.ts';
import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';

/*
 * Where in the learner's code something happened. The runner builds the cell in a compartment
 * (box.ts), which evaluates it as eval code, whose frames read `<anonymous>:LINE:COL` in V8
 * (Node and Chromium) and `> eval:LINE:COL` in Firefox; the wrapper adds lines above the body, so
 * the offset is measured once, on this engine, with a probe built the same way instead of being
 * assumed.
 */

/** A position in the learner's code, both counted from 1. */
export interface SourcePosition {
	line: number;
	column: number;
}

/** What a syntax error says and where, as the page shows it (sucrase reports both). */
export interface CompileError {
	message: string;
	line: number;
	column: number;
}

/** A frame of eval code (a compartment's): its line and column in the evaluated source. */
const FRAME = /(?:<anonymous>|> eval|> Function):(\d+):(\d+)\)?\s*$/;

/** The first position of a Function-built frame in a stack, in the built script's lines. */
function firstFrame(stack: string | undefined): SourcePosition | undefined {
	for (const text of (stack ?? '').split('\n')) {
		const match = FRAME.exec(text);
		if (match) return { line: Number(match[1]), column: Number(match[2]) };
	}
	return undefined;
}

/** Lines above the learner's first line in a boxed cell (the box's wrapper). */
const OFFSET = (() => {
	const probe = buildBoxedCell('return new Error().stack;', {
		console: {},
		isSafe: undefined,
		printBoard: undefined,
		board: {},
	}) as () => string;
	return (firstFrame(probe())?.line ?? 2) - 1;
})();

/** The learner's position of the innermost learner frame in `stack`, or undefined if none is there. */
function learnerPosition(stack: string | undefined): SourcePosition | undefined {
	const frame = firstFrame(stack);
	if (!frame || frame.line <= OFFSET) return undefined;
	return { line: frame.line - OFFSET, column: frame.column };
}

/** V8's way to capture a stack without an Error (Node, Chromium). */
type V8Error = ErrorConstructor & {
	captureStackTrace?: (target: object, below?: (...args: never[]) => unknown) => void;
	stackTraceLimit?: number;
};

/**
 * Frames read first when asking for the learner's line: the helper's own frames (a traced
 * board's method, its recorder) and the learner's call that reached them. Each frame read costs
 * (ses writes every frame of a captured stack out as text), so the whole stack is read only when
 * the learner's frame is not among these.
 */
const NEAR_FRAMES = 5;

/** The learner's line in a stack of at most `frames` frames below `below`, if it is there. */
function lineWithin(engine: V8Error, frames: number, below: () => number): number | undefined {
	const limit = engine.stackTraceLimit;
	engine.stackTraceLimit = frames;
	try {
		const holder: { stack?: string } = {};
		engine.captureStackTrace!(holder, below);
		return learnerPosition(holder.stack)?.line;
	} finally {
		engine.stackTraceLimit = limit;
	}
}

/**
 * The learner's line at this moment (0 when not called from learner code): for the traced board.
 * The stack's text is read, not V8's structured frames: under ses's lockdown, swapping in a
 * `prepareStackTrace` goes through its accessor and costs about 60 µs a call, and the traced
 * board asks once per event (35,645 events for 8 queens). The nearest frames are read first.
 */
export function currentLearnerLine(): number {
	const engine = Error as V8Error;
	if (typeof engine.captureStackTrace !== 'function') {
		return learnerPosition(new Error().stack)?.line ?? 0;
	}
	const whole = engine.stackTraceLimit ?? Infinity;
	return (
		lineWithin(engine, Math.min(NEAR_FRAMES, whole), currentLearnerLine) ??
		(whole > NEAR_FRAMES ? lineWithin(engine, whole, currentLearnerLine) : undefined) ??
		0
	);
}

/** What `read` gives when it is a string; undefined when it is not one or reading it throws. */
function readText(read: () => unknown): string | undefined {
	try {
		const value = read();
		return typeof value === 'string' ? value : undefined;
	} catch {
		return undefined; // a getter or a Proxy of the learner's: the error is described without it
	}
}

/** Whether `value` is an Error, false when asking throws (a Proxy's getPrototypeOf trap). */
function isError(value: unknown): value is Error {
	try {
		return value instanceof Error;
	} catch {
		return false;
	}
}

/** A thrown value the learner's code made, as the runner describes it: never throws itself. */
function describeThrownValue(error: unknown, words: RuntimeMessages): string {
	if (typeof error === 'string') {
		const max = LIMITS.cellErrorChars.max;
		const shown = JSON.stringify(error.slice(0, max));
		return words.errors.threwValue(
			error.length <= max ? shown : words.values.longText(shown, error.length),
		);
	}
	let shown: string;
	try {
		shown = formatValue(error, words);
	} catch {
		shown = typeof error === 'object' ? '{…}' : typeof error;
	}
	return words.errors.threwValue(cutErrorText(shown, words));
}

/**
 * A thrown value in words with the learner's line: "TypeError: … (line 4)" or "threw the value 42".
 * The message is cut to LIMITS.cellErrorChars (the rest told by its length), and describing never
 * throws, whatever getters or traps the value carries.
 */
export function describeLearnerError(
	error: unknown,
	words: RuntimeMessages = english,
): {
	message: string;
	line?: number;
	column?: number;
} {
	if (!isError(error)) return { message: describeThrownValue(error, words) };
	const name = readText(() => error.name) ?? 'Error';
	const text = readText(() => error.message) ?? '';
	const stack = readText(() => error.stack);
	// The frames follow the message: skip a long message rather than split it into lines.
	const header = `${name}: ${text}`;
	const position = learnerPosition(stack?.startsWith(header) ? stack.slice(header.length) : stack);
	// The board's and helpers' own errors already name the call; others keep their kind.
	const message =
		isInputError(error) || isHelperError(error)
			? cutErrorText(text, words)
			: words.errors.engine(name.slice(0, 100), cutErrorText(text, words));
	return position ? { message, ...position } : { message };
}

/** The position of a compile error as sucrase reports it (`loc`, or "(line:col)" at the end of the message). */
export function compileErrorFrom(error: unknown): CompileError | undefined {
	if (!(error instanceof Error)) return undefined;
	const loc = (error as { loc?: { line?: unknown; column?: unknown } }).loc;
	const match = /\s*\((\d+):(\d+)\)\s*$/.exec(error.message);
	const message = error.message.replace(/\s*\(\d+:\d+\)\s*$/, '');
	if (loc && typeof loc.line === 'number' && typeof loc.column === 'number') {
		return { message, line: loc.line, column: loc.column };
	}
	if (match) return { message, line: Number(match[1]), column: Number(match[2]) };
	return undefined;
}

/** What ses refuses before running anything, and how the notebook says it. */
const REFUSALS: readonly {
	code: string;
	pattern: RegExp;
	message: keyof RuntimeMessages['errors'];
}[] = [
	{ code: 'SES_IMPORT_REJECTED', pattern: /\bimport\s*\(/, message: 'importRefused' },
	{ code: 'SES_EVAL_REJECTED', pattern: /\beval\s*\(/, message: 'evalRefused' },
	{ code: 'SES_HTML_COMMENT_REJECTED', pattern: /<!--|-->/, message: 'htmlCommentRefused' },
];

/** The 1-based line and column of the first match of `pattern` in `code`. */
function positionOf(code: string, pattern: RegExp): SourcePosition | undefined {
	const lines = code.split('\n');
	for (let i = 0; i < lines.length; i++) {
		const match = pattern.exec(lines[i]!);
		if (match) return { line: i + 1, column: match.index + 1 };
	}
	return undefined;
}

/**
 * Why the box would not build the learner's code: ses's refusals in the notebook's words with
 * the learner's line, or the engine's SyntaxError (which carries no position in V8).
 */
export function describeBuildError(
	error: unknown,
	code: string,
	words: RuntimeMessages = english,
): { message: string; line?: number; column?: number } {
	const text = error instanceof Error ? error.message : String(error);
	const refusal = REFUSALS.find((r) => text.includes(r.code));
	if (refusal) {
		const message = words.errors[refusal.message] as string;
		const where = positionOf(code, refusal.pattern);
		return where ? { message, ...where } : { message };
	}
	return { message: describeLearnerError(error, words).message };
}
