import { type InputErrorCode, isInputError } from '#src/solver/input/index.ts';
import { jobsMessages, type JobsMessages } from '#src/i18n/jobs.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { startTimeLimit, type JobReply, type TimeLimit, type WorkerLike } from '#src/jobs/index.ts';

/*
 * One job run in a Web Worker, as reactive state a widget draws: idle, running (with the latest
 * progress), then done, cancelled or error. The worker is made on the first start and kept for the
 * next (unless `oneRunPerWorker`); cancelling, a time limit, a crash or a failed start terminate
 * it, and the next start makes a fresh one. The worker speaks src/jobs/protocol.ts.
 */

/** Where a job is in its life. */
export type JobStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

/** Why a run failed, with a sentence for the reader and the solver's code for an input error. */
export interface JobFailure {
	/** reply: the job reported an error; crash: the worker died; unavailable: no worker; timeout; input: refused before it started. */
	kind: 'reply' | 'crash' | 'unavailable' | 'timeout' | 'input';
	message: string;
	/** What the worker or the error said, without the sentence around it. */
	detail: string;
	code?: InputErrorCode;
}

/** How one run ended. */
export type JobOutcome<Result> =
	| { status: 'done'; result: Result }
	| { status: 'cancelled' }
	| { status: 'error'; failure: JobFailure };

/** Callbacks for one run, called as soon as each message arrives. */
export interface JobListener<Result, Progress> {
	onprogress?: (progress: Progress) => void;
	onend?: (outcome: JobOutcome<Result>) => void;
}

/** What a job needs: how to make its worker, what to call it in messages, and an optional time limit. */
export interface WorkerJobOptions<Request, Result, Progress> {
	createWorker: () => WorkerLike<Request, JobReply<Result, Progress>>;
	/** The job in a few words, in the page's language, for error messages: "race" gives "The race stopped: …". */
	name: string;
	/** The page's language: the failure sentences are in it (English unless told). */
	locale?: Locale;
	/** Milliseconds a run may take before its worker is terminated; none when absent. */
	timeLimitMs?: number;
	/**
	 * End the worker after every run, however it ends, so the next run starts in a new one (the
	 * notebook's cells: nothing one run leaves behind can reach the next). False unless told.
	 */
	oneRunPerWorker?: boolean;
	/**
	 * For a request whose worker loads something first (a Python interpreter): the progress at
	 * which its time limit starts counting, instead of at start(). Undefined for a request whose
	 * limit counts from start() (every request, unless told).
	 */
	limitStartsAt?: (request: Request) => ((progress: Progress) => boolean) | undefined;
	/**
	 * The progress at which a run's time limit starts again from zero, once a run (a notebook
	 * cell's first check: the program and the checks each get the whole limit). Never, unless told.
	 */
	limitRestartsAt?: (progress: Progress) => boolean;
}

/** A job run in a Web Worker: reactive status, progress, result and failure; start, cancel, time limit. */
export class WorkerJob<Request, Result, Progress = never> {
	/** Where the job is in its life. */
	status = $state<JobStatus>('idle');
	/** The latest progress the running job reported. */
	progress = $state<Progress | undefined>(undefined);
	/** The last run's result, once done. */
	result = $state<Result | undefined>(undefined);
	/** Why the last run failed, when it did. */
	failure = $state<JobFailure | undefined>(undefined);
	/** Whether a run is under way. */
	readonly running = $derived(this.status === 'running');
	/** Milliseconds a run may take; changes apply from the next start. */
	timeLimitMs: number | undefined;

	readonly #options: WorkerJobOptions<Request, Result, Progress>;
	#worker: WorkerLike<Request, JobReply<Result, Progress>> | null = null;
	/** The running run's time limit (src/jobs/time-limit.ts). */
	#limit: TimeLimit | undefined;
	#listener: JobListener<Result, Progress> = {};
	#resolve: ((outcome: JobOutcome<Result>) => void) | undefined;
	/** The progress that starts the run's time limit, when it does not start with the run. */
	#limitStartsAt: ((progress: Progress) => boolean) | undefined;

	constructor(options: WorkerJobOptions<Request, Result, Progress>) {
		this.#options = options;
		this.timeLimitMs = options.timeLimitMs;
	}

	/** The failure sentences, in the job's language (looked up when one is needed). */
	get #words(): JobsMessages['job'] {
		return jobsMessages(this.#options.locale ?? 'en').job;
	}

	/** Whether a worker is alive (made and not yet terminated). */
	get hasWorker(): boolean {
		return this.#worker !== null;
	}

