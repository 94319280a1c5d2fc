import { createWorkerPool, type WorkerPool } from '../../src/notebook/worker/index.ts';
import type { CellWorker } from './code-cell.svelte.ts';

/** The page's cell workers: one pool for every cell on the page, made on first use. */
let pagePool: WorkerPool<CellWorker> | undefined;

/** The pool of real cell workers (Vite bundles the worker, with ses and sucrase, from this URL). */
export function pageCellWorkers(): WorkerPool<CellWorker> {
	pagePool ??= createWorkerPool(
		() =>
			new Worker(new URL('../../src/notebook/worker/cell.worker.ts', import.meta.url), {
				type: 'module',
			}) as unknown as CellWorker,
	);
	return pagePool;
}
