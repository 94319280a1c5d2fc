// Runs a notebook cell's code off the page: no DOM, no storage, no cookies, and Stop or the time
// limit terminates it. Sucrase (the type stripper) is bundled here, so it loads on the first Run.
import { serveCell } from '../cell/serve-cell.ts';
import type { CellReply, CellRequest } from '../cell/cell-protocol.ts';
import type { WorkerScope } from '../../src/solver/worker-protocol.ts';
import { serveJob } from '../../src/solver/worker-protocol.ts';

serveJob(self as unknown as WorkerScope<CellRequest, CellReply>, serveCell);
