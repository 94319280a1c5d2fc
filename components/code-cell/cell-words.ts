import type { CellError } from '#src/notebook/runtime/index.ts';
import type { CellMessages } from '#src/i18n/cell.ts';
import type { JobStatus } from '../jobs/worker-job.svelte.ts';

/*
 * What a code cell says about its run: the status line, the learner's error, and why the time
 * limit stopped it, in the page's words (`t`, src/i18n/cell). The runner's own words (the error's
 * message) come from the worker, in the same language.
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

/** The learner's error in one sentence, with its line and column when the runner found them. */
export function runErrorText(t: CellMessages, error: CellError | undefined): string {
	if (!error) return '';
	const where = t.errors.where(error.line, error.column);
	switch (error.kind) {
		case 'syntax':
			return t.errors.syntax(where, error.message);
		case 'value': // the runner's words: "threw the value "nope""
			return t.errors.value(where, error.message);
		default:
			return t.errors.thrown(where, error.message);
	}
}

/**
 * Why the time limit stopped a run: where the run was when it struck, in the checks (named below
 * the output) or in the learner's own code, last seen printing from a line.
 */
export function timeoutText(
	t: CellMessages,
	limitText: string,
	checking: boolean,
	lastLine: number,
): string {
	return checking ? t.errors.timeoutInChecks(limitText) : t.errors.timeout(limitText, lastLine);
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
