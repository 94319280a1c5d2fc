// The page's cell worker (cell.worker.ts) as a Node worker thread, for `nqueens check`: ses's
// lockdown() first, then one "ready" message, then every request served by the page's own job
// (serve-cell.ts), replies in the same envelope. Whoever starts it ends it: one run per thread,
// as the page does, and the time limit enforced from outside by terminating the thread.
import 'ses';
import { parentPort } from 'node:worker_threads';
import { serveJob, type JobReply, type WorkerScope } from '../../jobs/index.ts';
import { LOCKDOWN_OPTIONS } from '../runtime/index.ts';
import type { CellProgress, CellRequest, CellResult } from './cell-messages.ts';
import { serveCell } from './serve-cell.ts';

lockdown(LOCKDOWN_OPTIONS);

const port = parentPort;
if (!port) throw new Error('node-cell-thread.ts runs only as a worker thread');
/** The thread's port as a worker's scope, as serveJob wants it. */
const scope: WorkerScope<CellRequest, JobReply<CellResult, CellProgress>> = {
	onmessage: null,
	postMessage: (reply) => port.postMessage(reply),
};
serveJob(scope, serveCell);
port.on('message', (data: CellRequest) => scope.onmessage?.({ data }));
port.postMessage({ type: 'ready' });
