import { LIMITS } from '#src/solver/input/index.ts';
import {
	restartsTimeLimit,
	runErrorText,
	timeoutText,
	type CellReply,
	type CellRequest,
	type CellResult,
	type CellWorker,
} from '#src/notebook/worker/index.ts';
import type { PythonProgress, PythonReply } from '#src/notebook/python/index.ts';
import type { CellLanguage } from '#src/notebook/storage/index.ts';
import type { WorkerLike } from '#src/jobs/index.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { announce } from '../page/index.ts';
import { WorkerJob } from '../jobs/worker-job.svelte.ts';
import { LiveRun } from './live-run.svelte.ts';
import { cellMessages, type CellMessages } from '#src/i18n/cell.ts';
import { CellDraft, type CellDraftOptions } from './cell-draft.svelte.ts';
import { progressText, runStatusText, type RunTally } from './cell-words.ts';

/** The worker of a Python cell (python-messages.ts: a JavaScript cell's, with `loading` and `started`). */
export type PythonCellWorker = WorkerLike<CellRequest, PythonReply>;

/**
 * The worker of a Lua cell (lua-messages.ts: the same conversation as Python's, `loading` while
 * wasmoon loads and `started` when the code begins).
 */
export type LuaCellWorker = WorkerLike<CellRequest, PythonReply>;

/** Any of the workers, as the cell's job talks to it. */
type AnyCellWorker = WorkerLike<CellRequest, CellReply | PythonReply>;

/** What a cell's state needs: its draft's options, and how and where it runs. */
export interface CodeCellOptions extends CellDraftOptions {
	createWorker: () => CellWorker;
	/** Makes a Python worker, for a cell written in Python (pythonStarter); none until Python runs. */
	createPythonWorker?: (() => PythonCellWorker) | undefined;
	/** Makes a Lua worker, for a cell written in Lua (luaStarter); none until Lua runs. */
	createLuaWorker?: (() => LuaCellWorker) | undefined;
	timeLimitMs?: number;
	/** A page event (page-events.ts) to announce when a run finishes: opens notes folded until then. */
	announces?: string | undefined;
	/** The page's language: the cell's words, and the worker's (English unless told). */
	locale?: Locale | undefined;
}

/**
 * One notebook cell's state: its saved draft (cell-draft.svelte.ts: the code and the exercise's
 * pass), the run in its worker (time limit, Stop), the last output and the exercise's progress.
 */
export class CodeCellState {
	/** The code, saved as the learner types and restored on reload, and the exercise's pass. */
	readonly draft: CellDraft;
	/** Whether a Run waits for its runtime's module to be fetched (a page's first Python or Lua run). */
	waiting = $state(false);
	/** Whether Reset is waiting for its confirmation. */
	confirmingReset = $state(false);
	/** Reset took the last run off the cell (its output, error and marks), until the next Run. */
	#cleared = $state(false);
	/** The run, in a worker of its own each time (the page's pool starts the next one ahead). */
	readonly job: WorkerJob<CellRequest, CellResult, PythonProgress>;
	/** The cell's words, in the page's language. */
	readonly t: CellMessages;
	/** What the run under way, or the last one, has streamed: output and checks that survive Stop. */
	readonly live: LiveRun;

	/** The last run's own record (output, error, time), once it ended or while it streams. */
	readonly ran = $derived(this.output?.run);
	/** The learner's line the last run's error points at, marked in the code. */
	readonly errorLine = $derived(this.ran?.error?.line);
	/** The status line: running, finished (in how long), or stopped. */
	readonly statusText = $derived.by(() =>
		this.#cleared ? '' : runStatusText(this.t, this.job.status, this.ran, this.live.lastLine),
	);
	/** The learner's error in one sentence ('' when the run threw nothing). */
	readonly errorText = $derived.by(() => runErrorText(this.t, this.ran?.error));

	/** The time limit, as the cell says it ("5 s"). */
	readonly limitText: string;
	readonly #options: CodeCellOptions;

	constructor(options: CodeCellOptions) {
		this.#options = options;
		this.t = cellMessages(options.locale ?? 'en');
		this.live = new LiveRun(this.t);
		this.limitText = this.t.duration(options.timeLimitMs ?? LIMITS.cellRunMs.max);
		this.job = new WorkerJob<CellRequest, CellResult, PythonProgress>({
			// Each run makes its worker (oneRunPerWorker): a Python one for a cell written in
			// Python, a Lua one for a cell written in Lua.
			createWorker: () => {
				const { language } = this.draft;
				if (language === 'python' && options.createPythonWorker) {
					return options.createPythonWorker() as AnyCellWorker;
				}
				if (language === 'lua' && options.createLuaWorker) {
					return options.createLuaWorker() as AnyCellWorker;
				}
				return options.createWorker() as AnyCellWorker;
			},
			// Python's and Lua's time limits count from `started`: loading the runtime takes time.
			limitStartsAt: () =>
				this.draft.language !== 'js' ? (progress) => progress.kind === 'started' : undefined,
			// The checks get the whole limit again, apart from the learner's program.
			limitRestartsAt: restartsTimeLimit,
			name: this.t.cell.jobName,
			locale: options.locale ?? 'en',
			timeLimitMs: options.timeLimitMs ?? LIMITS.cellRunMs.max,
			oneRunPerWorker: true,
		});
		this.draft = new CellDraft(options);
	}

