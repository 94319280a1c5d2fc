import { createWorkerPool, type WorkerPool } from '../worker/index.ts';
import type { WorkerLike } from '../../jobs/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { PythonReply, PythonRequest } from './python-messages.ts';
import { keepPythonSnapshot } from './snapshot-keeper.ts';

/** A Python worker as the page talks to it. */
export type PythonWorker = WorkerLike<PythonRequest, PythonReply>;

/** The page's Python workers: one pool for every cell on the page, made on first use. */
let pagePool: WorkerPool<PythonWorker> | undefined;

/**
 * The pool of Python workers (Vite bundles python.worker.ts from this URL): one per run, the next
 * started ahead, each told first how to load (snapshot-keeper.ts: the first afresh, giving the
 * page a snapshot of Pyodide's memory; the rest from it). Nothing of Python loads before the first
 * call: make the pool, and warm it, only once the page is about to run Python. Each worker is
 * named after the page's language.
 */
export function pagePythonWorkers(locale: Locale = 'en'): WorkerPool<PythonWorker> {
	pagePool ??= pythonPool(locale);
	return pagePool;
}

/** A pool whose workers are named after `locale` and share one snapshot. */
function pythonPool(locale: Locale): WorkerPool<PythonWorker> {
	const snapshot = keepPythonSnapshot();
	return createWorkerPool(() => {
		const worker = new Worker(new URL('./python.worker.ts', import.meta.url), {
			type: 'module',
			name: `python ${locale}`,
		});
		const { message, transfer } = snapshot.nextStart();
		worker.postMessage(message, transfer);
		return worker as unknown as PythonWorker;
	});
}
