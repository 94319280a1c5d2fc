// The entry of the bundled command (nqueens.mjs: one file, any Node from 20 on, no install).
// The one file plays both parts: started by a reader it is the command; started by the command's
// own pool as a worker thread, it counts the sub-problems it is sent (count-worker.ts); started by
// `nqueens check` as one, it runs learners' cells as the page's workers do (src/cli/check/runs.ts).
import { isMainThread, workerData } from 'node:worker_threads';

/** Which thread of `nqueens check` this is, when it is one (src/cli/check/threads.ts). */
const thread = (workerData as { thread?: unknown } | null)?.thread;

if (isMainThread) {
	// Started as `node nqueens.mjs`, it tells the user to run `node nqueens.mjs …` (name.ts).
	const { nameCommandAfter } = await import('./name.ts');
	nameCommandAfter(process.argv[1]);
	const { startWorkersFrom } = await import('./count-workers.ts');
	startWorkersFrom(new URL(import.meta.url));
	const { checkThreadsFrom } = await import('./check/threads.ts');
	checkThreadsFrom(new URL(import.meta.url));
	const { main } = await import('./nqueens.ts');
	await main(process.argv.slice(2));
} else if (thread === 'cell') {
	await import('../notebook/worker/node-cell-thread.ts');
} else if (thread === 'python') {
	await import('../notebook/python/node-python-thread.ts');
} else {
	await import('./count-worker.ts');
}
