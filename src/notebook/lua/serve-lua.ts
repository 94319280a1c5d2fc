import { errorReply } from '../../jobs/index.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import type { RuntimeMessages } from '../../i18n/en/runtime.ts';
import { getExercise, type CheckOutcome } from '../exercises/index.ts';
import { packTrace, type OutputLine } from '../runtime/index.ts';
import { executeLua, luaFunctionOf, runLuaExercise } from './lua-run.ts';
import type { LuaProgress, LuaReply, LuaRequest, LuaResult } from './lua-messages.ts';
import type { LuaBox, LuaWall } from './lua-state.ts';

/*
 * The Lua worker's job, the same in the page's worker (lua.worker.ts) and in its Node twin
 * (node-lua-thread.ts): wait for the runtime (saying so if it is still loading), run the code
 * in a new state streaming what it prints, then post one result. A failure to load the runtime
 * is a job error.
 */

/** What serving a request needs of its worker. */
export interface LuaWorkerParts {
	/** The box, once the runtime has loaded. */
	ready: Promise<LuaBox>;
	/** Whether it has. */
	isReady(): boolean;
	/** The runner's words in a language (loaded before the run: nothing is fetched after). */
	wordsIn(locale: Locale): Promise<RuntimeMessages>;
	/** Tests only: walls left down. */
	down?: readonly LuaWall[];
}

/** Serves one request with the worker's box; posts progress, then one result or error. */
export async function serveLua(
	request: LuaRequest,
	post: (reply: LuaReply) => void,
	{ ready, isReady, wordsIn, down }: LuaWorkerParts,
): Promise<void> {
	const progress = (message: LuaProgress) => post({ type: 'progress', progress: message });
	try {
		if (!isReady()) progress({ kind: 'loading' });
		const locale: Locale = isLocale(request.locale) ? request.locale : 'en';
		const [box, words] = await Promise.all([ready, wordsIn(locale)]);
		progress({ kind: 'started' });
		const started = performance.now();
		const exercise = request.exercise === undefined ? undefined : getExercise(request.exercise);
		const code = String(request.code ?? '');
		const options = {
			stream: {
				send: (lines: OutputLine[], line: number) => progress({ kind: 'output', lines, line }),
			},
			words,
			locale,
			onCheckStart: (name: string, index: number) => progress({ kind: 'check-start', name, index }),
			onCheck: (outcome: CheckOutcome, index: number) =>
				progress({ kind: 'check', outcome, index }),
			...(down ? { down } : {}),
		};
		const { run, ...checked } =
			exercise && luaFunctionOf(exercise)
				? runLuaExercise(box, exercise, code, options)
				: { run: executeLua(box, code, options).run };
		const { trace, ...rest } = run;
		const result: LuaResult = {
			...checked,
			run: trace ? { ...rest, trace: packTrace(trace) } : rest,
		};
		result.run.ms = performance.now() - started;
		post({ type: 'result', result });
	} catch (error) {
		post(errorReply(error));
	}
}
