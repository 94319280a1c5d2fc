import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';
import type { Locale } from '../../i18n/locales.ts';
import { isInputError, LIMITS } from '../../solver/input/index.ts';
import { runChecks, summarise, type CheckOutcome, type Exercise } from '../exercises/index.ts';
import {
	boundedRun,
	createOutput,
	createTracedBoard,
	cutErrorText,
	freshCounts,
	recordCall,
	RETURNED_CHARS,
	wholeNumber,
	type CellError,
	type CellRun,
	type HelperCounts,
	type OutputCaps,
	type OutputStream,
} from '../runtime/index.ts';
import type {
	BoardMethod,
	LuaBox,
	LuaData,
	LuaOutcome,
	LuaSession,
	LuaWall,
	PlaceCall,
	RefusalSentences,
} from './lua-state.ts';

/*
 * One run of a Lua cell in a new state of the worker's box (lua-state.ts): what it prints is
 * captured with the JavaScript cells' caps and streamed as it comes (runtime/output.ts), counted
 * here in the worker's JavaScript; its error is Lua's message, with the learner's line read from
 * it, and Lua's traceback cut; and the run passes through boundedRun (runtime/hostile.ts) before
 * it leaves, as every box's run does. isplaceok(a, n, c), the article's helper, is answered and
 * counted here, as isSafe is for the other boxes; an exercise's checks are the JavaScript ones,
 * calling the learner's Lua function and reading its answer as data, columns counted from 1.
 */

/** How a Lua cell runs. */
export interface LuaRunOptions {
	caps?: OutputCaps;
	stream?: OutputStream;
	words?: RuntimeMessages;
	/** Tests only: walls left down (prelude.lua). */
	down?: readonly LuaWall[];
}

/** An error of a Lua run: as a JavaScript cell's, with Lua's traceback beside it. */
interface LuaError extends CellError {
	/** Lua's stack traceback, the cell's own frames only, cut when long. */
	traceback?: string;
}

/** A Lua run as the runner reports it: a cell run whose error may carry a traceback. */
export type LuaCellRun = Omit<CellRun, 'error'> & { error?: LuaError };

/** Frames of a traceback kept, at most. */
const TRACEBACK_FRAMES = 40;

/** Where Lua names a place in the cell: `cell:12: ` at the start of a message. */
const CELL_PLACE = /^cell:(\d+): /;

/** The refusals' sentences in the run's language, each naming its part as `{name}`. */
function refusalSentences(words: RuntimeMessages): RefusalSentences {
	const refused = words.lua.refused;
	return {
		files: refused.files('{name}'),
		system: refused.system('{name}'),
		modules: refused.modules('{name}'),
		debug: refused.debug('{name}'),
		bytecode: refused.bytecode('{name}'),
		collector: refused.collector('{name}'),
		printsolution: words.lua.printsolutionArgs,
	};
}

/** Lua's error text as the page is sent it: the message and its line, the cell's frames. */
function luaError(error: NonNullable<LuaOutcome['error']>, words: RuntimeMessages): LuaError {
	const [head = '', trace] = error.text.split('\nstack traceback:\n');
	const place = CELL_PLACE.exec(head);
	const shown: LuaError = {
		kind: error.kind === 'syntax' ? 'syntax' : 'thrown',
		message: cutErrorText(place ? head.slice(place[0].length) : head, words),
	};
	if (place) shown.line = Number(place[1]);
	const frames = (trace ?? '')
		.split('\n')
		.filter((frame) => frame.trimStart().startsWith('cell:'))
		.map((frame) => cutErrorText(frame.trim(), words));
	if (frames.length) shown.traceback = frames.slice(0, TRACEBACK_FRAMES).join('\n');
	return shown;
}

/** Why the runtime itself stopped (WebAssembly trapped, or its memory ran out), in the run's words. */
function runtimeStopped(thrown: unknown, words: RuntimeMessages): LuaError {
	const text = thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
	return { kind: 'thrown', message: cutErrorText(words.lua.stopped(text), words) };
}

/** Most columns either side of a board isplaceok is asked about: far past any board. */
const FAR_COLUMN = 1_000_000;

/** A value read out of Lua as the words of an error name it: nil, 3, "x", a table. */
function describeData(value: LuaData | undefined): string {
	if (value === null || value === undefined) return 'nil';
	if (typeof value === 'string') return JSON.stringify(value);
	if (typeof value !== 'object') return String(value);
	return 'kind' in value ? `a ${value.kind}` : 'a table';
}

/**
 * isplaceok(a, n, c) as the article writes it, answered from its arguments read as data: true
 * when no queen of a[1] … a[n − 1] shares c's column or a diagonal with (n, c). Each call is
 * counted and recorded in `counts`, as isSafe's are, with rows and columns from 0 as the checks
 * read them; a misuse is the sentence Lua raises.
 */
