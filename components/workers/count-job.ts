import { countSolutionsFast } from '../../src/solver/bitmask.ts';
import {
	errorReply,
	type CountJob,
	type CountReply,
	type CountShare,
	type JobHandler,
} from '../../src/solver/worker-protocol.ts';

// What the counting worker runs for each job; kept apart from the pool so the worker's bundle
// holds the counter and nothing of the page.

/**
 * Counts one job: the one place the count race calls a counter (swap the engine here). Never
 * throws: errors come back as replies.
 */
export function runCountJob(job: CountJob): CountReply {
	const start = performance.now();
	try {
		const result = countSolutionsFast(job.n, [job.column]);
		return {
			type: 'result',
			result: {
				n: job.n,
				column: job.column,
				solutions: result.solutions.toString(),
				nodes: result.nodes,
				ms: performance.now() - start,
			},
		};
	} catch (error) {
		return errorReply(error);
	}
}

/** The counting worker's handler: one reply per job. */
export const serveCountJob: JobHandler<CountJob, CountShare> = (job, post) =>
	post(runCountJob(job));
