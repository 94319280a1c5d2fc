// The cell worker: one per run (the page ends it after the run and starts the next one ahead).
// Its modules load first (imports run before the module body), then ses's lockdown() freezes
// every JavaScript built-in before any request is served; it serves one cell run; the learner's code runs in a compartment of its own (runtime/box.ts) that
// sees none of this worker's globals, so it cannot post to the page, reach the network or the
// storage, or change what the checks use. Sucrase (the type stripper) and ses load with it.
import 'ses';
import { serveJob, type JobReply, type WorkerScope } from '../../jobs/index.ts';
import { isLocale } from '../../i18n/locales.ts';
import { catalogIn } from '../../i18n/load.ts';
import { runtimeCatalogs } from '../../i18n/runtime.ts';
import type { CellProgress, CellRequest, CellResult } from './cell-messages.ts';
import { LOCKDOWN_OPTIONS } from '../runtime/index.ts';
import { serveCell } from './serve-cell.ts';

lockdown(LOCKDOWN_OPTIONS);

const scope = self as unknown as WorkerScope<CellRequest, JobReply<CellResult, CellProgress>>;
serveJob(scope, serveCell);

// Named "cell zh-cn" by its page (cell-workers.ts): the runner's words in that language are fetched
// while the worker waits for its run. The run's request says which words it uses.
const named = (self as unknown as { name?: string }).name?.split(' ')[1];
if (isLocale(named)) void catalogIn(runtimeCatalogs, named).catch(() => undefined);
