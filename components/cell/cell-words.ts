import { formatDuration } from '../../src/solver/format/index.ts';
import type { CellError } from '../../src/notebook/runtime/index.ts';
import type { JobStatus } from '../worker-job.svelte.ts';

/*
 * What a code cell says about its run: the status line, the learner's error, and why the time
 * limit stopped it. The runner's own words (the error's message) come from src/notebook.
 */

/** The status line under the buttons: running, finished (in how long), or stopped. */
export function runStatusText(
	status: JobStatus,
	ran: { error?: CellError | undefined; ms: number } | undefined,
	lastLine: number,
): string {
	switch (status) {
		case 'running':
			return 'Running…';
		case 'done':
			return ran?.error
				? `Stopped with an error after ${formatDuration(ran.ms)}.`
				: `Finished in ${formatDuration(ran?.ms ?? NaN)}.`;
		case 'cancelled':
			return lastLine > 0
				? `Stopped; it last printed from line ${lastLine}. The next Run starts afresh.`
				: 'Stopped. The next Run starts afresh.';
		default:
			return '';
	}
}

/** The learner's error in one sentence, with its line and column when the runner found them. */
export function runErrorText(error: CellError | undefined): string {
	if (!error) return '';
	const where =
		error.line === undefined
			? ''
			: error.column === undefined
				? ` (line ${error.line})`
				: ` (line ${error.line}, column ${error.column})`;
	switch (error.kind) {
		case 'syntax':
			return `Syntax error${where}: ${error.message}`;
		case 'value': // the runner's words: "threw the value "nope""
			return `Your code${where} ${error.message}.`;
		default:
			return `Your code threw an error${where}: ${error.message}`;
	}
}

/**
 * Why the time limit stopped a run: where the run was when it struck, in the checks (named below
 * the output) or in the learner's own code, last seen printing from a line.
 */
export function timeoutText(limitText: string, checking: boolean, lastLine: number): string {
	return checking
		? `Your code ran for longer than ${limitText} while the checks called it, and was stopped. The checks that finished are below. The next Run starts afresh.`
		: `Your code ran for longer than ${limitText} and was stopped (a loop that never ends?).${lastLine > 0 ? ` It last printed from line ${lastLine}.` : ''} The next Run starts afresh.`;
}

/** How the last run of an exercise ended for its checks: passed of total, or stopped before the end. */
export type RunTally = { passed: number; total: number } | 'stopped';

/**
 * The exercise's progress line above the code: one verdict, never contradicting the run below.
 * A pass kept from before, beside a run that fails, is told as "passed before".
 */
export function progressText(
	passed: boolean,
	tally: RunTally | undefined,
): { mark: boolean; text: string } {
	if (!passed) return { mark: false, text: 'Not passed yet: Run checks your code.' };
	if (
		tally === undefined ||
		(tally !== 'stopped' && tally.total > 0 && tally.passed === tally.total)
	) {
		return { mark: true, text: 'Passed: this browser remembers it.' };
	}
	const now =
		tally === 'stopped'
			? 'this run was stopped before its checks finished'
			: tally.total === 0
				? 'this run’s checks did not run'
				: `this run passes ${tally.passed} of ${tally.total} ${tally.total === 1 ? 'check' : 'checks'}`;
	return { mark: false, text: `You passed this before; ${now}.` };
}
