import { LIMITS } from '../src/solver/limits.ts';
import type { WorkerLike } from '../src/solver/worker-protocol.ts';
import type { CellOutput, CellReply, CellRequest } from './cell/cell-protocol.ts';
import {
	CELLS_CHANGED_EVENT,
	forgetCell,
	loadCell,
	loadProgress,
	recordProgress,
	saveCell,
	type StorageLike,
} from './cell/cell-storage.ts';
import { WorkerJob } from './worker-job.svelte.ts';

/** The worker a cell talks to (a real one, or a stand-in in tests). */
export type CellWorker = WorkerLike<CellRequest, CellReply>;

/** What a cell's state needs. */
export interface CodeCellOptions {
	id: string;
	starter: string;
	exercise?: string | undefined;
	storage: StorageLike | null;
	createWorker: () => CellWorker;
	timeLimitMs?: number;
	/** Milliseconds between the last keystroke and the save. */
	saveDelayMs?: number;
}

/** Milliseconds of quiet typing before the edits are saved. */
const SAVE_DELAY_MS = 400;

/**
 * One notebook cell's state: the code (saved as the learner types and restored on reload), the
 * run in its worker (time limit, Stop), the last output and the exercise's progress.
 */
export class CodeCellState {
	/** The code as it is now. */
	code = $state('');
	/** Whether the saved edits were made from a different starter than today's. */
	starterChanged = $state(false);
	/** Why edits cannot be saved, when they cannot. */
	saveProblem = $state('');
	/** Whether the exercise has been passed in this browser (now or before). */
	passed = $state(false);
	/** Whether Reset is waiting for its confirmation. */
	confirmingReset = $state(false);
	/** The run. */
	readonly job: WorkerJob<CellRequest, CellOutput>;

	readonly starter: string;
	readonly #options: CodeCellOptions;
	#saveTimer: ReturnType<typeof setTimeout> | undefined;

	constructor(options: CodeCellOptions) {
		this.#options = options;
		this.starter = options.starter;
		this.job = new WorkerJob<CellRequest, CellOutput>({
			createWorker: options.createWorker,
			name: 'code',
			timeLimitMs: options.timeLimitMs ?? LIMITS.cellRunMs.max,
		});
		this.load();
	}

	/** Reads the saved edits and progress (on creation, and after an import on the page). */
	load(): void {
		const { saved, problem } = loadCell(this.#options.storage, this.#options.id);
		this.code = saved?.code ?? this.starter;
		this.starterChanged =
			saved !== null && saved.starter !== this.starter && saved.code !== saved.starter;
		this.saveProblem = problem ?? '';
		const exercise = this.#options.exercise;
		this.passed = exercise !== undefined && loadProgress(this.#options.storage)[exercise] === true;
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
			forgetCell(this.#options.storage, this.#options.id);
			return;
		}
		const problem = saveCell(this.#options.storage, this.#options.id, {
			code: this.code,
			starter: this.starter,
		});
		this.saveProblem = problem ?? '';
	}

	/** Whether the code differs from the starter. */
	get edited(): boolean {
		return this.code !== this.starter;
	}

	/** The last run's output. */
	get output(): CellOutput | undefined {
		return this.job.result;
	}

	/** Whether a save is waiting for the typing to pause. */
	get savePending(): boolean {
		return this.#saveTimer !== undefined;
	}

	/** Runs the code in the worker (stopping a run under way); then records an exercise's pass. */
	async run(): Promise<void> {
		if (this.savePending) this.save();
		const request: CellRequest = { code: this.code };
		if (this.#options.exercise !== undefined) request.exercise = this.#options.exercise;
		const outcome = await this.job.start(request);
		const checks = outcome.status === 'done' ? outcome.result.checks : undefined;
		const exercise = this.#options.exercise;
		if (exercise !== undefined && checks && checks.length > 0 && checks.every((c) => c.passed)) {
			this.passed = true;
			recordProgress(this.#options.storage, exercise, true);
			globalThis.dispatchEvent?.(new Event(CELLS_CHANGED_EVENT));
		}
	}

	/** Stops a run at once (terminates the worker; the next run gets a fresh one). */
	stop(): void {
		this.job.cancel();
	}

	/** Back to the starter code, forgetting the saved edits. */
	reset(): void {
		clearTimeout(this.#saveTimer);
		this.#saveTimer = undefined;
		this.code = this.starter;
		this.starterChanged = false;
		this.confirmingReset = false;
		forgetCell(this.#options.storage, this.#options.id);
	}

	/** For the cell leaving the page: saves what is pending and ends any run. */
	dispose(): void {
		if (this.savePending) this.save();
		this.job.dispose();
	}
}
