import { isInputError, type InputErrorCode } from '../solver/input/index.ts';

/*
 * What the pages and their Web Workers say to each other, for every job in one place. A page posts
 * a request; the worker answers with any number of progress messages, then exactly one result or
 * one error. The worker files are thin: `serveJob` wires a handler (a pure function of the solver)
 * to the worker's scope, and tests run the same handler in-process.
 */

/** The part of a Web Worker the pages use, so tests can hand them a stand-in. */
export interface WorkerLike<Request = unknown, Reply = unknown> {
	postMessage(message: Request): void;
	terminate(): void;
	onmessage: ((event: { data: Reply }) => void) | null;
	onerror: ((event: { message?: string; preventDefault?: () => void }) => void) | null;
}

/** An error a job's worker reports; input errors keep the solver's code. */
export interface JobErrorReply {
	type: 'error';
	message: string;
	code?: InputErrorCode;
}

/** What a job's worker posts: progress along the way (if the job has any), then one result or one error. */
export type JobReply<Result, Progress = never> =
	| ([Progress] extends [never] ? never : { type: 'progress'; progress: Progress })
	| { type: 'result'; result: Result }
	| JobErrorReply;

/** Serves one request: posts any progress, then exactly one result or error (it may also throw). */
export type JobHandler<Request, Result, Progress = never> = (
	request: Request,
	post: (reply: JobReply<Result, Progress>) => void,
) => void;

/** The two members of a dedicated worker's global scope a job worker uses. */
export interface WorkerScope<Request, Reply> {
	onmessage: ((event: { data: Request }) => void) | null;
	postMessage(message: Reply): void;
}

/** An error reply for anything thrown: the error's message, and its code when it is an input error. */
export function errorReply(error: unknown): JobErrorReply {
	const message = error instanceof Error ? error.message : String(error);
	return isInputError(error)
		? { type: 'error', message, code: error.code }
		: { type: 'error', message };
}

/** Answers every request that reaches `scope` with the handler's replies; a throw becomes an error reply. */
export function serveJob<Request, Result, Progress>(
	scope: WorkerScope<Request, JobReply<Result, Progress>>,
	handle: JobHandler<Request, Result, Progress>,
): void {
	scope.onmessage = (event) => {
		try {
			handle(event.data, (reply) => scope.postMessage(reply));
		} catch (error) {
			scope.postMessage(errorReply(error));
		}
	};
}

/** The one reply to `request` that `work` gives: its result, or an error reply if it throws. */
export function replyWith<Request, Result>(
	work: (request: Request) => Result,
	request: Request,
): JobReply<Result> {
	try {
		return { type: 'result', result: work(request) };
	} catch (error) {
		return errorReply(error);
	}
}
