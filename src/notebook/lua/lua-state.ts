import type { LuaWasm } from 'wasmoon';
import prelude from './prelude.lua?raw';
import helpers from './helpers.lua?raw';

/*
 * Lua states for cells: Lua 5.4 compiled to WebAssembly (the npm package `wasmoon`; why:
 * docs/decisions/lua-runtime.md), driven through Lua's own C API only. wasmoon's engine
 * (LuaFactory, LuaEngine) is never made: it is the package's bridge between Lua and JavaScript
 * (JavaScript objects and functions as Lua values, Lua tables as JavaScript objects, and a
 * browser's default of fetching its .wasm from a CDN). Here Lua holds no JavaScript value: its
 * ways out are C functions of the state whose bodies are JavaScript, `print` (reads the
 * arguments' text, capped, and returns nothing), `isplaceok` and the traced board's methods
 * (read their arguments as data and answer true, false or nothing), and the checks' calls of a
 * learner's function, whose answer is read as data with no metamethod run (readData). Each run opens a new state, raises the walls
 * (prelude.lua) and closes the state when the run ends; what crosses out of it (printed text,
 * a returned value's text, an error's message) is read from the WebAssembly memory here, where
 * Lua cannot write, cut to its cap before it is decoded.
 */

/** The walls of prelude.lua, by name: each can be left down by a test, to show what it stops. */
export const LUA_WALLS = ['debug', 'io', 'os', 'bytecode', 'modules', 'collector'] as const;

/** One of the walls. */
export type LuaWall = (typeof LUA_WALLS)[number];

/**
 * The refusals' sentences by kind, each naming its part as `{name}` (prelude.lua), and what
 * printsolution's misuse raises (helpers.lua).
 */
export type RefusalSentences = Readonly<
	Record<
		'files' | 'system' | 'modules' | 'debug' | 'bytecode' | 'collector' | 'printsolution',
		string
	>
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
	_lua_type(L: number, index: number): number;
	_lua_tonumberx(L: number, index: number, isNumber: number): number;
	_lua_toboolean(L: number, index: number): number;
	/** lua_Unsigned: 64 bits, so a BigInt. */
	_lua_rawlen(L: number, index: number): bigint;
	_lua_error(L: number): number;
	stringToNewUTF8(text: string): number;
	lengthBytesUTF8(text: string): number;
	addFunction(fn: (L: number) => number, signature: string): number;
}

/** Lua's type tags (lua.h). */
const LUA_TNIL = 0;
const LUA_TBOOLEAN = 1;
const LUA_TNUMBER = 3;
const LUA_TSTRING = 4;
const LUA_TTABLE = 5;

/**
 * Items of a table read out of Lua, at most: past any list the checks want (92 boards of 8), its
 * length says enough. isplaceok's rows stop here too.
 */
const TABLE_ITEMS = 128;

/** Named fields of a table read out of Lua, at most (a record the checks want has two). */
const TABLE_FIELDS = 16;

/** Tables nested inside an answer that are read item by item (a record, its list, each board). */
const TABLE_DEPTH = 3;

/** Values read out of Lua for one answer, at most: a hostile nesting reads no further. */
const DATA_VALUES = 20_000;

/** Characters of a string read out of Lua for the checks, at most. */
const DATA_CHARS = 1_000;

/**
 * A value read out of Lua as plain data, bounded: nil is null; a table is its items 1 to
 * `length` and its string-named fields, read without metamethods (at most TABLE_ITEMS items and
 * TABLE_FIELDS fields, TABLE_DEPTH tables deep, DATA_VALUES values in all; a table past those is
 * its length only); a function, coroutine or userdata is its type's name.
 */
export type LuaData =
	| null
	| boolean
	| number
	| string
	| { table: LuaData[]; length: number; fields?: Record<string, LuaData> }
	| { kind: string };

/** The arguments of one isplaceok(a, n, c) call, read out of Lua as data. */
export interface PlaceCall {
	/** a[1] … a[n − 1], when a is a table and n a row of a board a cell draws; else undefined. */
	queens: readonly LuaData[] | undefined;
	/** #a, without metamethods (0 when a is no table). */
	length: number;
	n: LuaData;
	c: LuaData;
}

/** The traced board's methods as a Lua cell calls them: board.start(n), board.issafe(n, c), … */
const BOARD_METHODS = ['start', 'issafe', 'place', 'remove', 'solution'] as const;

