import {
	runChecks,
	summarise,
	type CheckOutcome,
	type LearnerFunction,
} from '../exercises/check-kit.ts';
import type { Exercise } from '../exercises/exercises.ts';
import { formatValue } from './format-value.ts';
import { createHelpers } from './helpers.ts';
import { compileCell, currentLearnerLine, describeLearnerError } from './learner-line.ts';
import { createOutput, type OutputCaps, type OutputLine } from './output.ts';
import { createTracedBoard, type BoardTrace } from './traced-board.ts';
import { unavailable } from './unavailable.ts';

/*
 * Runs a cell's already-compiled JavaScript (the page compiles TypeScript with sucrase) inside the
 * cell's worker. The worker is the real isolation and its time limit stops endless loops; the
 * parameters below only keep the usual worker globals out of casual reach, each with a sentence.
 */

/** Worker globals hidden from cell code (each passed as a stand-in that says why). */
const SHADOWED = [
	'self',
	'globalThis',
	'window',
	'document',
	'postMessage',
	'importScripts',
	'close',
	'onmessage',
	'fetch',
	'XMLHttpRequest',
	'WebSocket',
	'Worker',
	'localStorage',
	'sessionStorage',
	'indexedDB',
	'caches',
] as const;

/** Why a cell stopped: a thrown Error, a thrown non-Error value, or code that did not compile. */
export interface CellError {
	kind: 'thrown' | 'value' | 'syntax';
	/** "TypeError: …", the board's own sentence, or "threw the value 42". */
	message: string;
	/** The learner's line and column, from 1, when known. */
	line?: number;
	column?: number;
}

/** Everything one run of a cell produced; plain data, so a worker can post it. */
export interface CellRun {
	output: OutputLine[];
	outputCut: boolean;
	/** What the code returned at the top level, as printed text (undefined when nothing). */
	returned?: string;
	/** Boards drawn with printBoard, then a returned board, as column arrays. */
	boards: number[][];
	/** What the code returned at the top level, when that is a board (also last in `boards`). */
	returnedBoard?: number[];
	/** The traced board's events, when the code used `board`. */
	trace?: BoardTrace;
	error?: CellError;
	ms: number;
}

/** How a cell runs. */
export interface CellOptions {
	/** Size of the `board` in scope (8 unless told). */
	boardSize?: number;
	/** Record each board event's source line (about 20 µs per board call in V8; true unless told). */
	recordLines?: boolean;
	/** Most board events kept (LIMITS.traceEvents.max unless told). */
	maxEvents?: number;
	caps?: OutputCaps;
	/** The clock the exercise checks time the learner's calls by (performance.now unless told). */
	now?: () => number;
}

/** Whether `value` is one column per row of a board, as printBoard would draw it. */
function isBoard(value: unknown): value is number[] {
	return (
		Array.isArray(value) &&
		value.length > 0 &&
		value.every((c) => Number.isInteger(c) && c >= 0 && c < value.length)
	);
}

/** The parameter holding LOOKUP in a cell built for an exercise (a name cell code will not use). */
const LOOKUP_PARAM = '__nqueensLookup__';

/**
 * Runs the cell and, if `lookup` is given, also returns the function of that name it defined. The
 * code after the learner's reports the function with LOOKUP beside it, so a top-level `return` of
 * the learner's own (which skips that code) is told apart and shown as what the cell returned.
 */
function execute(code: string, options: CellOptions, lookup?: string) {
	const start = performance.now();
	const out = createOutput(options.caps);
	const boards: number[][] = [];
	const { helpers, counts } = createHelpers((text, columns) => {
		if (out.cut()) return;
		out.push('board', text, columns);
		boards.push(columns);
	});
	const traced = createTracedBoard(options.boardSize ?? 8, {
		lineOf: options.recordLines === false ? () => 0 : currentLearnerLine,
		...(options.maxEvents === undefined ? {} : { maxEvents: options.maxEvents }),
	});
	const scope: Record<string, unknown> = {
		isSafe: helpers.isSafe,
		printBoard: helpers.printBoard,
		board: traced.board,
		console: out.console,
	};
	const LOOKUP = {};
	if (lookup) scope[LOOKUP_PARAM] = LOOKUP;
	const body = lookup
		? `${code}\n;return [${LOOKUP_PARAM}, typeof ${lookup} === 'function' ? ${lookup} : undefined];`
		: code;
	let returned: unknown;
	let fn: LearnerFunction | undefined;
	let error: CellError | undefined;
	try {
		const cell = compileCell([...Object.keys(scope), ...SHADOWED], body);
		try {
			returned = cell(...Object.values(scope), ...SHADOWED.map(unavailable));
			if (lookup && Array.isArray(returned) && returned[0] === LOOKUP) {
				fn = returned[1] as LearnerFunction | undefined;
				returned = undefined;
			}
		} catch (thrown) {
			error = {
				kind: thrown instanceof Error ? 'thrown' : 'value',
				...describeLearnerError(thrown),
			};
		}
	} catch (syntax) {
		// new Function's syntax errors carry no position in V8; the page reports sucrase's instead.
		error = { kind: 'syntax', message: describeLearnerError(syntax).message };
	}
	const run: CellRun = { output: out.lines, outputCut: false, boards, ms: 0 };
	if (returned !== undefined) {
		// A returned stand-in (`return window`) throws its sentence when formatted.
		try {
			run.returned = formatValue(returned);
		} catch (thrown) {
			error ??= { kind: 'thrown', ...describeLearnerError(thrown) };
			returned = undefined;
		}
	}
	if (returned !== undefined) {
		if (isBoard(returned)) {
			run.returnedBoard = [...returned];
			boards.push([...returned]);
		}
		if (typeof (returned as { then?: unknown }).then === 'function') {
			out.push(
				'note',
				'The cell returned a Promise; cells run to their end without waiting for it.',
			);
		}
	}
	if (traced.used()) run.trace = traced.finish(!error);
	if (error) run.error = error;
	run.outputCut = out.cut();
	run.ms = performance.now() - start;
	return { run, fn, counts, out };
}

/** Runs a cell's compiled JavaScript with the helpers, a traced board and a captured console in scope. */
export function runCell(code: string, options: CellOptions = {}): CellRun {
	return execute(code, options).run;
}

/** A cell run together with the verdicts of an exercise's hidden checks. */
export interface ExerciseRun {
	run: CellRun;
	checks: CheckOutcome[];
	/** "3 of 5 checks passed", or why the checks could not run. */
	summary: string;
}

/** Runs the learner's compiled code, finds the function the exercise asks for, and runs the checks. */
export function runExercise(
	exercise: Exercise,
	code: string,
	options: CellOptions = {},
): ExerciseRun {
	const { run, fn, counts, out } = execute(code, options, exercise.functionName);
	if (run.error) {
		const where = run.error.line ? ` (line ${run.error.line})` : '';
		return {
			run,
			checks: [],
			summary: `The checks did not run: the code stopped with an error${where}.`,
		};
	}
	if (!fn) {
		const why =
			run.returned === undefined
				? `define a function named ${exercise.functionName}, at the top level of the cell`
				: `the code returned at the top level before its end, where ${exercise.functionName} is looked for; take that return out`;
		return { run, checks: [], summary: `The checks did not run: ${why}.` };
	}
	out.close(); // the checks call the function many times: their prints would drown the cell's own
	const describe = (error: unknown) => {
		const { message, line } = describeLearnerError(error);
		return line ? `${message} (line ${line})` : message;
	};
	const checks = runChecks(exercise.checks, fn, counts, describe, options.now);
	return { run, checks, summary: summarise(checks) };
}
