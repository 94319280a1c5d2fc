import type { CheckName } from '../solver/board.ts';
import type { Subproblem } from '../solver/count-engine.ts';
import { isInputError, type InputErrorCode } from '../solver/errors.ts';
import type { RaceResult } from '../solver/race.ts';

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

// ---- The check race (components/CheckRace.svelte, workers/check-race.worker.ts) ----

/** Time every check (or the ones named) on an n × n board, in rounds; `runs` caps the rounds. */
export interface RaceRequest {
	n: number;
	checks?: readonly CheckName[];
	runs?: number;
}

/**
 * A round done: every check timed once more. `results` holds each check's counters, median and
 * spread so far; `fraction` (0 to 1) is how far the race has come by its plan.
 */
export interface RaceProgress {
	stage: 'round';
	round: number;
	fraction: number;
	results: RaceResult[];
}

/** What the race worker posts; the result is every check's, in order. */
export type RaceReply = JobReply<RaceResult[], RaceProgress>;

// ---- The count race (components/CountRace.svelte, count-pool.ts, workers/count.worker.ts) ----
// The same messages go to the command's worker threads (src/cli/count-workers.ts, count-worker.ts).

/**
 * One piece of counting: a sub-problem of the full-symmetry engine (planSubproblems in
 * count-engine.ts), and `id`, its place in planSubproblems(sp.n) from 0. Plain numbers and arrays.
 */
export interface CountJob {
	id: number;
	sp: Subproblem;
}

/**
 * One counted piece: its weighted solutions (a BigInt as a decimal string, which survives any
 * channel), symmetry classes, queens placed below its prefix and the time the worker took.
 */
export interface CountShare {
	id: number;
	n: number;
	solutions: string;
	classes: number;
	nodes: number;
	ms: number;
}

/** What a counting worker posts for each job: one result or one error. */
export type CountReply = JobReply<CountShare>;

// ---- The exercise recipes (components/RunRecipe.svelte, workers/recipe.worker.ts) ----

/** Run the recipe with this name. */
export interface RecipeRequest {
	recipe: string;
}

/** What a recipe printed and how long it took. */
export interface RecipeOutput {
	recipe: string;
	output: string;
	ms: number;
}

/** What the recipe worker posts. */
export type RecipeReply = JobReply<RecipeOutput>;
