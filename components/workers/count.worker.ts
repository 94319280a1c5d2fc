// Counts one share of n queens per message, off the main thread: the page stays responsive and
// Cancel can terminate the worker mid-count.
import { runCountJob, type CountJob, type CountReply } from '../count-pool.ts';

/** The two members of a dedicated worker's global scope this file uses (the DOM lib types `self` as a window). */
interface WorkerScope {
	onmessage: ((event: MessageEvent<CountJob>) => void) | null;
	postMessage(message: CountReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
	scope.postMessage(runCountJob(event.data));
};
