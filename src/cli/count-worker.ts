// One counting thread of the pool (count-workers.ts): it counts each sub-problem it is sent and
// answers with its share, then waits for the next. The pool terminates it when the count ends.
import { parentPort } from 'node:worker_threads';
import { countSubproblem } from '../solver/count-engine.ts';
import type { WorkerReply, WorkerRequest } from './count-workers.ts';

const port = parentPort;
if (!port) throw new Error('count-worker.ts runs only as a worker thread of count-workers.ts');

port.on('message', ({ id, sp }: WorkerRequest) => {
	let reply: WorkerReply;
	try {
		const { solutions, classes, nodes } = countSubproblem(sp);
		// A BigInt crosses threads fine, but a decimal string also survives JSON logs and older runtimes.
		reply = { type: 'result', id, solutions: solutions.toString(), classes, nodes };
	} catch (error) {
		reply = { type: 'error', id, message: error instanceof Error ? error.message : String(error) };
	}
	port.postMessage(reply);
});
