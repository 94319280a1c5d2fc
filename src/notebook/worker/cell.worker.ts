// Runs a notebook cell's code off the page. Before any cell code runs, the worker's global scope is
// locked (cell/lock-down.ts): no network, no storage, no other threads, no posting to the page but
// the job's own result. Stop or the time limit terminates it. Sucrase (the type stripper) is
// bundled here, so it loads with the first Run.
import { lockCellWorker, type CellWorkerGlobal } from './lock-down.ts';
import { serveCell } from './serve-cell.ts';
import type { CellReply, CellRequest } from '../../jobs/cell.ts';
import { serveJob } from '../../jobs/protocol.ts';

const { scope } = lockCellWorker<CellRequest, CellReply>(self as unknown as CellWorkerGlobal);
serveJob(scope, serveCell);
