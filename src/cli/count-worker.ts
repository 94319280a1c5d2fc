// One counting thread of the pool (count-workers.ts): it counts each sub-problem it is sent and
// answers with its share, then waits for the next. The pool terminates it when the count ends.
// It answers in the workers' envelope (src/jobs/protocol.ts) through the same countJob as the
// page's Web Workers.
import { parentPort, workerData } from 'node:worker_threads';
import { replyWith } from '../jobs/index.ts';
import { countJob, type CountJob, provideStackMemory } from '../solver/count/index.ts';
import type { CountWorkerData } from './count-workers.ts';

const port = parentPort;
if (!port) throw new Error('count-worker.ts runs only as a worker thread of count-workers.ts');
// The kernel's stack in memory the main thread allocated, which the kernel reaches faster
// (provideStackMemory in src/solver/count/count-stack.ts says why).
const { stackMemory } = (workerData ?? {}) as Partial<CountWorkerData>;
if (stackMemory) provideStackMemory(stackMemory);

port.on('message', (job: CountJob) => port.postMessage(replyWith(countJob, job)));
