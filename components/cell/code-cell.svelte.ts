import { LIMITS } from '../../src/solver/limits.ts';
import {
	loadCell,
	loadProgress,
	NOTEBOOK_CHANGED_EVENT,
	recordPass,
	resetCell,
	saveCell,
	STORAGE_PROBLEMS,
	type StorageLike,
} from '../../src/notebook/storage/storage.ts';
import type { WorkerLike } from '../../src/jobs/protocol.ts';
import type { CellReply, CellRequest, CellResult } from '../../src/jobs/cell.ts';
import { announce } from '../page-events.ts';
import { WorkerJob } from '../worker-job.svelte.ts';

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
	/** A page event (page-events.ts) to announce when a run finishes: opens notes folded until then. */
	announces?: string | undefined;
}

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
	/** Whether the exercise has been passed in this browser (now or before). */
	passed = $state(false);
	/** Whether Reset is waiting for its confirmation. */
	confirmingReset = $state(false);
	/** The run. */
	readonly job: WorkerJob<CellRequest, CellResult>;

	readonly starter: string;
	readonly #options: CodeCellOptions;
	#saveTimer: ReturnType<typeof setTimeout> | undefined;

	constructor(options: CodeCellOptions) {
		this.#options = options;
		this.starter = options.starter;
		this.job = new WorkerJob<CellRequest, CellResult>({
			createWorker: options.createWorker,
			name: 'code',
			timeLimitMs: options.timeLimitMs ?? LIMITS.cellRunMs.max,
		});
		this.load();
	}

	/** Reads the saved edits and progress (on creation, and after an import on the page). */
	load(): void {
		const loaded = loadCell(this.#options.storage, this.#options.id, this.starter);
		this.code = loaded.code;
		this.starterChanged = loaded.starterChanged;
		this.saveProblem = loaded.problem ? STORAGE_PROBLEMS[loaded.problem] : '';
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
			resetCell(this.#options.storage, this.#options.id);
			return;
		}
		const problem = saveCell(this.#options.storage, this.#options.id, this.code, this.starter);
		this.saveProblem = problem ? STORAGE_PROBLEMS[problem] : '';
	}

	/** Whether the code differs from the starter. */
	get edited(): boolean {
		return this.code !== this.starter;
	}

	/** The last run's output. */
	get output(): CellResult | undefined {
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
		if (outcome.status !== 'done') return;
		if (this.#options.announces) announce(this.#options.announces);
		const checks = outcome.result.checks;
		const exercise = this.#options.exercise;
		if (exercise !== undefined && checks && checks.length > 0 && checks.every((c) => c.passed)) {
			this.passed = true;
			recordPass(this.#options.storage, exercise);
			globalThis.dispatchEvent?.(new Event(NOTEBOOK_CHANGED_EVENT));
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
		resetCell(this.#options.storage, this.#options.id);
	}

	/** For the cell leaving the page: saves what is pending and ends any run. */
	dispose(): void {
		if (this.savePending) this.save();
		this.job.dispose();
	}
}
