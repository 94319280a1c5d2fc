import { replyWith, type JobHandler, type JobReply } from '#src/jobs/index.ts';
import { countJob, type CountJob, type CountShare } from '#src/solver/count/index.ts';

// What the counting worker runs for each job; kept apart from the pool so the worker's bundle
// holds the counter and nothing of the page. The counting itself is the engine's countJob, the
// same the command's worker threads run (src/cli/count-worker.ts).

/** What a counting worker posts for each job: one result or one error. */
export type CountReply = JobReply<CountShare>;

/** Counts one job as the worker does: its share, or an error reply if the sub-problem is malformed. */
export function runCountJob(job: CountJob): CountReply {
	return replyWith(countJob, job);
}

/** The counting worker's handler: one reply per job. */
export const serveCountJob: JobHandler<CountJob, CountShare> = (job, post) =>
	post(runCountJob(job));
