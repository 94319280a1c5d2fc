/**
 * The page's side of the cell worker: a pool that gives each run a worker of its own. The worker
 * itself is cell.worker.ts (bundled as its own entry); node-cells.ts is its twin for Node.
 */
export { createWorkerPool, type WorkerPool } from './pool.ts';
export { pageCellWorkers, type CellWorker } from './cell-workers.ts';
export type { CellReply, CellRequest, CellResult } from './cell-messages.ts';