function answerPlace(
	call: PlaceCall,
	counts: HelperCounts,
	words: RuntimeMessages,
): boolean | string {
	if (counts.counting) counts.isSafe++;
	const row = wholeNumber(call.n, 1, LIMITS.cellBoard.max);
	const col = wholeNumber(call.c, -FAR_COLUMN, FAR_COLUMN);
	if (row === undefined || col === undefined || !call.queens) {
		return words.lua.isplaceokArgs(LIMITS.cellBoard.max);
	}
	const queens: number[] = [];
	for (const [index, queen] of call.queens.entries()) {
		const column = wholeNumber(queen, -FAR_COLUMN, FAR_COLUMN);
		if (column === undefined) return words.lua.notAColumn(index + 1, describeData(queen));
		queens.push(column);
	}
	if (counts.counting) recordCall(counts, call.length, row - 1, col - 1, (r) => queens[r]! - 1);
	return queens.every(
		(q, i) => q !== col && q - (i + 1) !== col - row && q + (i + 1) !== col + row,
	);
}

/**
 * The traced board of a run, as a Lua cell drives it: rows and columns from 1 as the cell wrote
 * them, checked here and handed to the board (runtime/traced-board.ts) from 0, so the replay is
 * the JavaScript cells' own; a misuse is told in Lua's numbers.
 */
function luaBoard(words: RuntimeMessages) {
	let line = 0;
	const traced = createTracedBoard(8, { lineOf: () => line, words });
	const board = traced.board;
	const step = (method: BoardMethod, at: number, args: readonly LuaData[]) => {
		line = at;
		if (method === 'start') return board.start(typeof args[0] === 'number' ? args[0] : Number.NaN);
		if (method === 'solution') {
			const empty = board.columns.indexOf(-1);
			if (empty >= 0) return words.lua.boardRowEmpty(empty + 1, board.n);
			return board.solution();
		}
		const [row, col] = args.map((arg) => wholeNumber(arg, 1, board.n));
		if (row === undefined || col === undefined) {
			const call = `board.${method}(${args.map((arg) => describeData(arg)).join(', ')})`;
			return words.lua.boardSquare(call, board.n);
		}
		if (method === 'issafe') return board.isSafe(row - 1, col - 1);
		return board[method](row - 1, col - 1);
	};
	return {
		traced,
		step(method: BoardMethod, at: number, args: readonly LuaData[]): boolean | string | undefined {
			try {
				return step(method, at, args) ?? undefined;
			} catch (error) {
				if (!isInputError(error)) throw error;
				return error.message;
			}
		},
	};
}

/** A run, and whether the box still works (it does unless the runtime itself stopped). */
export interface LuaExecution {
	run: LuaCellRun;
	alive: boolean;
}

/** What the checks get once the chunk has run: the state, the output (to close) and the counts. */
type AfterRun = (
	session: LuaSession,
	out: ReturnType<typeof createOutput>,
	counts: HelperCounts,
) => void;

/** Runs `code` in a new state of `box`, then `after` (an exercise's checks) while it is open. */
function execute(
	box: LuaBox,
	code: string,
	options: LuaRunOptions,
	after?: AfterRun,
): LuaExecution {
	const start = performance.now();
	const words = options.words ?? english;
	const out = createOutput(options.caps, options.stream, words);
	const counts = freshCounts();
	const board = luaBoard(words);
	let outcome: LuaOutcome = {};
	let alive = true;
	let error: LuaError | undefined;
	try {
		outcome = box.run(code, {
			print: (text) => void out.push('log', text),
			open: out.open,
			// One character past the cap, so the output sees it was cut and says so.
			maxPrintChars: (options.caps?.maxChars ?? LIMITS.cellOutputChars.max) + 1,
			maxTextChars: RETURNED_CHARS,
			sentences: refusalSentences(words),
			isplaceok: (call) => answerPlace(call, counts, words),
			board: (method, at, args) => board.step(method, at, args),
			...(after ? { after: (session: LuaSession) => after(session, out, counts) } : {}),
			...(options.down ? { down: options.down } : {}),
		});
	} catch (thrown) {
		alive = false;
		error = runtimeStopped(thrown, words);
	}
	if (outcome.error) error = luaError(outcome.error, words);
	const run: LuaCellRun = { output: out.lines, outputCut: false, boards: [], ms: 0 };
	if (outcome.returned !== undefined) run.returned = outcome.returned;
	if (board.traced.used()) run.trace = board.traced.finish(!error);
	if (error) run.error = error;
	run.outputCut = out.cut();
	out.flush();
	run.ms = performance.now() - start;
	return { run: boundedRun(run, words), alive };
}

/** Runs a Lua cell in a new state of `box`, with captured, capped, streamed output. */
export function executeLua(box: LuaBox, code: string, options: LuaRunOptions = {}): LuaExecution {
	return execute(box, code, options);
}

