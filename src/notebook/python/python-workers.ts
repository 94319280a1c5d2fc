import { createWorkerPool, type WorkerPool } from '../worker/index.ts';
import type { WorkerLike } from '../../jobs/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { PythonReply, PythonRequest } from './python-messages.ts';

/** A Python worker as the page talks to it. */
export type PythonWorker = WorkerLike<PythonRequest, PythonReply>;

/** The page's Python workers: one pool for every cell on the page, made on first use. */
let pagePool: WorkerPool<PythonWorker> | undefined;

/**
 * The pool of Python workers (Vite bundles python.worker.ts from this URL): one per run, the next
 * started ahead. Nothing of Python loads before the first call: make the pool, and warm it, only
 * once the page is about to run Python. Each worker is named after the page's language.
 */
export function pagePythonWorkers(locale: Locale = 'en'): WorkerPool<PythonWorker> {
	pagePool ??= createWorkerPool(
		() =>
			new Worker(new URL('./python.worker.ts', import.meta.url), {
				type: 'module',
				name: `python ${locale}`,
			}) as unknown as PythonWorker,
	);
	return pagePool;
}
