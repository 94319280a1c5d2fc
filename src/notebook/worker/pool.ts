import type { WorkerLike } from '../../jobs/index.ts';

/*
 * Cell workers for a page, one per run. A run ends its worker (WorkerJob's `oneRunPerWorker`), so
 * nothing a run leaves behind (a timer, a spinning promise, a changed global) reaches the next.
 * To keep Run quick, the pool starts the next worker ahead, while the learner reads or types:
 * loading the worker's script and locking down its built-ins then happen before the click.
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
