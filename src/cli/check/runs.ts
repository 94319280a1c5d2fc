import { Worker } from 'node:worker_threads';
import type { Locale } from '../../i18n/locales.ts';
import { LIMITS } from '../../solver/input/index.ts';
import type { CheckOutcome } from '../../notebook/exercises/index.ts';
import {
	startCellTimeLimit,
	type CellProgress,
	type CellReply,
	type CellResult,
	type ExerciseEnd,
} from '../../notebook/worker/index.ts';
import type { PythonProgress } from '../../notebook/python/index.ts';
import { bundledFile } from './threads.ts';

/*
 * One run of a learner's exercise, in the box the page runs it in, with the page's time limit.
 * JavaScript: a worker thread of its own per run (the page's cell worker as a Node thread,
 * src/notebook/worker/node-cell-thread.ts: ses's lockdown, then the page's own job); the limit is
 * counted from the request, once the thread is ready, and again from the first check's start
 * (cell-time-limit.ts), and enforced from here by ending the thread. Unlike the page, no thread is
 * started ahead: with every core grading, one loading beside a run would take the run's CPU while
 * its time limit counts. Python: node-python.ts with `fresh`, a new interpreter per run, the next
 * started ahead, the limit counted from the code's start, as the page counts it. A run cannot
 * reach another's thread, so no learner's code changes another learner's verdict.
 */

/** The page's time limit for a cell's run (LIMITS.cellRunMs, what every cell of the book gets). */
export const RUN_LIMIT_MS = LIMITS.cellRunMs.max;

/** One run to make. */
export interface RunJob {
	exercise: string;
	language: 'js' | 'python';
	code: string;
	locale: Locale;
}

/** Runs one job at a time, each in a fresh thread; `terminate` ends every thread it holds at once. */
export interface RunSlot {
	run(job: RunJob): Promise<ExerciseEnd>;
	terminate(): void;
}

/** How the slots run: where Pyodide is, and the time limit (the page's unless a test says). */
export interface SlotOptions {
	/** Pyodide's folder (pyodide.mjs, …); absent: the npm package's. */
	pyodide?: string;
	limitMs?: number;
	/**
	 * Pyodide's memory just after loading (makePythonSnapshot), shared by every slot: each run's
	 * interpreter starts from it, fresh, at a tenth of the CPU; undefined loads each one whole.
	 */
	pythonSnapshot?: () => Promise<Uint8Array | undefined>;
}

/** What a run streamed before the time limit ended it: the checks that finished, and where it was. */
function streamed(progress: readonly (CellProgress | PythonProgress)[]): {
	checks: CheckOutcome[];
	checking: boolean;
	lastLine: number;
} {
	const checks: CheckOutcome[] = [];
	let checking = false;
	let lastLine = 0;
	for (const message of progress) {
		if (message.kind === 'output' && message.line > 0) lastLine = message.line;
		if (message.kind === 'check-start') checking = true;
		if (message.kind === 'check') {
			checks[message.index] = message.outcome;
			checking = false;
		}
	}
	return { checks: checks.filter(Boolean), checking, lastLine };
}

/** A JavaScript cell thread, started, with the promise of its ready message. */
interface CellThread {
	worker: Worker;
	ready: Promise<void>;
}

/**
 * The most heap a JavaScript run's thread may take, in MB: far past what any exercise needs, and a
 * run that fills it (an array grown forever) ends its own thread, not the command.
 */
const CELL_HEAP_MB = 1024;

