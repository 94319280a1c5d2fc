import type { CellResult } from '#src/notebook/worker/index.ts';
import type { PythonProgress } from '#src/notebook/python/index.ts';
import type { CheckOutcome } from '#src/notebook/exercises/index.ts';
import type { OutputLine } from '#src/notebook/runtime/index.ts';
import type { JobStatus } from '../jobs/worker-job.svelte.ts';
import type { CellMessages } from '#src/i18n/cell.ts';

/*
 * What a cell's run has shown so far, gathered from what its worker streams: the printed lines,
 * the learner's line that printed last, each finished check and the one under way. Stop or the
 * time limit end the worker, but not this: what was printed before them stays on the page, and
 * the checks that finished keep their verdicts.
 */

/** The check a run was in when it was stopped. */
export interface CheckUnderWay {
	name: string;
	index: number;
}

/** A run's streamed output and checks, as reactive state. */
export class LiveRun {
	/** Every line printed so far, in order. */
	output = $state<OutputLine[]>([]);
	/** The learner's line that printed the last batch (0 when unknown). */
	lastLine = $state(0);
	/** Checks that have ended, in order. */
	checks = $state<CheckOutcome[]>([]);
	/** The check that has started and not ended. */
	checking = $state<CheckUnderWay | undefined>(undefined);
	/** Whether the run waits for its interpreter to load (Python: until `started`). */
	loading = $state(false);

	readonly #t: CellMessages;

	/** `t`: the cell's words in the page's language, for the summary of checks cut short. */
	constructor(t: CellMessages) {
		this.#t = t;
	}

	/** Forgets the last run: a new one starts. */
	reset(): void {
		this.output = [];
		this.lastLine = 0;
		this.checks = [];
		this.checking = undefined;
		this.loading = false;
	}

	/** Takes one streamed message. */
	apply(progress: PythonProgress): void {
		switch (progress.kind) {
			case 'loading':
				this.loading = true;
				break;
			case 'started':
				this.loading = false;
				break;
			case 'output':
				this.output.push(...progress.lines);
				if (progress.line > 0) this.lastLine = progress.line;
				break;
			case 'check-start':
				this.checking = { name: progress.name, index: progress.index };
				break;
			case 'check':
				this.checks.push(progress.outcome);
				this.checking = undefined;
				break;
		}
	}

	/**
	 * What the cell shows: a finished run's result with everything streamed before it, or for a
	 * run stopped (or still going) what it streamed so far, with a summary of the checks that
	 * finished and the one under way. Undefined before any run.
	 */
	view(
		status: JobStatus,
		result: CellResult | undefined,
		stoppedBy: string,
	): CellResult | undefined {
		if (status === 'idle') return undefined;
		if (status === 'done' && result) {
			return { ...result, run: { ...result.run, output: [...this.output, ...result.run.output] } };
		}
		const shown: CellResult = {
			run: { output: this.output, outputCut: false, boards: [], ms: Number.NaN },
		};
		if (this.checks.length > 0 || this.checking) {
			shown.checks = this.checks;
			shown.summary = this.#interrupted(status, stoppedBy);
		}
		return shown;
	}

	/** "2 checks finished; “n = 12: …” was still running when the time limit stopped it". */
	#interrupted(status: JobStatus, stoppedBy: string): string {
		const t = this.#t.live;
		const done = this.checks.length;
		const finished = done === 0 ? t.noneFinished : t.finished(done);
		if (status === 'running') {
			return this.checking ? t.nowChecking(finished, this.checking.name) : finished;
		}
		const passed = this.checks.filter((check) => check.passed).length;
		const tally = done === 0 ? '' : t.passedOfFinished(passed);
		const under = this.checking ? t.stillRunning(this.checking.name, stoppedBy) : '';
		return `${finished}${tally}${under}`;
	}
}