	/**
	 * What the cell shows of the last run: its result once it ended, or what it streamed before
	 * Stop or the time limit (and while it runs).
	 */
	get output(): CellResult | undefined {
		if (this.#cleared) return undefined;
		const stoppedBy =
			this.job.failure?.kind === 'timeout' ? this.t.live.stoppedByLimit : this.t.live.stoppedByStop;
		return this.live.view(this.job.status, this.job.result, stoppedBy);
	}

	/** Why the run failed, in one sentence: the time limit's, or the job's own message. */
	get failureText(): string {
		const failure = this.job.failure;
		if (!failure || this.#cleared) return '';
		if (failure.kind !== 'timeout') return failure.message;
		return timeoutText(
			this.t,
			this.limitText,
			this.live.checking !== undefined,
			this.live.lastLine,
		);
	}

	/** How the last run's checks ended; undefined before a run, while one runs, and outside exercises. */
	get #tally(): RunTally | undefined {
		const status = this.job.status;
		if (this.#cleared || this.#options.exercise === undefined) return undefined;
		if (status === 'cancelled' || status === 'error') return 'stopped';
		if (status !== 'done') return undefined;
		const checks = this.job.result?.checks ?? [];
		return { passed: checks.filter((c) => c.passed).length, total: checks.length };
	}

	/** The exercise's progress line: passed, not yet, or passed before beside a run that fails. */
	get progress(): { mark: boolean; text: string } {
		const line = progressText(this.t, this.draft.passed, this.#tally);
		// A pass the storage refused says so, unless a failing run below speaks first.
		return line.mark && this.draft.passProblem
			? { mark: true, text: this.draft.passProblem }
			: line;
	}

	/** Whether the run's boards may say "Solved!": outside exercises, or when every check passed. */
	get boardVerdict(): boolean {
		const tally = this.#tally;
		if (this.#options.exercise === undefined) return true;
		return typeof tally === 'object' && tally.total > 0 && tally.passed === tally.total;
	}

	/** Runs the code in the worker (stopping a run under way); then records an exercise's pass. */
	async run(): Promise<void> {
		if (this.draft.savePending) this.draft.save();
		this.#cleared = false;
		// The page's language, never the learner's code, says which words the worker uses.
		const request: CellRequest = { code: this.draft.code, locale: this.#options.locale ?? 'en' };
		if (this.#options.exercise !== undefined) request.exercise = this.#options.exercise;
		this.live.reset();
		const outcome = await this.job.start(request, {
			onprogress: (progress) => this.live.apply(progress),
		});
		if (outcome.status !== 'done') return;
		if (this.#options.announces) announce(this.#options.announces);
		const checks = outcome.result.checks;
		const exercise = this.#options.exercise;
		if (exercise !== undefined && checks && checks.length > 0 && checks.every((c) => c.passed)) {
			this.draft.recordPass(exercise);
		}
	}

	/** Writes the cell in another language (stopping a run, and clearing its output). */
	setLanguage(language: CellLanguage): void {
		if (language === this.draft.language) return;
		this.stop();
		this.#cleared = true;
		this.confirmingReset = false;
		this.draft.setLanguage(language);
	}

	/** Whether a run is under way, or about to start once its runtime's module is fetched. */
	get running(): boolean {
		return this.waiting || this.job.running;
	}

	/** Runs once `ready` has settled (the Python pool's module fetched), unless stopped meanwhile. */
	async runWhen(ready: Promise<unknown>): Promise<void> {
		this.waiting = true;
		await ready.catch(() => undefined);
		if (!this.waiting) return; // stopped
		this.waiting = false;
		await this.run();
	}

	/** Stops a run at once (terminates the worker; the next run gets a fresh one). */
	stop(): void {
		this.waiting = false;
		this.job.cancel();
	}

	/** Back to the starter code, forgetting the saved edits and the last run (Stop, if it runs). */
	reset(): void {
		this.stop();
		this.#cleared = true;
		this.confirmingReset = false;
		this.draft.reset();
	}

	/** For the cell leaving the page: saves what is pending and ends any run. */
	dispose(): void {
		if (this.draft.savePending) this.draft.save();
		this.job.dispose();
	}
}
