/**
 * One Lua runtime in a worker thread, for scripts/bench/lua-runtimes.ts: loads `wasmoon` (Lua 5.4
 * in WebAssembly) or `fengari` (Lua 5.3 in JavaScript) as its package ships, opens a state with
 * the standard libraries and a `print` that posts each line, says `ready` (with the ms it took
 * and its isolate's memory), then runs each program it is sent in a new state and says `done`.
 * Neither is the notebook's box (src/notebook/lua/): this times the runtimes alone.
 */
import { parentPort, workerData } from 'node:worker_threads';

const port = parentPort!;
const kind = (workerData as { kind: 'wasmoon' | 'fengari' | 'none' }).kind;
const started = performance.now();
const post = (text: string) => port.postMessage({ type: 'out', text });

/** Runs one program in a new state, printing through `post`; the error's text, if any. */
let run: (code: string) => string | undefined = (code) => {
	// No runtime (the bare thread, what Node's own thread costs): one line for any program.
	if (code) post('hello');
	return undefined;
};

if (kind === 'wasmoon') {
	const { LuaWasm } = await import('wasmoon');
	const lua = await LuaWasm.initialize();
	const module = lua.module;
	// print as a C function of the state: each argument's text, tab-separated, one line posted.
	const print = module.addFunction((L: number) => {
		const parts: string[] = [];
		for (let i = 1; i <= lua.lua_gettop(L); i++) {
			parts.push(lua.luaL_tolstring(L, i, null));
			lua.lua_settop(L, -2);
		}
		post(parts.join('\t'));
		return 0;
	}, 'ii');
	run = (code) => {
		const L = lua.luaL_newstate();
		try {
			lua.luaL_openlibs(L);
			lua.lua_pushcclosure(L, print, 0);
			lua.lua_setglobal(L, 'print');
			const status = lua.luaL_loadstring(L, code) || lua.lua_pcallk(L, 0, 0, 0, 0, null);
			return status ? lua.lua_tolstring(L, -1, null) : undefined;
		} finally {
			lua.lua_close(L);
		}
	};
} else if (kind === 'fengari') {
	// fengari is CommonJS, and ships no types (fengari.d.ts beside this file says what is used).
	const { lua, lauxlib, lualib, to_luastring } = (await import('fengari')).default;
	const api = lua as unknown as Record<string, (...args: unknown[]) => unknown>;
	const aux = lauxlib as unknown as Record<string, (...args: unknown[]) => unknown>;
	const decoder = new TextDecoder();
	const print = (L: unknown) => {
		const parts: string[] = [];
		const top = api['lua_gettop']!(L) as number;
		for (let i = 1; i <= top; i++) {
			parts.push(decoder.decode(aux['luaL_tolstring']!(L, i) as Uint8Array));
			api['lua_settop']!(L, -2);
		}
		post(parts.join('\t'));
		return 0;
	};
	run = (code) => {
		const L = aux['luaL_newstate']!();
		(lualib as unknown as Record<string, (L: unknown) => void>)['luaL_openlibs']!(L);
		api['lua_pushjsfunction']!(L, print);
		api['lua_setglobal']!(L, to_luastring('print'));
		const status =
			(aux['luaL_loadstring']!(L, to_luastring(code)) as number) ||
			(api['lua_pcall']!(L, 0, 0, 0) as number);
		return status ? decoder.decode(api['lua_tostring']!(L, -1) as Uint8Array) : undefined;
	};
}

// A state opened once before `ready`, as the page's worker would while it waits for a Run.
run('');
const loadMs = performance.now() - started;
const { heapUsed, external } = process.memoryUsage();
port.postMessage({ type: 'ready', loadMs, heapUsed, external });
port.on('message', (code: string) => {
	const error = run(code);
	port.postMessage({ type: 'done', error });
});
