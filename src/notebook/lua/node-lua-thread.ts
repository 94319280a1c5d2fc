// The Lua worker's twin in Node, for tests and measures: a worker thread that does what
// lua.worker.ts does in the page (load the runtime, serve runs, each in a new state), with the
// runtime's .wasm read from node_modules. Vitest's own process never runs Lua: each test asks a
// thread (node-lua.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { LuaWasm } from 'wasmoon';
import { LOCALES } from '../../i18n/locales.ts';
import { catalogIn } from '../../i18n/load.ts';
import { runtimeCatalogs } from '../../i18n/runtime.ts';
import { createLuaBox, type LuaWall } from './lua-state.ts';
import type { LuaRequest } from './lua-messages.ts';
import { serveLua } from './serve-lua.ts';

/** What the thread is started with (node-lua.ts). */
export interface LuaThreadData {
	/** Tests only: walls left down, to show what each stops. */
	down?: readonly LuaWall[];
	/** Tests only: one Lua state for every run, to show what a new state each run stops. */
	reuseState?: boolean;
}

const port = parentPort!;
const data = (workerData ?? {}) as LuaThreadData;
const box = createLuaBox(await LuaWasm.initialize(), { reuseState: data.reuseState === true });
const words = new Map(
	await Promise.all(
		LOCALES.map(async (locale) => [locale, await catalogIn(runtimeCatalogs, locale)] as const),
	),
);
port.postMessage({ type: 'ready' });
port.on('message', (request: LuaRequest) => {
	void serveLua(request, (reply) => port.postMessage(reply), {
		ready: Promise.resolve(box),
		isReady: () => true,
		wordsIn: async (locale) => words.get(locale)!,
		...(data.down ? { down: data.down } : {}),
	});
});
