// The cell worker: one per run (the page ends it after the run and starts the next one ahead).
// It freezes every JavaScript built-in with ses's lockdown() before anything else runs, then
// serves one cell run; the learner's code runs in a compartment of its own (runtime/box.ts) that
// sees none of this worker's globals, so it cannot post to the page, reach the network or the
// storage, or change what the checks use. Sucrase (the type stripper) and ses load with it.
import 'ses';
import { serveJob, type JobReply, type WorkerScope } from '../../jobs/protocol.ts';
import type { CellProgress, CellRequest, CellResult } from '../../jobs/cell.ts';
import { LOCKDOWN_OPTIONS } from '../runtime/box.ts';
import { serveCell } from './serve-cell.ts';

lockdown(LOCKDOWN_OPTIONS);

const scope = self as unknown as WorkerScope<CellRequest, JobReply<CellResult, CellProgress>>;
serveJob(scope, serveCell);
