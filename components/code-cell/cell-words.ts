import type { CellError } from '#src/notebook/runtime/index.ts';
import type { CellMessages } from '#src/i18n/cell.ts';
import type { JobStatus } from '../jobs/worker-job.svelte.ts';

/*
 * What a code cell says about its run: the status line and the exercise's progress line, in the
 * page's words (`t`, src/i18n/cell). The learner's error and why the time limit stopped a run are
 * src/notebook/worker/run-words.ts's, which `nqueens check` says too.
 */

/** The status line under the buttons: running, finished (in how long), or stopped. */
export function runStatusText(
	t: CellMessages,
	status: JobStatus,
	ran: { error?: CellError | undefined; ms: number } | undefined,
	lastLine: number,
): string {
	switch (status) {
		case 'running':
			return t.status.running;
		case 'done':
			return ran?.error
				? t.status.errorAfter(t.duration(ran.ms))
				: t.status.finishedIn(t.duration(ran?.ms ?? NaN));
		case 'cancelled':
			return lastLine > 0 ? t.status.stoppedAtLine(lastLine) : t.status.stopped;
		default:
			return '';
	}
}

/** How the last run of an exercise ended for its checks: passed of total, or stopped before the end. */
export type RunTally = { passed: number; total: number } | 'stopped';

/**
 * The exercise's progress line above the code: one verdict, never contradicting the run below.
 * A pass kept from before, beside a run that fails, is told as "passed before".
 */
export function progressText(
	t: CellMessages,
	passed: boolean,
	tally: RunTally | undefined,
): { mark: boolean; text: string } {
	if (!passed) return { mark: false, text: t.progress.notYet };
	if (
		tally === undefined ||
		(tally !== 'stopped' && tally.total > 0 && tally.passed === tally.total)
	) {
		return { mark: true, text: t.progress.passed };
	}
	const now =
		tally === 'stopped'
			? t.progress.stoppedBeforeChecks
			: tally.total === 0
				? t.progress.checksDidNotRun
				: t.progress.passes(tally.passed, tally.total);
	return { mark: false, text: t.progress.passedBefore(now) };
}
