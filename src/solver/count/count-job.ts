import { type CountKernel, countSubproblem, type Subproblem } from './count-engine.ts';

/*
 * One share of a count as it travels to a worker and back: the page's count race sends these to
 * its Web Workers (components/count-race/) and the command to its worker threads
 * (src/cli/count-workers.ts). Plain numbers and strings, so any channel carries them.
 */

/**
 * One piece of counting: a sub-problem of the full-symmetry engine (planSubproblems in
 * count-engine.ts), and `id`, its place in planSubproblems(sp.n) from 0.
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

/**
 * Counts one job: the one place the command's worker threads and the page's Web Workers call the
 * engine (the command with its WebAssembly kernel). Throws on a malformed sub-problem; each worker
 * turns that into its error reply.
 */
export function countJob(job: CountJob, kernel: CountKernel = 'stack'): CountShare {
	const start = performance.now();
	const { solutions, classes, nodes } = countSubproblem(job.sp, kernel);
	return {
		id: job.id,
		n: job.sp.n,
		solutions: solutions.toString(),
		classes,
		nodes,
		ms: performance.now() - start,
	};
}
