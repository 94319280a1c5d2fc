import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';
import { buildBoxedCell, type BoxedCell } from './box.ts';
import { formatReturned } from './format-value.ts';
import { createHelpers, type HelperCounts } from './helpers.ts';
import { boundedRun } from './hostile.ts';
import {
	currentLearnerLine,
	describeBuildError,
	describeLearnerError,
	type SourcePosition,
} from './learner-line.ts';
import { createOutput, type OutputCaps, type OutputLine, type OutputStream } from './output.ts';
import { readBoard } from './read-board.ts';
import { createTracedBoard, type BoardTrace } from './traced-board.ts';

/*
 * Runs a cell's JavaScript (the worker strips TypeScript first, strip-types.ts) in a box of its
 * own (box.ts): a new compartment whose global object holds only the built-ins and the notebook's
 * helpers. For an exercise, `runCellFor` also hands back the function the exercise asks for, which
 * the hidden checks then call from outside the box (src/notebook/exercises/check-kit.ts). Nothing
 * here reaches the page: the worker posts what this returns, and what it streams, as plain data.
 */

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
	/** What was printed and not streamed (with a stream, everything went there and this is empty). */
	output: OutputLine[];
	outputCut: boolean;
	/** What the code returned at the top level, as printed text, summarised (undefined when nothing). */
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
	/** Where printed output goes as it is printed (the worker posts it); kept in the run without. */
	stream?: OutputStream;
	/** Where a position in the code that runs is in the learner's source (strip-types.ts); as is unless told. */
	toSource?: (position: SourcePosition) => SourcePosition;
	/** The runner's words in the page's language (src/i18n/runtime; English unless told). */
	words?: RuntimeMessages;
}

/** A message with its position moved to the learner's source, when it has a line and column. */
function inSource<T extends { line?: number; column?: number }>(
	described: T,
	options: CellOptions,
): T {
	const { line, column } = described;
	if (!options.toSource || line === undefined || column === undefined) return described;
	return { ...described, ...options.toSource({ line, column }) };
}

/** A value the learner's code threw, as the run reports it: an Error, or a value of another kind. */
function thrownError(thrown: unknown, words: RuntimeMessages, options: CellOptions): CellError {
	const described = inSource(describeLearnerError(thrown, words), options);
	let kind: CellError['kind'] = 'value';
	try {
		if (thrown instanceof Error) kind = 'thrown';
	} catch {
		// a Proxy whose getPrototypeOf throws: told as a thrown value
	}
	return { kind, ...described };
}

/** The parameter holding LOOKUP in a cell built for an exercise (a name cell code will not use). */
const LOOKUP_NAME = '__nqueensLookup__';

/**
 * Runs the cell and, if `lookup` is given, also returns the function of that name it defined. The
 * code after the learner's reports the function with LOOKUP beside it, so a top-level `return` of
 * the learner's own (which skips that code) is told apart and shown as what the cell returned.
 */
function execute(code: string, options: CellOptions, lookup?: string) {
	const start = performance.now();
	const words = options.words ?? english;
	const out = createOutput(options.caps, options.stream, words);
	const boards: number[][] = [];
	// A board is kept only when the output keeps it, so the checks' prints (output closed) add none.
	const { helpers, counts } = createHelpers(
		(text, columns) => {
			if (out.push('board', text, columns)) boards.push(columns);
		},
		words,
		out.open,
	);
	const traced = createTracedBoard(options.boardSize ?? 8, {
		lineOf: options.recordLines === false ? () => 0 : currentLearnerLine,
		...(options.maxEvents === undefined ? {} : { maxEvents: options.maxEvents }),
		words,
	});
	const LOOKUP = Object.freeze({});
	const body = lookup
		? `${code}\n;return [${LOOKUP_NAME}, typeof ${lookup} === 'function' ? ${lookup} : undefined];`
		: code;
	let returned: unknown;
	let fn: LearnerFunction | undefined;
	let error: CellError | undefined;
	let cell: BoxedCell | undefined;
	try {
		cell = buildBoxedCell(
			body,
			{
				console: out.console,
				isSafe: helpers.isSafe,
				printBoard: helpers.printBoard,
				board: traced.board,
			},
			lookup ? [LOOKUP_NAME] : [],
			words,
		);
	} catch (refused) {
		error = { kind: 'syntax', ...inSource(describeBuildError(refused, code, words), options) };
	}
	// Apart from the build, so nothing the learner's code throws is ever called a syntax error.
	if (cell) {
		try {
			returned = cell(LOOKUP);
			if (lookup && Array.isArray(returned) && returned[0] === LOOKUP) {
				fn = returned[1] as LearnerFunction | undefined;
				returned = undefined;
			}
		} catch (thrown) {
			error = thrownError(thrown, words, options);
		}
	}
	const run: CellRun = { output: out.lines, outputCut: false, boards, ms: 0 };
	if (returned !== undefined) {
		// Summarised here, in the worker: a returned array of millions crosses as one short line.
		try {
			run.returned = formatReturned(returned, words);
		} catch (thrown) {
			error ??= thrownError(thrown, words, options);
			returned = undefined;
		}
	}
	if (returned !== undefined) {
		try {
			// Copied by index (read-board.ts): the value's own iterator never runs.
			const board = readBoard(returned);
			if (board) {
				run.returnedBoard = board;
				boards.push([...board]);
			}
			if (typeof (returned as { then?: unknown }).then === 'function') {
				out.push('note', words.run.promiseReturned);
			}
		} catch (thrown) {
			error ??= thrownError(thrown, words, options); // a getter or trap of the returned value
		}
	}
	if (traced.used()) run.trace = traced.finish(!error);
	if (error) run.error = error;
	run.outputCut = out.cut();
	out.flush();
	run.ms = performance.now() - start;
	return { run: boundedRun(run, words), fn, counts, out };
}

/** Runs a cell's JavaScript in a new box with the helpers, a traced board and a captured console. */
export function runCell(code: string, options: CellOptions = {}): CellRun {
	return execute(code, options).run;
}

/** A function the learner defined in the cell, as the checks call it. */
export type LearnerFunction = (...args: never[]) => unknown;

/** A cell run for an exercise: the run, the function it defined, and what the checks need. */
export interface CellRunFor {
	run: CellRun;
	/** The function of the asked name, if the code defined one and did not stop first. */
	fn?: LearnerFunction;
	/** The helpers' counters, which the checks read as they call `fn`. */
	counts: HelperCounts;
	/** Stops keeping printed output: the checks call `fn` many times, and their prints would drown the cell's own. */
	quiet(): void;
	/** What `fn` threw, in the runner's words with the learner's line: for the checks' verdicts. */
	describe(error: unknown): string;
}

/** Runs a cell like `runCell` and finds the function named `functionName` it defined. */
export function runCellFor(
	code: string,
	functionName: string,
	options: CellOptions = {},
): CellRunFor {
	const words = options.words ?? english;
	const { run, fn, counts, out } = execute(code, options, functionName);
	return {
		run,
		...(fn ? { fn } : {}),
		counts,
		quiet: () => out.close(),
		describe(error) {
			const described = inSource(describeLearnerError(error, words), options);
			return `${described.message}${words.where(described.line, described.column)}`;
		},
	};
}
