import { Worker } from 'node:worker_threads';
import type { CellResult } from './cell-messages.ts';
import type { Locale } from '../../i18n/locales.ts';

/** Cells run in a locked-down worker thread (node-runner.ts), one request at a time. */
export interface LockedCells {
	/** Runs `code`, as `exercise` when given, with the runner and checks speaking `locale`. */
	run(code: string, exercise?: string, locale?: Locale): Promise<CellResult>;
	close(): Promise<number>;
}

/** The module that gives plain Node Vite's ?raw imports, for the thread. */
const RAW_TEXT = new URL('../runtime/raw-text.ts', import.meta.url).href;

/** Starts the locked-down thread (or, with `lock: false`, one that skips lockdown). */
export function startLockedCells({ lock = true } = {}): LockedCells {
	const worker = new Worker(new URL('./node-runner.ts', import.meta.url), {
		workerData: { lock },
		// The thread runs in plain Node, and the exercises it checks against hold Python's starters
		// as .py text: raw-text.ts gives Node Vite's ?raw imports.
		execArgv: [...process.execArgv, '--import', RAW_TEXT],
	});
	let next = 0;
	const waiting = new Map<number, (result: CellResult) => void>();
	worker.on('message', (message: { id: number; result?: CellResult; error?: unknown }) => {
		const resolve = waiting.get(message.id);
		waiting.delete(message.id);
		resolve?.(message.result ?? { run: { output: [], outputCut: false, boards: [], ms: 0 } });
	});
	return {
		run(code, exercise, locale) {
			const id = next++;
			return new Promise((resolve, reject) => {
				// The thread's error fails this run; once the run ends, its listener goes with it.
				const failed = (error: Error) => {
					waiting.delete(id);
					reject(error);
				};
				waiting.set(id, (result) => {
					worker.off('error', failed);
					resolve(result);
				});
				worker.once('error', failed);
				worker.postMessage({
					id,
					code,
					...(exercise ? { exercise } : {}),
					...(locale ? { locale } : {}),
				});
			});
		},
		close: () => worker.terminate(),
	};
}
