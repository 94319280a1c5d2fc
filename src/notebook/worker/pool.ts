import type { WorkerLike } from '../../jobs/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { CellReply, CellRequest } from './cell-messages.ts';

/*
 * Cell workers for a page, one per run (Python's pool, python/python-workers.ts, is made the same
 * way). A run ends its worker (WorkerJob's `oneRunPerWorker`), so nothing a run leaves behind (a
 * timer, a spinning promise, a changed global) reaches the next. To keep Run quick, the pool
 * starts the next worker ahead, while the learner reads or types: loading the worker's script and
 * locking down its built-ins then happen before the click.
 */

/** A pool that hands out one fresh worker per run and keeps one started ahead. */
export interface WorkerPool<W> {
	/** A worker for one run: the one started ahead if it is alive, otherwise a new one. */
	take(): W;
	/** Starts the next worker ahead, if none is waiting. */
	warm(): void;
	/** Ends the waiting worker (the page is going away). */
	dispose(): void;
}

/** A pool over `make`, which starts one worker. */
export function createWorkerPool<Request, Reply>(
	make: () => WorkerLike<Request, Reply>,
): WorkerPool<WorkerLike<Request, Reply>> {
	let spare: WorkerLike<Request, Reply> | undefined;
	let spareFailed = false;
	return {
		take() {
			const ready = spare && !spareFailed ? spare : undefined;
			if (spare && spareFailed) spare.terminate();
			spare = undefined;
			return ready ?? make();
		},
		warm() {
			if (spare) return;
			try {
				spare = make();
			} catch {
				return; // the run that needs one will make it, and say what went wrong
			}
			spareFailed = false;
			const waiting = spare;
			// A worker that fails to load while it waits is not handed out: the next take makes another.
			waiting.onerror = () => {
				if (spare === waiting) spareFailed = true;
			};
		},
		dispose() {
			spare?.terminate();
			spare = undefined;
		},
	};
}

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
