import { reportBugs, type BugReport } from '../solver/bugs/index.ts';
import { errorReply, type JobHandler } from './protocol.ts';

// The bug replay (components/BugReplay.svelte, workers/bug-analysis.worker.ts).

/** Ask the bug-analysis worker for the report on an n×n board. */
export interface BugReportRequest {
	n: number;
}

/** The bug-analysis worker's handler: one report per request, or the error. */
export const serveBugReport: JobHandler<BugReportRequest, BugReport> = (request, post) => {
	try {
		post({ type: 'result', result: reportBugs(request.n) });
	} catch (error) {
		post(errorReply(error));
	}
};