function startCellThread(): CellThread {
	const bundle = bundledFile();
	const resourceLimits = { maxOldGenerationSizeMb: CELL_HEAP_MB };
	const worker = bundle
		? new Worker(bundle, { workerData: { thread: 'cell' }, resourceLimits })
		: new Worker(new URL('../../notebook/worker/node-cell-thread.ts', import.meta.url), {
				resourceLimits,
				// The exercises it checks against hold Python's starters as .py text (?raw).
				execArgv: [
					...process.execArgv,
					'--import',
					new URL('../../notebook/runtime/raw-text.ts', import.meta.url).href,
				],
			});
	const ready = new Promise<void>((resolve, reject) => {
		worker.once('message', () => resolve());
		worker.once('error', reject);
		worker.once('exit', () => reject(new Error('the cell thread stopped before it was ready')));
	});
	ready.catch(() => undefined);
	return { worker, ready };
}

/** A run on a JavaScript thread: the page's result, its job error, the time limit, or a crash. */
async function runOnCellThread(thread: CellThread, job: RunJob, limitMs: number) {
	try {
		await thread.ready;
	} catch (error) {
		return failed(error);
	}
	const progress: CellProgress[] = [];
	return new Promise<ExerciseEnd>((resolve) => {
		const end = (outcome: ExerciseEnd) => {
			limit.stop();
			void thread.worker.terminate();
			resolve(outcome);
		};
		const limit = startCellTimeLimit(limitMs, () =>
			end({ kind: 'timeout', limitMs, ...streamed(progress) }),
		);
		limit.start();
		thread.worker.on('message', (reply: CellReply) => {
			if (reply.type === 'progress') {
				progress.push(reply.progress);
				limit.see(reply.progress);
			} else if (reply.type === 'error') end({ kind: 'failed', message: reply.message });
			else end(doneFrom(reply.result));
		});
		thread.worker.once('error', (error) => end(failed(error)));
		thread.worker.once('exit', () => end(failed(new Error('the cell thread stopped'))));
		thread.worker.postMessage({ code: job.code, exercise: job.exercise, locale: job.locale });
	});
}

/** A finished run as its verdict reads it. */
function doneFrom(
	result: Pick<CellResult, 'checks' | 'summary'> & { run: CellResult['run'] },
): ExerciseEnd {
	return {
		kind: 'done',
		checks: result.checks ?? [],
		summary: result.summary ?? '',
		error: result.run.error,
	};
}

function failed(error: unknown): ExerciseEnd {
	return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/** The Node twin of the page's Python pool, loaded only when a Python cell is graded. */
type PythonCells = import('../../notebook/python/node-python.ts').PythonCells;

/** A slot: one run at a time, JavaScript or Python, each in a thread of its own. */
export function startSlot(options: SlotOptions = {}): RunSlot {
	const limitMs = options.limitMs ?? RUN_LIMIT_MS;
	let python: Promise<PythonCells> | undefined;
	let current: CellThread | undefined;
	let ended = false;
	const pythonCells = () => {
		const bundle = bundledFile();
		python ??= (async () => {
			const { startPythonCells } = await import('../../notebook/python/node-python.ts');
			const snapshot = await options.pythonSnapshot?.();
			return startPythonCells({
				fresh: true,
				...(bundle ? { threadFrom: bundle } : {}),
				...(options.pyodide === undefined ? {} : { pyodideFolder: options.pyodide }),
				...(snapshot ? { snapshot } : {}),
			});
		})();
		return python;
	};
	return {
		async run(job) {
			if (job.language === 'python') {
				const cells = await pythonCells();
				const outcome = await cells.run(job.code, {
					exercise: job.exercise,
					locale: job.locale,
					timeLimitMs: limitMs,
				});
				if (outcome.result) return doneFrom(outcome.result);
				if (outcome.stopped === 'time-limit') {
					return { kind: 'timeout', limitMs, ...streamed(outcome.progress) };
				}
				return { kind: 'failed', message: outcome.message ?? 'the Python thread stopped' };
			}
			if (ended) return failed(new Error('the grading was stopped'));
			const thread = startCellThread();
			current = thread;
			return runOnCellThread(thread, job, limitMs);
		},
		terminate() {
			ended = true;
			void current?.worker.terminate();
			void python?.then((cells) => cells.terminate());
		},
	};
}
