import type { JobHandler } from '../../src/jobs/protocol.ts';
import { runCountJob, type CountJob, type CountShare } from '../../src/jobs/count.ts';

// What the counting worker runs for each job; kept apart from the pool so the worker's bundle
// holds the counter and nothing of the page. The counting itself is the engine's runCountJob,
// the same the command's worker threads run (src/cli/count-worker.ts).

export { runCountJob };

/** The counting worker's handler: one reply per job. */
export const serveCountJob: JobHandler<CountJob, CountShare> = (job, post) =>
	post(runCountJob(job));
