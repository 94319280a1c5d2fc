// The Lua cell worker: one per run (the page ends it after the run and starts the next one
// ahead, lua-workers.ts). It loads the runtime (wasmoon's Lua 5.4 in WebAssembly) with the .wasm
// the site serves itself, never wasmoon's default CDN; then it serves one run in a new state
// behind the walls (lua-state.ts), posting through the postMessage it bound first.
import { LuaWasm } from 'wasmoon';
import wasmUrl from 'wasmoon/dist/glue.wasm?url';
import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { catalogIn } from '../../i18n/load.ts';
import { runtimeCatalogs } from '../../i18n/runtime.ts';
import { createLuaBox } from './lua-state.ts';
import type { LuaReply, LuaRequest } from './lua-messages.ts';
import { serveLua } from './serve-lua.ts';

/** The part of the worker's global scope used here. */
interface Scope {
	name?: string;
	location: { href: string };
	postMessage(reply: LuaReply): void;
	addEventListener(type: 'message', listener: (event: { data: LuaRequest }) => void): void;
}

const scope = self as unknown as Scope;
const post = scope.postMessage.bind(scope);
// Named "lua zh-cn" by its page: the runner's words in that language load with the runtime.
const named = scope.name?.split(' ')[1];
const locale: Locale = isLocale(named) ? named : 'en';
const words = new Map<Locale, RuntimeMessages>([['en', english]]);
let ready = false;
let served = false;

const box = (async () => {
	const made = createLuaBox(await LuaWasm.initialize(new URL(wasmUrl, scope.location.href).href));
	if (locale !== 'en') words.set(locale, await catalogIn(runtimeCatalogs, locale));
	ready = true;
	return made;
})();
box.catch(() => undefined); // told to the run that waits for it

scope.addEventListener('message', (event) => {
	if (served) return; // one run per worker
	served = true;
	void serveLua(event.data, post, {
		ready: box,
		isReady: () => ready,
		// The page's language loads with the runtime: read the words once both have.
		wordsIn: async (wanted) => {
			await box;
			return words.get(wanted) ?? english;
		},
	});
});
