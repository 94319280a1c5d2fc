import { countSubproblem, type Subproblem } from '../solver/count/index.ts';
import { errorReply, type JobReply } from './protocol.ts';

// The count race (components/count-race/, workers/count.worker.ts).
// The same messages go to the command's worker threads (src/cli/count-workers.ts, count-worker.ts).

/**
 * One piece of counting: a sub-problem of the full-symmetry engine (planSubproblems in
 * count-engine.ts), and `id`, its place in planSubproblems(sp.n) from 0. Plain numbers and arrays.
 */
export interface CountJob {
	id: number;
	sp: Subproblem;
}

/**
 * One counted piece: its weighted solutions (a BigInt as a decimal string, which survives any
 * channel), symmetry classes, queens placed below its prefix and the time the worker took.
 */
export interface CountShare {
	id: number;
	n: number;
	solutions: string;
	classes: number;
	nodes: number;
	ms: number;
}

/** What a counting worker posts for each job: one result or one error. */
export type CountReply = JobReply<CountShare>;

/**
 * Counts one job, as a worker receives it (src/jobs/protocol.ts): the one place the
 * command's worker threads and the page's Web Workers call the engine. Never throws: an error
 * (a malformed sub-problem, say) comes back as an error reply.
 */
export function runCountJob(job: CountJob): CountReply {
	const start = performance.now();
	try {
		const { solutions, classes, nodes } = countSubproblem(job.sp);
		return {
			type: 'result',
			result: {
				id: job.id,
				n: job.sp.n,
				solutions: solutions.toString(),
				classes,
				nodes,
				ms: performance.now() - start,
			},
		};
	} catch (error) {
		return errorReply(error);
	}
}