/**
 * The Lua names of the exercises' functions, as the article names its own (isplaceok, addqueen):
 * one word, lower case. Exercises 1 and 2, the article's own, have their checks in Lua.
 */
const LUA_FUNCTIONS: Readonly<Record<string, string>> = {
	firstSolution: 'firstsolution',
	permutationSolutions: 'permutationsolutions',
};

/** The Lua name of an exercise's function, when its checks run in Lua. */
export function luaFunctionOf(exercise: Exercise): string | undefined {
	return LUA_FUNCTIONS[exercise.functionName];
}

/** Most items a table longer than what was read is given back as (its rest are holes). */
const LONGEST_LIST = 1 << 20;

/**
 * An answer read out of Lua as the checks read a JavaScript one: nil is null; a table of
 * columns counted from 1 (a[i] the column of row i) is an array of columns counted from 0; a
 * record (a table of named fields, such as { candidates = 24, solutions = {…} }) is an object
 * whose numbers stay as they are (a count is no column). A table longer than the reader reads
 * keeps what was read and its length, the rest holes; a function or coroutine is named by its
 * type.
 */
function forChecks(value: LuaData): unknown {
	if (value === null || typeof value !== 'object') return value;
	if ('kind' in value) return `a ${value.kind}`;
	if (value.fields) {
		// By name: Lua keeps no order among a table's fields, and a message should read the same each run.
		const names = Object.keys(value.fields).sort();
		return Object.fromEntries(names.map((name) => [name, forChecks(value.fields![name]!)]));
	}
	const items = value.table.map((item) => (typeof item === 'number' ? item - 1 : forChecks(item)));
	if (value.length > items.length) items.length = Math.min(value.length, LONGEST_LIST);
	return items;
}

/** What the learner's Lua function raised during a check, with the learner's line. */
class LuaCallError extends Error {
	override name = 'LuaCallError';
	readonly line: number | undefined;
	constructor(message: string, line?: number) {
		super(message);
		this.line = line;
	}
}

/** How an exercise's checks run (the runner's options, and the listeners the checks take). */
export interface LuaExerciseOptions extends LuaRunOptions {
	locale?: Locale;
	onCheckStart?: (name: string, index: number) => void;
	onCheck?: (outcome: CheckOutcome, index: number) => void;
}

/** A Lua run together with the verdicts of an exercise's hidden checks. */
export interface LuaExerciseRun {
	run: LuaCellRun;
	checks: CheckOutcome[];
	summary: string;
}

/**
 * Runs the learner's Lua, finds the global function the exercise asks for (in Lua's name), and
 * runs the exercise's checks on it while the state is open: the JavaScript checks, unchanged,
 * calling the Lua function with whole numbers and reading its answer as data (forChecks).
 * isplaceok's calls are counted and recorded in JavaScript (answerPlace), where Lua cannot write.
 */
export function runLuaExercise(
	box: LuaBox,
	exercise: Exercise,
	code: string,
	options: LuaExerciseOptions = {},
): LuaExerciseRun {
	const words = options.words ?? english;
	const name = luaFunctionOf(exercise) ?? exercise.functionName;
	let checked: { checks: CheckOutcome[]; summary: string } | undefined;
	const { run, alive } = execute(box, code, options, (session, out, counts) => {
		if (!session.defines(name)) {
			checked = { checks: [], summary: words.run.noFunction(name) };
			return;
		}
		out.close(); // the checks call the function many times: their prints would drown the cell's own
		counts.counting = true;
		const learner = (...args: unknown[]): unknown => {
			const reply = session.call(name, args.map(Number));
			if ('error' in reply) {
				const [head = ''] = reply.error.split('\nstack traceback:\n');
				const place = CELL_PLACE.exec(head);
				const message = place ? head.slice(place[0].length) : head;
				throw new LuaCallError(message, place ? Number(place[1]) : undefined);
			}
			return forChecks(reply.value);
		};
		const describe = (error: unknown) =>
			error instanceof LuaCallError
				? `${cutErrorText(error.message, words)}${words.where(error.line)}`
				: cutErrorText(String(error), words);
		const { onCheckStart, onCheck } = options;
		const checks = runChecks(exercise.checks, learner, counts, {
			describe,
			language: 'lua',
			...(options.locale ? { locale: options.locale } : {}),
			...(onCheckStart ? { onStart: onCheckStart } : {}),
			...(onCheck ? { onEnd: onCheck } : {}),
		});
		checked = { checks, summary: summarise(checks, options.locale) };
	});
	if (checked) return { run, ...checked };
	const where = run.error?.line ? words.where(run.error.line) : '';
	return {
		run,
		checks: [],
		summary: run.error || !alive ? words.run.checksAfterError(where) : words.run.noFunction(name),
	};
}
