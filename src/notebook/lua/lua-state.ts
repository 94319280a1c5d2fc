import type { LuaWasm } from 'wasmoon';
import prelude from './prelude.lua?raw';

/*
 * Lua states for cells: Lua 5.4 compiled to WebAssembly (the npm package `wasmoon`; why:
 * docs/decisions/lua-runtime.md), driven through Lua's own C API only. wasmoon's engine
 * (LuaFactory, LuaEngine) is never made: it is the package's bridge between Lua and JavaScript
 * (JavaScript objects and functions as Lua values, Lua tables as JavaScript objects, and a
 * browser's default of fetching its .wasm from a CDN). Here Lua holds no JavaScript value: its
 * one way out is `print`, a C function of the state whose body is JavaScript that reads the
 * arguments' text, capped, and returns nothing. Each run opens a new state, raises the walls
 * (prelude.lua) and closes the state when the run ends; what crosses out of it (printed text,
 * a returned value's text, an error's message) is read from the WebAssembly memory here, where
 * Lua cannot write, cut to its cap before it is decoded.
 */

/** The walls of prelude.lua, by name: each can be left down by a test, to show what it stops. */
export const LUA_WALLS = ['debug', 'io', 'os', 'bytecode', 'modules', 'collector'] as const;

/** One of the walls. */
export type LuaWall = (typeof LUA_WALLS)[number];

/** The refusals' sentences by kind, each naming its part as `{name}` (prelude.lua). */
export type RefusalSentences = Readonly<
	Record<'files' | 'system' | 'modules' | 'debug' | 'bytecode' | 'collector', string>
>;

/** The raw exports of the WebAssembly module used here: pointers in and out, nothing decoded. */
interface RawExports {
	HEAPU8: Uint8Array;
	HEAPU32: Uint32Array;
	_malloc(bytes: number): number;
	_free(pointer: number): void;
	_lua_tolstring(L: number, index: number, length: number): number;
	_luaL_tolstring(L: number, index: number, length: number): number;
	_luaL_loadbufferx(L: number, text: number, length: number, name: number, mode: number): number;
	_lua_pcallk(
		L: number,
		args: number,
		results: number,
		handler: number,
		ctx: number,
		k: number,
	): number;
	_luaL_traceback(L: number, L1: number, message: number, level: number): void;
	stringToNewUTF8(text: string): number;
	lengthBytesUTF8(text: string): number;
	addFunction(fn: (L: number) => number, signature: string): number;
}

/** Lua's status codes (lua.h). */
const LUA_OK = 0;
const LUA_ERRSYNTAX = 3;
const LUA_ERRMEM = 4;
/** All of a chunk's results. */
const LUA_MULTRET = -1;

/** How one run goes, told by lua-run.ts. */
interface LuaRunHandlers {
	/** One printed line, or false once the output takes no more (print then reads nothing). */
	print(text: string): void;
	/** Whether a print would be kept. */
	open(): boolean;
	/** Most characters of one printed value read out of Lua. */
	maxPrintChars: number;
	/** Most characters of a returned value or an error read out of Lua. */
	maxTextChars: number;
	/** The refusals, in the run's language. */
	sentences: RefusalSentences;
	/** Tests only: walls left down. */
	down?: readonly LuaWall[];
}

/** What one run of a chunk gave: its first result's text, or its error. */
export interface LuaOutcome {
	/** The first value the chunk returned, as Lua's tostring writes it (cut). */
	returned?: string;
	/** The error: a syntax error, a runtime error with Lua's traceback, or no memory left. */
	error?: { kind: 'syntax' | 'thrown' | 'memory'; text: string };
}

/** The Lua runtime of a worker: loaded once, a new state for every run. */
export interface LuaBox {
	/** Runs `code` in a new state behind the walls, and closes the state. */
	run(code: string, handlers: LuaRunHandlers): LuaOutcome;
}

/**
 * The text of the value at `index` of state `L`, read from the WebAssembly memory with at most
 * `max` bytes decoded: a string of a hundred million characters costs no more than one of `max`.
 * With `convert`, any value as Lua's tostring writes it (which may run its __tostring in Lua,
 * and pushes the result); without, a string or number only ('' for anything else).
 */
function readText(
	raw: RawExports,
	lengthCell: number,
	L: number,
	index: number,
	max: number,
	convert: boolean,
): string {
	const pointer = convert
		? raw._luaL_tolstring(L, index, lengthCell)
		: raw._lua_tolstring(L, index, lengthCell);
	if (pointer === 0) return '';
	const length = raw.HEAPU32[lengthCell >> 2]!;
	// UTF-8 takes at most 4 bytes a character; a character cut in two decodes as U+FFFD.
	const bytes = raw.HEAPU8.subarray(pointer, pointer + Math.min(length, max * 4));
	const text = new TextDecoder().decode(bytes);
	return text.length <= max ? text : text.slice(0, max);
}

/** How the box is made: as the page makes it, unless a test takes a wall down. */
export interface LuaBoxOptions {
	/** Tests only: one state for every run (walled once), to show what a new state stops. */
	reuseState?: boolean;
}

