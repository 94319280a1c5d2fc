// Counts one share of n queens per message, off the main thread: the page stays responsive and
// Cancel can terminate the worker mid-count.
import { serveJob, type WorkerScope } from '../../src/jobs/protocol.ts';
import { serveCountJob } from './count-job.ts';
import { type CountJob, type CountReply } from '../../src/jobs/count.ts';

serveJob(self as unknown as WorkerScope<CountJob, CountReply>, serveCountJob);
