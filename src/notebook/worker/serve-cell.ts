import type { CellProgress, CellRequest, CellResult } from './cell-messages.ts';
import { errorReply, type JobHandler, type JobReply } from '../../jobs/index.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { catalogIn } from '../../i18n/load.ts';
import { runtimeCatalogs } from '../../i18n/runtime.ts';
import english, { type RuntimeMessages } from '../../i18n/en/runtime.ts';
import {
	getExercise,
	runChecks,
	summarise,
	type CheckOutcome,
	type Exercise,
} from '../exercises/index.ts';
import {
	currentLearnerLine,
	packTrace,
	runCell,
	runCellFor,
	stripTypes,
	type CellOptions,
	type CellRun,
} from '../runtime/index.ts';

/*
 * The cell worker's job, where the runtime and the exercises meet: the runner (runtime/) runs the
 * learner's code in its box and finds the function an exercise asks for; the hidden checks
 * (exercises/) then call that function from outside the box. Node's twin (node-runner.ts) runs
 * cells the same way, through runExercise.
 */

/** How an exercise runs: the cell's options, and what its checks need. */
export interface ExerciseOptions extends CellOptions {
	/** The page's language: the checks speak it (English unless told). */
	locale?: Locale;
	/** The clock the checks time the learner's calls by (performance.now unless told). */
	now?: () => number;
	/** Told as each check starts. */
	onCheckStart?: (name: string, index: number) => void;
	/** Told as each check ends, with its verdict. */
	onCheck?: (outcome: CheckOutcome, index: number) => void;
}

/** A cell run together with the verdicts of an exercise's hidden checks. */
export interface ExerciseRun {
	run: CellRun;
	checks: CheckOutcome[];
	/** "3 of 5 checks passed", or why the checks could not run. */
	summary: string;
}

/** Runs the learner's code, finds the function the exercise asks for, and runs the checks on it. */
export function runExercise(
	exercise: Exercise,
	code: string,
	options: ExerciseOptions = {},
): ExerciseRun {
	const words = options.words ?? english;
	const { run, fn, counts, quiet, describe } = runCellFor(code, exercise.functionName, options);
	if (run.error) {
		const where = run.error.line ? words.where(run.error.line) : '';
		return { run, checks: [], summary: words.run.checksAfterError(where) };
	}
	if (!fn) {
		const summary =
			run.returned === undefined
				? words.run.noFunction(exercise.functionName)
				: words.run.returnedEarly(exercise.functionName);
		return { run, checks: [], summary };
	}
	quiet(); // the checks call the function many times: their prints would drown the cell's own
	const checks = runChecks(exercise.checks, fn, counts, {
		describe,
		...(options.locale ? { locale: options.locale } : {}),
		...(options.now ? { now: options.now } : {}),
		...(options.onCheckStart ? { onStart: options.onCheckStart } : {}),
		...(options.onCheck ? { onEnd: options.onCheck } : {}),
	});
	return { run, checks, summary: summarise(checks, options.locale) };
}

/** Board events kept for the replay: every one is posted back to the page, so far fewer than the player holds. */
const REPLAY_EVENTS = 100_000;

/** The run's language: the request's when it names one of the book's, otherwise English. */
function localeOf(request: CellRequest): Locale {
	return isLocale(request.locale) ? request.locale : 'en';
}

/** Runs one request with the runner's words loaded: the result, and what streams before it. */
function serve(
	request: CellRequest,
	post: (reply: JobReply<CellResult, CellProgress>) => void,
	locale: Locale,
	words: RuntimeMessages,
): void {
	const started = performance.now();
	const exercise = request.exercise === undefined ? undefined : getExercise(request.exercise);
	const stripped = stripTypes(String(request.code ?? ''), words);
	let result: CellResult;
	if (!stripped.ok) {
		result = { run: { output: [], outputCut: false, boards: [], error: stripped.error, ms: 0 } };
	} else {
		const progress = (message: CellProgress) => post({ type: 'progress', progress: message });
		const options: ExerciseOptions = {
			maxEvents: REPLAY_EVENTS,
			stream: {
				send: (lines, line) => progress({ kind: 'output', lines, line }),
				lineOf: currentLearnerLine,
			},
			onCheckStart: (name, index) => progress({ kind: 'check-start', name, index }),
			onCheck: (outcome, index) => progress({ kind: 'check', outcome, index }),
			toSource: stripped.toSource,
			locale,
			words,
		};
		const { run, ...checked } = exercise
			? runExercise(exercise, stripped.code, options)
			: { run: runCell(stripped.code, options) };
		const { trace, ...rest } = run;
		result = { ...checked, run: trace ? { ...rest, trace: packTrace(trace) } : rest };
	}
	result.run.ms = performance.now() - started;
	post({ type: 'result', result });
}

/**
 * The cell worker's job: load the runner's words in the page's language, strip the types, then
 * run the code (and an exercise's checks) in a new box, streaming output and check verdicts as
 * they come; then one result.
 */
export const serveCell: JobHandler<CellRequest, CellResult, CellProgress> = (request, post) => {
	const locale = localeOf(request);
	catalogIn(runtimeCatalogs, locale)
		.then((words) => serve(request, post, locale, words))
		.catch((error: unknown) => post(errorReply(error)));
};
