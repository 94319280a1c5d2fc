import { LIMITS } from '../../solver/input/index.ts';
import {
	announceNotebookChange,
	loadCell,
	NOTEBOOK_CHANGED_EVENT,
	loadPassed,
	passNotKept,
	recordPass,
	resetCell,
	saveCell,
	type StorageWords,
} from '../storage/storage.ts';
import type { CellProgress, CellRequest, CellResult } from '../worker/cell-messages.ts';
import { announce } from '../../widgets/page/page-events.ts';
import { WorkerJob } from '../../jobs/worker-job.svelte.ts';
import { LiveRun } from './live-run.svelte.ts';
import { cellMessages, type CellMessages } from '../../i18n/cell.ts';
import type { CodeCellOptions } from './code-cell-options.ts';
import { notebookStorageMessages } from '../../i18n/notebook-storage.ts';
import {
	progressText,
	runErrorText,
	runStatusText,
	timeoutText,
	type RunTally,
} from './cell-words.ts';

export type { CellWorker, CodeCellOptions } from './code-cell-options.ts';

/** Milliseconds of quiet typing before the edits are saved. */
const SAVE_DELAY_MS = 400;

/**
 * One notebook cell's state: the code (saved as the learner types and restored on reload), the
 * run in its worker (time limit, Stop), the last output and the exercise's progress. Saving and
 * progress are the notebook's (src/notebook/storage/storage.ts); this class only wires them up.
 */
export class CodeCellState {
	/** The code as it is now. */
	code = $state('');
	/** Whether the saved edits were made from a different starter than today's. */
	starterChanged = $state(false);
	/** Why edits cannot be saved, when they cannot. */
	saveProblem = $state('');
	/** Whether the exercise has been passed in this browser (before, or in this page view). */
	passed = $state(false);
	/** Why this page view's pass could not be recorded (it still counts until the learner leaves). */
	#passRefused = $state<'full' | 'unavailable'>();
	/** The storage refused the code on screen (its save, or the reset's forgetting): a reload keeps it. */
	#unsaved = false;
	/** Whether Reset is waiting for its confirmation. */
	confirmingReset = $state(false);
	/** Reset took the last run off the cell (its output, error and marks), until the next Run. */
	#cleared = $state(false);
	/** The run, in a worker of its own each time (the page's pool starts the next one ahead). */
	readonly job: WorkerJob<CellRequest, CellResult, CellProgress>;
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

	readonly starter: string;
	/** The time limit, as the cell says it ("5 s"). */
	readonly limitText: string;
	readonly #options: CodeCellOptions;
	/** What the cell says about saving, in the page's language. */
	readonly #saving: StorageWords;
	#saveTimer: ReturnType<typeof setTimeout> | undefined;

	constructor(options: CodeCellOptions) {
		this.#options = options;
		this.t = cellMessages(options.locale ?? 'en');
		this.#saving = notebookStorageMessages(options.locale ?? 'en').storage;
		this.live = new LiveRun(this.t);
		this.starter = options.starter;
		this.limitText = this.t.duration(options.timeLimitMs ?? LIMITS.cellRunMs.max);
		this.job = new WorkerJob<CellRequest, CellResult, CellProgress>({
			createWorker: options.createWorker,
			name: this.t.cell.jobName,
			locale: options.locale ?? 'en',
			timeLimitMs: options.timeLimitMs ?? LIMITS.cellRunMs.max,
			oneRunPerWorker: true,
		});
		this.load();
	}

