// Counts one share of n queens per message, off the main thread: the page stays responsive and
// Cancel can terminate the worker mid-count.
import { serveJob, type WorkerScope } from '#src/jobs/index.ts';
import type { CountJob } from '#src/solver/count/index.ts';
import { serveCountJob, type CountReply } from './serve-count.ts';

serveJob(self as unknown as WorkerScope<CountJob, CountReply>, serveCountJob);
