import {
	serveJob,
	type JobHandler,
	type JobReply,
	type WorkerLike,
	type WorkerScope,
} from '../../src/jobs/protocol.ts';

/**
 * A worker stand-in that runs a real worker's handler in this thread, wired by the same `serveJob`
 * as the worker files; each request is served a microtask later, as a real worker answers later.
 */
export class InProcessWorker<Request, Result, Progress = never> implements WorkerLike<
	Request,
	JobReply<Result, Progress>
> {
	onmessage: WorkerLike<Request, JobReply<Result, Progress>>['onmessage'] = null;
	onerror: WorkerLike['onerror'] = null;
	requests: Request[] = [];
	terminated = false;
	readonly #scope: WorkerScope<Request, JobReply<Result, Progress>>;

	constructor(handle: JobHandler<Request, Result, Progress>) {
		this.#scope = {
			onmessage: null,
			postMessage: (reply) => {
				if (!this.terminated) this.onmessage?.({ data: reply });
			},
		};
		serveJob(this.#scope, handle);
	}

	postMessage(request: Request): void {
		if (this.terminated) throw new Error('posted to a terminated worker');
		this.requests.push(request);
		queueMicrotask(() => {
			if (!this.terminated) this.#scope.onmessage?.({ data: request });
		});
	}

	terminate(): void {
		this.terminated = true;
	}
}

/** A worker stand-in that keeps requests and sends only the canned replies the test gives it. */
export class ManualWorker<Request, Reply> implements WorkerLike<Request, Reply> {
	onmessage: WorkerLike<Request, Reply>['onmessage'] = null;
	onerror: WorkerLike['onerror'] = null;
	requests: Request[] = [];
	terminated = false;
	/** Called on each request, e.g. to answer at once with a canned error or crash. */
	readonly onpost: ((worker: ManualWorker<Request, Reply>, request: Request) => void) | undefined;

	constructor(onpost?: (worker: ManualWorker<Request, Reply>, request: Request) => void) {
		this.onpost = onpost;
	}

	postMessage(request: Request): void {
		if (this.terminated) throw new Error('posted to a terminated worker');
		this.requests.push(request);
		this.onpost?.(this, request);
	}

	terminate(): void {
		this.terminated = true;
	}

	/** Delivers a reply, as a live worker would; a terminated worker says nothing. */
	send(reply: Reply): void {
		if (!this.terminated) this.onmessage?.({ data: reply });
	}

	/** Reports an error event, as a worker whose script threw or failed to load. */
	crash(message?: string): void {
		if (!this.terminated) this.onerror?.(message === undefined ? {} : { message });
	}
}
