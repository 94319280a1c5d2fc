// The Python worker's twin in Node, for tests and measures: a worker thread that does what
// python.worker.ts does in the page (load the interpreter, seal it, raise the realm's walls,
// serve runs), with the runtime read from node_modules. Vitest's own process never runs Python:
// each test asks a thread (node-python.ts).
import 'ses';
import { constants as fsConstants } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { LOCALES } from '../../i18n/locales.ts';
import { catalogIn } from '../../i18n/load.ts';
import { runtimeCatalogs } from '../../i18n/runtime.ts';
import { loadInterpreter, type LoadPyodide } from './interpreter.ts';
import { sealInterpreter } from './seal.ts';
import type { PythonRequest } from './python-messages.ts';
import { servePython } from './serve-python.ts';
import { globalNames, raiseWalls, type WallOptions } from './walls.ts';

/** What the thread is started with (node-python.ts). */
export interface ThreadData {
	walls?: WallOptions;
	/** Tests only: leave the prelude's refusals out, to show what they stop. */
	refuse?: boolean;
	/** Tests only: hand Python the worker's global object as `worker_global`, to try the walls below Python's. */
	handOverGlobal?: boolean;
	/**
	 * A folder holding Pyodide's files (pyodide.mjs and the rest, RUNTIME_FILES): the bundled
	 * command, which carries no Pyodide, loads it from there. Absent: the npm package `pyodide`.
	 */
	pyodideFolder?: string;
	/**
	 * Pyodide's memory just after it loaded, from a thread started with `makeSnapshot`: the
	 * interpreter starts from this copy (a tenth of the CPU of loading it), then is sealed and
	 * walled as any other. Taken before any learner's code ran, so every run still starts clean.
	 */
	snapshot?: Uint8Array;
	/** Load the interpreter, post its memory snapshot (`{ snapshot }`), and serve nothing. */
	makeSnapshot?: boolean;
}

/**
 * Under Node's permission model (`nqueens check` grades walled: src/cli/check/walled.ts) native
 * bindings are refused, and Pyodide's file system asks for one at start: the file flags' numbers.
 * Those it gets, from node:fs; any other binding is still refused.
 */
function lendFileFlags(): void {
	if (typeof (process as { permission?: unknown }).permission !== 'object') return;
	// A run the wall stopped ends the interpreter, which reports it on the console as a fault of
	// its own; the run's result says it to the learner, so the grading terminal stays clear.
	console.error = () => undefined;
	// process.binding is deprecated, so Node's types leave it out; Pyodide still calls it.
	const host = process as unknown as { binding(name: string): unknown };
	const refused = host.binding.bind(process);
	host.binding = (name) => (name === 'constants' ? { fs: fsConstants } : refused(name));
}

lendFileFlags();
const port = parentPort!;
const data = (workerData ?? {}) as ThreadData;
const folder = data.pyodideFolder;
// Imported here, not above: the bundled command has no `pyodide` package, only the folder it is given.
const { loadPyodide } = (await import(
	folder === undefined ? 'pyodide' : pathToFileURL(join(folder, 'pyodide.mjs')).href
)) as { loadPyodide: LoadPyodide };
// Pyodide's options for a snapshot, to make one or to start from one (underscored: experimental).
const snapshotting = data.makeSnapshot
	? { _makeSnapshot: true }
	: data.snapshot
		? { _loadSnapshot: data.snapshot }
		: {};
const pyodide = await loadInterpreter(
	(options) => loadPyodide({ ...options, ...snapshotting }),
	// Pyodide in Node reads its files by path, not by file: URL.
	folder === undefined ? undefined : `${resolve(folder)}/`,
);
if (data.makeSnapshot) {
	const snapshot = (
		pyodide as unknown as { makeMemorySnapshot(): Uint8Array }
	).makeMemorySnapshot();
	port.postMessage({ snapshot }, [snapshot.buffer as ArrayBuffer]);
	process.exit(0);
}
if (data.handOverGlobal) {
	const scope = pyodide.toPy({ worker_global: globalThis });
	pyodide.runPython('import builtins\nbuiltins.worker_global = worker_global', { globals: scope });
}
const sealed = sealInterpreter(pyodide, { refuse: data.refuse !== false });
// Every language's words before the walls (a worker in the page loads its page's one).
const words = new Map(
	await Promise.all(
		LOCALES.map(async (locale) => [locale, await catalogIn(runtimeCatalogs, locale)] as const),
	),
);
const stuck = raiseWalls(data.walls);
port.postMessage({ stuck, names: globalNames(globalThis) });
port.on('message', (request: PythonRequest) => {
	void servePython(request, (reply) => port.postMessage(reply), {
		ready: Promise.resolve(sealed),
		isReady: () => true,
		wordsIn: async (locale) => words.get(locale)!,
	});
});
