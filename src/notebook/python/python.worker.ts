// The Python cell worker: one per run (the page ends it after the run and starts the next one
// ahead, python-workers.ts). Told first how (snapshot-keeper.ts), it loads the interpreter from
// the site's own folder (RUNTIME_FOLDER) or from the page's snapshot of it, seals it (seal.ts)
// and raises the realm's walls (walls.ts) while it waits; then it serves one run, posting through
// the postMessage it bound before the walls went up.
import 'ses';
import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { catalogIn } from '../../i18n/load.ts';
import { runtimeCatalogs } from '../../i18n/runtime.ts';
import { loadInterpreter, RUNTIME_FOLDER, type LoadPyodide } from './interpreter.ts';
import type { PythonReply, PythonRequest, PythonStart } from './python-messages.ts';
import { isPythonStart } from './snapshot-keeper.ts';
import { sealInterpreter } from './seal.ts';
import { servePython } from './serve-python.ts';
import { raiseWalls } from './walls.ts';

/** The part of the worker's global scope used here, all of it before the walls. */
interface Scope {
	name?: string;
	location: { href: string };
	postMessage(reply: PythonReply): void;
	addEventListener(
		type: 'message',
		listener: (event: { data: PythonRequest | PythonStart }) => void,
	): void;
}

const scope = self as unknown as Scope;
const post = scope.postMessage.bind(scope);
// Named "python zh-cn" by its page: the runner's words in that language load with the interpreter.
const named = scope.name?.split(' ')[1];
const locale: Locale = isLocale(named) ? named : 'en';
const words = new Map<Locale, RuntimeMessages>([['en', english]]);
let ready = false;
let served = false;

let startWith!: (start: PythonStart) => void;
const starting = new Promise<PythonStart>((resolve) => (startWith = resolve));

/** Posts Pyodide's memory on the page's port, then closes it: before sealing, before any run. */
function postSnapshot(pyodide: unknown, port: MessagePort): void {
	try {
		const made = (pyodide as { makeMemorySnapshot(): Uint8Array }).makeMemorySnapshot();
		port.postMessage({ snapshot: made }, [made.buffer as ArrayBuffer]);
	} catch {
		// No snapshot: the page's next workers load afresh.
	} finally {
		port.close();
	}
}

const interpreter = (async () => {
	const folder = new URL(RUNTIME_FOLDER, scope.location.href).href;
	const loading = import(/* @vite-ignore */ `${folder}pyodide.mjs`) as Promise<{
		loadPyodide: LoadPyodide;
	}>;
	const [module, start] = await Promise.all([loading, starting]);
	// Pyodide's options for a snapshot, to make one or to start from one (underscored: experimental).
	const snapshotting = start.snapshot
		? { _loadSnapshot: start.snapshot }
		: start.snapshotTo
			? { _makeSnapshot: true }
			: {};
	const pyodide = await loadInterpreter(
		(options) => module.loadPyodide({ ...options, ...snapshotting }),
		folder,
	);
	if (start.snapshotTo) postSnapshot(pyodide, start.snapshotTo);
	const sealed = sealInterpreter(pyodide);
	if (locale !== 'en') words.set(locale, await catalogIn(runtimeCatalogs, locale));
	raiseWalls();
	ready = true;
	return sealed;
})();
interpreter.catch(() => undefined); // told to the run that waits for it

scope.addEventListener('message', (event) => {
	const data = event.data;
	// The page's first message says how to load; a start after it is ignored, as it has begun.
	if (isPythonStart(data)) return startWith(data);
	if (served) return; // one run per worker
	served = true;
	void servePython(data, post, {
		ready: interpreter,
		isReady: () => ready,
		wordsIn: async (wanted) => words.get(wanted) ?? english,
	});
});
