// Runs seed 002's four versions to the end and reads where each goes wrong, off the main thread:
// about 70,000 events on 8×8, which froze the chapter for a third of a second while it loaded.
import {
	serveBugReport,
	type BugReport,
	type BugReportRequest,
} from '../../src/solver/buggy-analysis.ts';
import type { JobReply, WorkerScope } from '../../src/jobs/protocol.ts';
import { serveJob } from '../../src/jobs/protocol.ts';

serveJob(self as unknown as WorkerScope<BugReportRequest, JobReply<BugReport>>, serveBugReport);
