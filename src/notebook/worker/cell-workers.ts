import type { WorkerLike } from '../../jobs/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { CellReply, CellRequest } from './cell-messages.ts';
import { createWorkerPool, type WorkerPool } from './pool.ts';

/** A JavaScript cell's worker, as the page's controller talks to it. */
export type CellWorker = WorkerLike<CellRequest, CellReply>;

/** The page's cell workers: one pool for every cell on the page, made on first use. */
let pagePool: WorkerPool<CellWorker> | undefined;

/**
 * The pool of real cell workers (Vite bundles the worker, with ses and sucrase, from this URL).
 * Each worker is named after the page's language, so it fetches the runner's words in it while
 * it waits for its run (the run's request still says which words to use).
 */
export function pageCellWorkers(locale: Locale = 'en'): WorkerPool<CellWorker> {
	pagePool ??= createWorkerPool(
		() =>
			new Worker(new URL('./cell.worker.ts', import.meta.url), {
				type: 'module',
				name: `cell ${locale}`,
			}) as unknown as CellWorker,
	);
	return pagePool;
}
