import { errorReply } from '../../jobs/index.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import type { RuntimeMessages } from '../../i18n/en/runtime.ts';
import { getExercise, type CheckOutcome } from '../exercises/index.ts';
import { packTrace, type OutputLine } from '../runtime/index.ts';
import { executePython, runPythonExercise } from './python-run.ts';
import type {
	PythonProgress,
	PythonReply,
	PythonRequest,
	PythonResult,
} from './python-messages.ts';
import type { SealedPython } from './seal.ts';

/*
 * The Python worker's job, the same in the page's worker (python.worker.ts) and in its Node twin
 * (node-python-thread.ts): wait for the interpreter (saying so if it is still loading), load the
 * runner's words in the page's language, run the code streaming what it prints, then post one
 * result. A failure to load the interpreter is a job error.
 */

/** Board events kept for the replay (serve-cell.ts's REPLAY_EVENTS). */
const REPLAY_EVENTS = 100_000;

/** The run's language: the request's when it names one of the book's, otherwise English. */
function localeOf(request: PythonRequest): Locale {
	return isLocale(request.locale) ? request.locale : 'en';
}

/** What serving a request needs of its worker. */
export interface PythonWorkerParts {
	/** The sealed interpreter, once it has loaded. */
	ready: Promise<SealedPython>;
	/** Whether it has. */
	isReady(): boolean;
	/**
	 * The runner's words in a language, asked for once the interpreter is ready: they load with it,
	 * before the walls go up (nothing is fetched after).
	 */
	wordsIn(locale: Locale): Promise<RuntimeMessages>;
}

/** Serves one request with the worker's interpreter; posts progress, then one result or error. */
export async function servePython(
	request: PythonRequest,
	post: (reply: PythonReply) => void,
	{ ready, isReady, wordsIn }: PythonWorkerParts,
): Promise<void> {
	const progress = (message: PythonProgress) => post({ type: 'progress', progress: message });
	try {
		if (!isReady()) progress({ kind: 'loading' });
		const locale = localeOf(request);
		// In this order: a run that arrives while the worker loads must not get the words before the
		// page's language has loaded with the interpreter (it would read English on a Chinese page).
		const sealed = await ready;
		const words = await wordsIn(locale);
		const exercise = request.exercise === undefined ? undefined : getExercise(request.exercise);
		progress({ kind: 'started' });
		const started = performance.now();
		const code = String(request.code ?? '');
		const options = {
			maxEvents: REPLAY_EVENTS,
			stream: {
				send: (lines: OutputLine[], line: number) => progress({ kind: 'output', lines, line }),
			},
			words,
			locale,
			onCheckStart: (name: string, index: number) => progress({ kind: 'check-start', name, index }),
			onCheck: (outcome: CheckOutcome, index: number) =>
				progress({ kind: 'check', outcome, index }),
		};
		const { run, ...checked } = exercise
			? runPythonExercise(sealed, exercise, code, options)
			: executePython(sealed, code, options);
		const { trace, ...rest } = run;
		const result: PythonResult = {
			...('checks' in checked ? { checks: checked.checks, summary: checked.summary } : {}),
			run: trace ? { ...rest, trace: packTrace(trace) } : rest,
		};
		result.run.ms = performance.now() - started;
		post({ type: 'result', result });
	} catch (error) {
		post(errorReply(error));
	}
}
