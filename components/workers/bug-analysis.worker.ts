// Runs seed 002's four versions to the end and reads where each goes wrong, off the main thread:
// about 70,000 events on 8×8, which froze the chapter for a third of a second while it loaded.
import { type BugReport } from '../../src/solver/bugs/index.ts';
import { type JobReply, serveJob, type WorkerScope } from '../../src/jobs/protocol.ts';
import { serveBugReport, type BugReportRequest } from '../../src/jobs/bugs.ts';

serveJob(self as unknown as WorkerScope<BugReportRequest, JobReply<BugReport>>, serveBugReport);
