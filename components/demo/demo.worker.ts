// Runs the heavy exercise demos (such as counting 12 queens by grid scan) off the main thread,
// so the page stays responsive and Cancel can terminate the run.
import { serveJob, type WorkerScope } from '#src/jobs/index.ts';
import { serveDemo, type DemoReply, type DemoRequest } from './demo-job.ts';

serveJob(self as unknown as WorkerScope<DemoRequest, DemoReply>, serveDemo);