/**
 * Makes the worker's Lua box from a loaded wasmoon module (`LuaWasm.initialize`, given the
 * site's own .wasm in a page). Its two C functions, print and the error handler, are added to
 * the module once; each run opens, walls and closes its own state.
 */
export function createLuaBox(lua: LuaWasm, options: LuaBoxOptions = {}): LuaBox {
	const raw = lua.module as unknown as RawExports;
	const lengthCell = raw._malloc(4);
	const chunkName = raw.stringToNewUTF8('=cell');
	const preludeName = raw.stringToNewUTF8('=prelude');
	const textMode = raw.stringToNewUTF8('t');
	let handlers: LuaRunHandlers | undefined;
	/** The state runs share, when a test asks for one (never in a page). */
	let kept: number | undefined;

	// print: each argument as tostring writes it, tab-separated, one line; nothing once the
	// output is full (a print flood then only spins until the time limit).
	const print = raw.addFunction((L) => {
		const run = handlers;
		if (!run?.open()) return 0;
		const parts: string[] = [];
		let room = run.maxPrintChars;
		const count = lua.lua_gettop(L);
		for (let i = 1; i <= count && room > 0; i++) {
			const part = readText(raw, lengthCell, L, i, room, true);
			lua.lua_settop(L, -2); // the text luaL_tolstring pushed
			parts.push(part);
			room -= part.length + 1;
		}
		run.print(parts.join('\t'));
		return 0;
	}, 'ii');

	// The error handler: the message with Lua's traceback, while the stack is still there.
	const traceback = raw.addFunction((L) => {
		const message = raw.stringToNewUTF8(
			readText(raw, lengthCell, L, 1, handlers?.maxTextChars ?? 0, true),
		);
		try {
			raw._luaL_traceback(L, L, message, 1);
		} finally {
			raw._free(message);
		}
		return 1;
	}, 'ii');

	/** Loads `text` as a chunk named `name` (source text only); Lua's status. */
	const loadChunk = (L: number, text: string, name: number): number => {
		const bytes = raw.lengthBytesUTF8(text);
		const pointer = raw.stringToNewUTF8(text);
		try {
			return raw._luaL_loadbufferx(L, pointer, bytes, name, textMode);
		} finally {
			raw._free(pointer);
		}
	};

	/** Raises the walls in state `L`: the prelude, called with the sentences and the walls down. */
	const raiseWalls = (L: number, run: LuaRunHandlers): void => {
		if (loadChunk(L, prelude, preludeName) !== LUA_OK)
			throw new Error('prelude.lua failed to load');
		lua.lua_createtable(L, 0, 6);
		for (const [kind, sentence] of Object.entries(run.sentences)) {
			lua.lua_pushstring(L, sentence);
			lua.lua_setfield(L, -2, kind);
		}
		lua.lua_createtable(L, 0, LUA_WALLS.length);
		for (const wall of run.down ?? []) {
			lua.lua_pushboolean(L, 1);
			lua.lua_setfield(L, -2, wall);
		}
		if (raw._lua_pcallk(L, 2, 0, 0, 0, 0) !== LUA_OK) {
			throw new Error(`prelude.lua failed: ${readText(raw, lengthCell, L, -1, 300, false)}`);
		}
	};

	return {
		run(code, run) {
			const L = kept ?? lua.luaL_newstate();
			handlers = run;
			try {
				if (L !== kept) {
					lua.luaL_openlibs(L);
					lua.lua_pushcclosure(L, print, 0);
					lua.lua_setglobal(L, 'print');
					raiseWalls(L, run);
				}
				lua.lua_settop(L, 0);
				lua.lua_pushcclosure(L, traceback, 0);
				const loaded = loadChunk(L, code, chunkName);
				if (loaded !== LUA_OK) {
					const text = readText(raw, lengthCell, L, -1, run.maxTextChars, false);
					return { error: { kind: loaded === LUA_ERRSYNTAX ? 'syntax' : 'memory', text } };
				}
				const status = raw._lua_pcallk(L, 0, LUA_MULTRET, 1, 0, 0);
				if (status !== LUA_OK) {
					const text = readText(raw, lengthCell, L, -1, run.maxTextChars, false);
					return { error: { kind: status === LUA_ERRMEM ? 'memory' : 'thrown', text } };
				}
				// The chunk's results sit above the handler, at 2 and up: the first one's text, from
				// tostring called in a protected call (a __tostring that fails is the run's error).
				if (lua.lua_gettop(L) < 2) return {};
				lua.lua_settop(L, 2);
				lua.lua_getglobal(L, 'tostring');
				lua.lua_rotate(L, 2, 1);
				if (raw._lua_pcallk(L, 1, 1, 1, 0, 0) !== LUA_OK) {
					const text = readText(raw, lengthCell, L, -1, run.maxTextChars, false);
					return { error: { kind: 'thrown', text } };
				}
				return { returned: readText(raw, lengthCell, L, -1, run.maxTextChars, false) };
			} finally {
				handlers = undefined;
				if (options.reuseState) kept = L;
				else lua.lua_close(L);
			}
		},
	};
}
