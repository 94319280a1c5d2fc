/**
 * The page's side of the cell worker: a pool that gives each run a worker of its own, and the
 * messages the worker speaks. The worker itself is cell.worker.ts (bundled as its own entry), its
 * job serve-cell.ts; node-cells.ts is its twin for Node. Above runtime/ and exercises/, whose run
 * and checks the job joins.
 */
export { createWorkerPool, type WorkerPool } from './pool.ts';
export { pageCellWorkers, type CellWorker } from './cell-workers.ts';
export type { CellProgress, CellReply, CellRequest, CellResult } from './cell-messages.ts';
export { restartsTimeLimit, startCellTimeLimit } from './cell-time-limit.ts';
export {
	exerciseVerdict,
	runErrorText,
	timeoutText,
	type ExerciseEnd,
	type ExerciseVerdict,
} from './run-words.ts';
