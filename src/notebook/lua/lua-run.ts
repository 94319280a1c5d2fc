import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';
import { LIMITS } from '../../solver/input/index.ts';
import {
	boundedRun,
	createOutput,
	cutErrorText,
	RETURNED_CHARS,
	type CellError,
	type CellRun,
	type OutputCaps,
	type OutputStream,
} from '../runtime/index.ts';
import type { LuaBox, LuaOutcome, LuaWall, RefusalSentences } from './lua-state.ts';

/*
 * One run of a Lua cell in a new state of the worker's box (lua-state.ts): what it prints is
 * captured with the JavaScript cells' caps and streamed as it comes (runtime/output.ts), counted
 * here in the worker's JavaScript; its error is Lua's message, with the learner's line read from
 * it, and Lua's traceback cut; and the run passes through boundedRun (runtime/hostile.ts) before
 * it leaves, as every box's run does.
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

/** A Lua run as the runner reports it: a cell run (no board trace yet) whose error may carry a traceback. */
export type LuaCellRun = Omit<CellRun, 'error' | 'trace'> & { error?: LuaError };

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

/** A run, and whether the box still works (it does unless the runtime itself stopped). */
export interface LuaExecution {
	run: LuaCellRun;
	alive: boolean;
}

/** Runs a Lua cell in a new state of `box`, with captured, capped, streamed output. */
export function executeLua(box: LuaBox, code: string, options: LuaRunOptions = {}): LuaExecution {
	const start = performance.now();
	const words = options.words ?? english;
	const out = createOutput(options.caps, options.stream, words);
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
			...(options.down ? { down: options.down } : {}),
		});
	} catch (thrown) {
		alive = false;
		error = runtimeStopped(thrown, words);
	}
	if (outcome.error) error = luaError(outcome.error, words);
	const run: LuaCellRun = { output: out.lines, outputCut: false, boards: [], ms: 0 };
	if (outcome.returned !== undefined) run.returned = outcome.returned;
	if (error) run.error = error;
	run.outputCut = out.cut();
	out.flush();
	run.ms = performance.now() - start;
	return { run: boundedRun(run, words), alive };
}
