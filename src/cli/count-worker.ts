// One counting thread of the pool (count-workers.ts): it counts each sub-problem it is sent and
// answers with its share, then waits for the next. The pool terminates it when the count ends.
// It answers in the workers' envelope (src/jobs/protocol.ts) through the same countJob as the
// page's Web Workers, with the WebAssembly kernel (src/solver/count/count-wasm.ts), the
// TypeScript kernel's twin.
import { parentPort } from 'node:worker_threads';
import { replyWith } from '../jobs/index.ts';
import { countJob, type CountJob, countWithWasm } from '../solver/count/index.ts';

const port = parentPort;
if (!port) throw new Error('count-worker.ts runs only as a worker thread of count-workers.ts');
const count = (job: CountJob) => countJob(job, countWithWasm);
port.on('message', (job: CountJob) => port.postMessage(replyWith(count, job)));
