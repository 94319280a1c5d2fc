// The Python cell worker: one per run (the page ends it after the run and starts the next one
// ahead, python-workers.ts). It loads the interpreter from the site's own folder
// (RUNTIME_FOLDER), seals it (seal.ts) and raises the realm's walls (walls.ts) while it waits;
// then it serves one run, posting through the postMessage it bound before the walls went up.
import 'ses';
import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { catalogIn } from '../../i18n/load.ts';
import { runtimeCatalogs } from '../../i18n/runtime.ts';
import { loadInterpreter, RUNTIME_FOLDER, type LoadPyodide } from './interpreter.ts';
import type { PythonReply, PythonRequest } from './python-messages.ts';
import { sealInterpreter } from './seal.ts';
import { servePython } from './serve-python.ts';
import { raiseWalls } from './walls.ts';

/** The part of the worker's global scope used here, all of it before the walls. */
interface Scope {
	name?: string;
	location: { href: string };
	postMessage(reply: PythonReply): void;
	addEventListener(type: 'message', listener: (event: { data: PythonRequest }) => void): void;
}

const scope = self as unknown as Scope;
const post = scope.postMessage.bind(scope);
// Named "python zh-cn" by its page: the runner's words in that language load with the interpreter.
const named = scope.name?.split(' ')[1];
const locale: Locale = isLocale(named) ? named : 'en';
const words = new Map<Locale, RuntimeMessages>([['en', english]]);
let ready = false;
let served = false;

const interpreter = (async () => {
	const folder = new URL(RUNTIME_FOLDER, scope.location.href).href;
	const module = (await import(/* @vite-ignore */ `${folder}pyodide.mjs`)) as {
		loadPyodide: LoadPyodide;
	};
	const sealed = sealInterpreter(await loadInterpreter(module.loadPyodide, folder));
	if (locale !== 'en') words.set(locale, await catalogIn(runtimeCatalogs, locale));
	raiseWalls();
	ready = true;
	return sealed;
})();
interpreter.catch(() => undefined); // told to the run that waits for it

scope.addEventListener('message', (event) => {
	if (served) return; // one run per worker
	served = true;
	void servePython(event.data, post, {
		ready: interpreter,
		isReady: () => ready,
		wordsIn: async (wanted) => words.get(wanted) ?? english,
	});
});