/** One of them. */
export type BoardMethod = (typeof BOARD_METHODS)[number];

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
	/** The answer to isplaceok(a, n, c), or the sentence its misuse raises in Lua. */
	isplaceok(call: PlaceCall): boolean | string;
	/**
	 * A step on the traced board (board.start, board.issafe, …, rows and columns from 1 as the
	 * cell wrote them), from the cell's `line`: its answer, or the sentence its misuse raises.
	 */
	board?(method: BoardMethod, line: number, args: readonly LuaData[]): boolean | string | undefined;
	/** Once the chunk has run without error, before its state closes: the exercise's checks. */
	after?(session: LuaSession): void;
}

/** What the checks do with a state the cell's code has run in. */
export interface LuaSession {
	/** Whether the cell defined a global function of this name. */
	defines(name: string): boolean;
	/** Calls the global function `name` with whole numbers; its first result, or its error. */
	call(name: string, args: readonly number[]): { value: LuaData } | { error: string };
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
 * site's own .wasm in a page). Its C functions (print, isplaceok and the error handler) are
 * added to the module once; each run opens, walls and closes its own state.
 */
export function createLuaBox(lua: LuaWasm, options: LuaBoxOptions = {}): LuaBox {
	const raw = lua.module as unknown as RawExports;
	const lengthCell = raw._malloc(4);
	const chunkName = raw.stringToNewUTF8('=cell');
	const preludeName = raw.stringToNewUTF8('=prelude');
	const helpersName = raw.stringToNewUTF8('=helpers');
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

	/**
	 * The value at `index` as plain data (LuaData), read without running any Lua: raw reads and
	 * lua_next only, `budget` counting down the values read so far.
	 */
	const readData = (
		L: number,
		index: number,
		depth = 0,
		budget = { left: DATA_VALUES },
		deepest = TABLE_DEPTH,
	): LuaData => {
		budget.left--;
		const type = raw._lua_type(L, index);
		if (type === LUA_TNIL || type < 0) return null;
		if (type === LUA_TBOOLEAN) return raw._lua_toboolean(L, index) !== 0;
		if (type === LUA_TNUMBER) return raw._lua_tonumberx(L, index, 0);
		if (type === LUA_TSTRING) return readText(raw, lengthCell, L, index, DATA_CHARS, false);
		if (type !== LUA_TTABLE) return { kind: lua.lua_typename(L, type) };
		const length = Number(raw._lua_rawlen(L, index));
		if (depth >= deepest || budget.left <= 0) return { table: [], length };
		const at = lua.lua_absindex(L, index);
		const table: LuaData[] = [];
		for (let i = 1; i <= Math.min(length, TABLE_ITEMS) && budget.left > 0; i++) {
			lua.lua_rawgeti(L, at, BigInt(i));
			table.push(readData(L, -1, depth + 1, budget, deepest));
			lua.lua_settop(L, -2);
		}
		// A list has no named fields: lua_next would walk its items first, so only a table with
		// none in its sequence (a record) is searched for them, TABLE_FIELDS entries at most.
		if (length > 0) return { table, length };
		const fields: Record<string, LuaData> = {};
		let seen = 0;
		lua.lua_pushnil(L);
		while (seen < TABLE_FIELDS && budget.left > 0 && lua.lua_next(L, at) !== 0) {
			seen++;
			if (raw._lua_type(L, -2) === LUA_TSTRING) {
				const key = readText(raw, lengthCell, L, -2, DATA_CHARS, false);
				Object.defineProperty(fields, key, {
					value: readData(L, -1, depth + 1, budget, deepest),
					enumerable: true,
				});
			}
			lua.lua_settop(L, -2); // the value; the key stays for lua_next
		}
		// Stopped early: the key is still on the stack.
		if (seen === TABLE_FIELDS || budget.left <= 0) lua.lua_settop(L, at);
		return Object.keys(fields).length > 0 ? { table, length, fields } : { table, length };
	};

	// isplaceok(a, n, c), the article's helper: its arguments read as data here, its answer and
	// its count given by the run (lua-run.ts), in the worker's JavaScript where Lua cannot write.
	const isplaceok = raw.addFunction((L) => {
		const n = readData(L, 2);
		const isTable = raw._lua_type(L, 1) === LUA_TTABLE;
		const row = typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= TABLE_ITEMS ? n : 0;
		let queens: LuaData[] | undefined;
		if (isTable && row > 0) {
			queens = [];
			for (let i = 1; i < row; i++) {
				lua.lua_rawgeti(L, 1, BigInt(i));
				queens.push(readData(L, -1, 0, undefined, 0));
				lua.lua_settop(L, -2);
			}
		}
		const answer = handlers?.isplaceok({
			queens,
			length: isTable ? Number(raw._lua_rawlen(L, 1)) : 0,
			n,
			c: readData(L, 3),
		});
		if (typeof answer === 'string') {
			lua.luaL_where(L, 1);
			lua.lua_pushstring(L, answer);
			lua.lua_concat(L, 2);
			return raw._lua_error(L);
		}
		lua.lua_pushboolean(L, answer ? 1 : 0);
		return 1;
	}, 'ii');

	/** The cell's line a C function was called from (Lua's `cell:12:`), 0 when not the cell's. */
	const callerLine = (L: number): number => {
		lua.luaL_where(L, 1);
		const where = readText(raw, lengthCell, L, -1, 40, false);
		lua.lua_settop(L, -2);
		return Number(/^cell:(\d+):/.exec(where)?.[1] ?? 0);
	};

	// The traced board's methods: their arguments read as data, the step taken in the run's
	// JavaScript (lua-run.ts), where Lua cannot write; a misuse raised in the caller's line.
	const boardFunctions = BOARD_METHODS.map(
		(method) =>
			[
				method,
				raw.addFunction((L) => {
					const args = [1, 2].map((at) => readData(L, at, 0, undefined, 0));
					const answer = handlers?.board?.(method, callerLine(L), args);
					if (typeof answer === 'string') {
						lua.luaL_where(L, 1);
						lua.lua_pushstring(L, answer);
						lua.lua_concat(L, 2);
						return raw._lua_error(L);
					}
					if (typeof answer !== 'boolean') return 0;
					lua.lua_pushboolean(L, answer ? 1 : 0);
					return 1;
				}, 'ii'),
			] as const,
	);

	/** The checks' way into state `L`: its globals called with whole numbers, under the handler. */
	const sessionOf = (L: number): LuaSession => ({
		defines(name) {
			const type = lua.lua_getglobal(L, name);
			lua.lua_settop(L, -2);
			return type === 6; // LUA_TFUNCTION
		},
		call(name, args) {
			lua.lua_settop(L, 0);
			lua.lua_pushcclosure(L, traceback, 0);
			lua.lua_getglobal(L, name);
			for (const arg of args) lua.lua_pushinteger(L, BigInt(Math.trunc(arg)));
			const status = raw._lua_pcallk(L, args.length, 1, 1, 0, 0);
			const reply =
				status === LUA_OK
					? { value: readData(L, -1) }
					: { error: readText(raw, lengthCell, L, -1, handlers?.maxTextChars ?? 0, false) };
			lua.lua_settop(L, 0);
			return reply;
		},
	});

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
		// The article's helpers, behind the walls: plain Lua the learner could have written.
		if (loadChunk(L, helpers, helpersName) !== LUA_OK)
			throw new Error('helpers.lua failed to load');
		lua.lua_pushstring(L, run.sentences.printsolution);
		if (raw._lua_pcallk(L, 1, 0, 0, 0, 0) !== LUA_OK) {
			throw new Error(`helpers.lua failed: ${readText(raw, lengthCell, L, -1, 300, false)}`);
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
					lua.lua_pushcclosure(L, isplaceok, 0);
					lua.lua_setglobal(L, 'isplaceok');
					lua.lua_createtable(L, 0, boardFunctions.length);
					for (const [method, fn] of boardFunctions) {
						lua.lua_pushcclosure(L, fn, 0);
						lua.lua_setfield(L, -2, method);
					}
					lua.lua_setglobal(L, 'board');
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
				let returned: string | undefined;
				if (lua.lua_gettop(L) >= 2) {
					lua.lua_settop(L, 2);
					lua.lua_getglobal(L, 'tostring');
					lua.lua_rotate(L, 2, 1);
					if (raw._lua_pcallk(L, 1, 1, 1, 0, 0) !== LUA_OK) {
						return {
							error: {
								kind: 'thrown',
								text: readText(raw, lengthCell, L, -1, run.maxTextChars, false),
							},
						};
					}
					returned = readText(raw, lengthCell, L, -1, run.maxTextChars, false);
				}
				run.after?.(sessionOf(L));
				return returned === undefined ? {} : { returned };
			} finally {
				handlers = undefined;
				if (options.reuseState) kept = L;
				else lua.lua_close(L);
			}
		},
	};
}
