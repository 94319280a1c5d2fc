import { isInputError } from '../../solver/errors.ts';
import { formatValue } from './format-value.ts';

/*
 * Where in the learner's code something happened. The runner builds the cell with `new Function`,
 * whose frames read `<anonymous>:LINE:COL` in V8 (Node and Chromium) and `> Function:LINE:COL` in
 * Firefox; the wrapper adds lines above the body, so the offset is measured once, on this engine,
 * with a probe built the same way instead of being assumed.
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

/** A frame of code built by `new Function`: its line and column in the built script. */
const FRAME = /(?:<anonymous>|> Function):(\d+):(\d+)\)?\s*$/;

/** The first position of a Function-built frame in a stack, in the built script's lines. */
function firstFrame(stack: string | undefined): SourcePosition | undefined {
	for (const text of (stack ?? '').split('\n')) {
		const match = FRAME.exec(text);
		if (match) return { line: Number(match[1]), column: Number(match[2]) };
	}
	return undefined;
}

/** What the runner puts above the learner's code: strict mode, so a misspelt name is an error. */
const PRELUDE = "'use strict';\n";

/** Builds the cell's function: the learner's code as the body, `params` in scope. */
export function compileCell(
	params: readonly string[],
	code: string,
): (...args: unknown[]) => unknown {
	return new Function(...params, PRELUDE + code) as (...args: unknown[]) => unknown;
}

/** Lines above the learner's first line in a built cell (the engine's header and the prelude). */
const OFFSET = (() => {
	const probe = compileCell([], 'return new Error().stack;') as () => string;
	return (firstFrame(probe())?.line ?? 4) - 1;
})();

/** The learner's position of the innermost learner frame in `stack`, or undefined if none is there. */
export function learnerPosition(stack: string | undefined): SourcePosition | undefined {
	const frame = firstFrame(stack);
	if (!frame || frame.line <= OFFSET) return undefined;
	return { line: frame.line - OFFSET, column: frame.column };
}

/** V8's structured stack frames, where the engine has them (Node, Chromium). */
interface CallSite {
	isEval(): boolean;
	getLineNumber(): number | null;
}
type V8Error = ErrorConstructor & {
	captureStackTrace?: (target: object, below?: (...args: never[]) => unknown) => void;
	prepareStackTrace?: (error: Error, sites: CallSite[]) => unknown;
	stackTraceLimit?: number;
};

/** The learner's line from V8's frames, without formatting a stack text (about 20 times cheaper). */
function lineFromCallSites(): number | undefined {
	const engine = Error as V8Error;
	if (typeof engine.captureStackTrace !== 'function') return undefined;
	const { prepareStackTrace, stackTraceLimit } = engine;
	const holder: { stack?: unknown } = {};
	try {
		engine.prepareStackTrace = (_, sites) => sites;
		engine.stackTraceLimit = 8; // the learner's call is a few frames down: the board, then the cell
		engine.captureStackTrace(holder, currentLearnerLine);
		const sites = holder.stack;
		if (!Array.isArray(sites)) return undefined;
		const site = (sites as CallSite[]).find((s) => s.isEval());
		const line = site?.getLineNumber();
		return line && line > OFFSET ? line - OFFSET : 0;
	} catch {
		return undefined;
	} finally {
		engine.prepareStackTrace = prepareStackTrace;
		engine.stackTraceLimit = stackTraceLimit;
	}
}

/** The learner's line at this moment (0 when not called from learner code): for the traced board. */
export function currentLearnerLine(): number {
	return lineFromCallSites() ?? learnerPosition(new Error().stack)?.line ?? 0;
}

/** A thrown value in words with the learner's line: "TypeError: … (line 4)" or "threw the value 42". */
export function describeLearnerError(error: unknown): {
	message: string;
	line?: number;
	column?: number;
} {
	if (error instanceof Error) {
		const position = learnerPosition(error.stack);
		// The board's and helpers' own errors already name the call; others keep their kind.
		const message = isInputError(error) ? error.message : `${error.name}: ${error.message}`;
		return position ? { message, ...position } : { message };
	}
	return {
		message: `threw the value ${typeof error === 'string' ? JSON.stringify(error) : formatValue(error)}`,
	};
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
