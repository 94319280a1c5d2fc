import type { CellProgress, CellRequest, CellResult } from './cell-messages.ts';
import { errorReply, type JobHandler, type JobReply } from '../../jobs/index.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { catalogIn } from '../../i18n/load.ts';
import { runtimeCatalogs } from '../../i18n/runtime.ts';
import type { RuntimeMessages } from '../../i18n/en/runtime.ts';
import { getExercise } from '../exercises/exercises.ts';
import { currentLearnerLine } from '../runtime/learner-line.ts';
import { runCell, runExercise, type CellOptions } from '../runtime/runner.ts';
import { packTrace } from '../runtime/packed-trace.ts';
import { stripTypes } from '../runtime/strip-types.ts';

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
		const options: CellOptions = {
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