	/** Starts a run (cancelling one under way); resolves when it ends, however it ends. */
	start(
		request: Request,
		listener: JobListener<Result, Progress> = {},
	): Promise<JobOutcome<Result>> {
		this.cancel();
		const ended = new Promise<JobOutcome<Result>>((resolve) => (this.#resolve = resolve));
		this.#listener = listener;
		this.status = 'running';
		this.progress = undefined;
		this.result = undefined;
		this.failure = undefined;
		let worker: WorkerLike<Request, JobReply<Result, Progress>>;
		try {
			worker = this.#worker ?? this.#makeWorker();
		} catch (error) {
			const detail = text(error);
			this.#fail('unavailable', this.#words.cannotStart(this.#options.name, detail), detail);
			return ended;
		}
		this.#limitStartsAt = this.#options.limitStartsAt?.(request);
		const limitMs = this.timeLimitMs;
		this.#limit = startTimeLimit(
			limitMs,
			() => {
				const sentence = this.#words.timeout(this.#options.name, limitMs!);
				if (this.#worker === worker) this.#fail('timeout', sentence, sentence);
			},
			this.#options.limitRestartsAt,
		);
		if (!this.#limitStartsAt) this.#limit.start();
		try {
			// The answer may come back before postMessage returns (a stand-in worker): nothing after this line.
			worker.postMessage(request);
		} catch (error) {
			if (this.#worker === worker && this.status === 'running') {
				const detail = text(error);
				this.#fail('unavailable', this.#words.cannotSend(this.#options.name, detail), detail);
			}
		}
		return ended;
	}

	/** Stops a run under way: terminates its worker (the next start makes a fresh one). Returns whether it stopped one. */
	cancel(): boolean {
		if (this.status !== 'running') return false;
		this.#end({ status: 'cancelled' }, true);
		return true;
	}

	/** Ends a run before it starts, with an input error (or any error) as its failure. */
	refuse(error: unknown): void {
		this.cancel();
		this.status = 'running';
		this.#fail('input', text(error), text(error), isInputError(error) ? error.code : undefined);
	}

	/** Cancels any run and terminates the kept worker: for a widget going away. */
	dispose(): void {
		this.cancel();
		this.#drop();
	}

	#makeWorker(): WorkerLike<Request, JobReply<Result, Progress>> {
		const worker = this.#options.createWorker();
		worker.onmessage = (event) => {
			if (worker === this.#worker) this.#receive(event.data);
		};
		worker.onerror = (event) => {
			event.preventDefault?.();
			if (worker !== this.#worker || this.status !== 'running') return;
			const name = this.#options.name;
			const detail = event.message ?? '';
			this.#fail(
				'crash',
				detail ? this.#words.crashed(name, detail) : this.#words.vanished(name),
				detail,
			);
		};
		this.#worker = worker;
		return worker;
	}

	#receive(reply: JobReply<Result, Progress>): void {
		if (this.status !== 'running') return;
		switch (reply.type) {
			case 'progress':
				if (this.#limitStartsAt?.(reply.progress)) this.#limit?.start();
				else this.#limit?.see(reply.progress);
				this.progress = reply.progress;
				this.#listener.onprogress?.(reply.progress);
				break;
			case 'result':
				this.#end({ status: 'done', result: reply.result }, this.#options.oneRunPerWorker === true);
				break;
			case 'error':
				this.#fail(
					'reply',
					this.#words.stopped(this.#options.name, reply.message),
					reply.message,
					reply.code,
				);
				break;
		}
	}

	#fail(kind: JobFailure['kind'], message: string, detail: string, code?: InputErrorCode): void {
		const failure: JobFailure = { kind, message, detail };
		if (code !== undefined) failure.code = code;
		// After a reply error the worker is fine and kept; anything else may have left it stuck.
		const keep = (kind === 'reply' || kind === 'input') && this.#options.oneRunPerWorker !== true;
		this.#end({ status: 'error', failure }, !keep);
	}

	#drop(): void {
		this.#worker?.terminate();
		this.#worker = null;
	}

	#end(outcome: JobOutcome<Result>, terminate: boolean): void {
		this.#limit?.stop();
		if (terminate) this.#drop();
		if (outcome.status === 'done') this.result = outcome.result;
		if (outcome.status === 'error') this.failure = outcome.failure;
		this.status = outcome.status;
		const listener = this.#listener;
		const resolve = this.#resolve;
		this.#listener = {};
		this.#resolve = undefined;
		// Last, as a listener may start the next run at once.
		listener.onend?.(outcome);
		resolve?.(outcome);
	}
}

/** An error's message, or the thrown value as text. */
function text(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

/**
 * Keeps keyboard focus on a job's controls while their disabled states swap: when a run starts
 * from the Run button, focus moves to Cancel; when it ends, focus on Cancel (or lost to the page
 * after being on either button) returns to Run. Call during component set-up.
 */
export function keepJobFocus(
	running: () => boolean,
	runButton: () => HTMLElement | undefined,
	cancelButton: () => HTMLElement | undefined,
): void {
	let wasRunning = false;
	let hadFocus = false;
	$effect(() => {
		const now = running();
		if (now === wasRunning) return;
		wasRunning = now;
		const run = runButton();
		const cancel = cancelButton();
		const active = document.activeElement;
		const onControls = active !== null && (active === run || active === cancel);
		if (now) {
			hadFocus = onControls;
			if (onControls && cancel && !(cancel as HTMLButtonElement).disabled) cancel.focus();
		} else {
			const lost = active === null || active === document.body;
			if (onControls || (hadFocus && lost)) run?.focus();
			hadFocus = false;
		}
	});
}
