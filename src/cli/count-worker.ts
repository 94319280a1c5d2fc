// One counting thread of the pool (count-workers.ts): it counts each sub-problem it is sent and
// answers with its share, then waits for the next. The pool terminates it when the count ends.
// It answers in the workers' envelope (src/jobs/protocol.ts) through the same countJob as the
// page's Web Workers.
import { parentPort } from 'node:worker_threads';
import { replyWith } from '../jobs/index.ts';
import { countJob, type CountJob } from '../solver/count/index.ts';

const port = parentPort;
if (!port) throw new Error('count-worker.ts runs only as a worker thread of count-workers.ts');

port.on('message', (job: CountJob) => port.postMessage(replyWith(countJob, job)));