	/**
	 * Reads the saved edits and progress (on creation, and whenever the page says the notebook
	 * changed: an import, or a pass in any cell). Code on screen that the storage refused is the
	 * learner's latest: it is saved again if it now can be, and never replaced by the starter or an
	 * older save; a pass of this page view stays too.
	 */
	load(): void {
		if (this.#unsaved) this.save();
		if (!this.#unsaved) {
			const loaded = loadCell(this.#options.storage, this.#options.id, this.#savedStarter);
			this.code = loaded.source === 'saved' ? loaded.code : this.starter;
			this.starterChanged = loaded.starterChanged;
			this.saveProblem = loaded.problem ? this.#saving.problems[loaded.problem] : '';
		}
		const exercise = this.#options.exercise;
		if (exercise === undefined) return;
		if (this.#passRefused) this.#passRefused = recordPass(this.#options.storage, exercise);
		this.passed = loadPassed(this.#options.storage)[exercise] === true; // kept, or passed in this view
	}

	/** The sentence for a pass this page view could not record; '' when it was (or none yet). */
	get passProblem(): string {
		const refused = this.#passRefused;
		if (!this.passed || !refused) return '';
		// When the code was refused for the same reason, one sentence says both.
		return passNotKept(refused, this.saveProblem === this.#saving.problems[refused], this.#saving);
	}

	/** The save problem the cell shows, unless the pass's sentence already says it. */
	get saveNotice(): string {
		const refused = this.#passRefused;
		const saidByPass =
			this.passProblem !== '' && this.saveProblem === this.#saving.problems[refused!];
		return saidByPass ? '' : this.saveProblem;
	}

	/** New text from the editor: kept, and saved after a pause in the typing. */
	setCode(text: string): void {
		this.code = text;
		clearTimeout(this.#saveTimer);
		this.#saveTimer = setTimeout(() => this.save(), this.#options.saveDelayMs ?? SAVE_DELAY_MS);
	}

	/** Saves now (also before a run, and when the page hides). */
	save(): void {
		clearTimeout(this.#saveTimer);
		this.#saveTimer = undefined;
		if (!this.edited) {
			this.#forget();
			return;
		}
		const problem = saveCell(
			this.#options.storage,
			this.#options.id,
			this.code,
			this.#savedStarter,
		);
		this.#unsaved = problem !== undefined;
		this.saveProblem = problem ? this.#saving.problems[problem] : '';
	}

	/** Forgets the saved code (the starter is on screen); a refusal leaves the starter unsaved. */
	#forget(): void {
		this.#unsaved = !resetCell(this.#options.storage, this.#options.id);
		this.saveProblem = this.#unsaved ? this.#saving.problems.unavailable : '';
	}

	/** The starter saves are compared with, in every language. */
	get #savedStarter(): string {
		return this.#options.savedStarter ?? this.starter;
	}

	/** Whether the code differs from the starter. */
	get edited(): boolean {
		return this.code !== this.starter;
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
		const line = progressText(this.t, this.passed, this.#tally);
		// A pass the storage refused says so, unless a failing run below speaks first.
		return line.mark && this.passProblem ? { mark: true, text: this.passProblem } : line;
	}

	/** Whether the run's boards may say "Solved!": outside exercises, or when every check passed. */
	get boardVerdict(): boolean {
		const tally = this.#tally;
		if (this.#options.exercise === undefined) return true;
		return typeof tally === 'object' && tally.total > 0 && tally.passed === tally.total;
	}

	/** Whether a save is waiting for the typing to pause. */
	get savePending(): boolean {
		return this.#saveTimer !== undefined;
	}

	/** Runs the code in the worker (stopping a run under way); then records an exercise's pass. */
	async run(): Promise<void> {
		if (this.savePending) this.save();
		this.#cleared = false;
		// The page's language, never the learner's code, says which words the worker uses.
		const request: CellRequest = { code: this.code, locale: this.#options.locale ?? 'en' };
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
			// The pass counts for this page view even when the storage refuses it (passProblem says so).
			this.passed = true;
			this.#passRefused = recordPass(this.#options.storage, exercise);
			announceNotebookChange();
		}
	}

	/** Stops a run at once (terminates the worker; the next run gets a fresh one). */
	stop(): void {
		this.job.cancel();
	}

	/** Back to the starter code, forgetting the saved edits and the last run (Stop, if it runs). */
	reset(): void {
		this.stop();
		this.#cleared = true;
		clearTimeout(this.#saveTimer);
		this.#saveTimer = undefined;
		this.code = this.starter;
		this.starterChanged = false;
		this.confirmingReset = false;
		this.#forget();
	}

	/**
	 * Keeps the cell in step with the page: reads the notebook again when the toolbar imports or a
	 * cell passes (`onreplaced` hears code that changed), and saves when the page hides. Returns
	 * the function that stops listening.
	 */
	followPage(onreplaced: (code: string) => void): () => void {
		const reload = () => {
			if (this.savePending) this.save(); // typing not yet saved is not lost to the reload
			const before = this.code;
			this.load();
			if (this.code !== before) onreplaced(this.code);
		};
		const hide = () => {
			if (document.visibilityState === 'hidden' && this.savePending) this.save();
		};
		window.addEventListener(NOTEBOOK_CHANGED_EVENT, reload);
		document.addEventListener('visibilitychange', hide);
		window.addEventListener('pagehide', hide);
		return () => {
			window.removeEventListener(NOTEBOOK_CHANGED_EVENT, reload);
			document.removeEventListener('visibilitychange', hide);
			window.removeEventListener('pagehide', hide);
		};
	}

	/** For the cell leaving the page: saves what is pending and ends any run. */
	dispose(): void {
		if (this.savePending) this.save();
		this.job.dispose();
	}
}
