import type { CellMessages } from '../../i18n/cell.ts';
import type { CheckOutcome } from '../exercises/index.ts';
import type { CellError } from '../runtime/index.ts';

/*
 * What a cell says about how a run of an exercise ended, in the page's words (`t`,
 * src/i18n/<locale>/cell.ts): the learner's error, why the time limit stopped it, and the verdict
 * with the one sentence a learner reads first. The cell (components/code-cell/) and
 * `nqueens check` (src/cli/check/) both say it from here, so a teacher's grade and the learner's
 * page agree.
 */

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

/** How a run of an exercise ended, as its worker and the time limit left it. */
export type ExerciseEnd =
	/** It ran to its end: the result's checks (none when they could not run: `summary` says why). */
	| {
			kind: 'done';
			checks: readonly CheckOutcome[];
			summary: string;
			error?: CellError | undefined;
	  }
	/** The time limit stopped it, with the checks that had finished and where it was. */
	| {
			kind: 'timeout';
			checks: readonly CheckOutcome[];
			limitMs: number;
			checking: boolean;
			lastLine: number;
	  }
	/** Its worker failed: `message` says how. */
	| { kind: 'failed'; message: string };

/** An exercise's verdict: passed as the cell records a pass, the checks' tally, and what it says first. */
export interface ExerciseVerdict {
	passed: boolean;
	checksPassed: number;
	checksTotal: number;
	/**
	 * The first thing the cell tells the learner about the run: the first failed check's message,
	 * else the learner's error, else why the run was stopped, else the summary.
	 */
	firstMessage: string;
}

/** The verdict of a run as the cell gives it (every check ran and passed: the exercise is passed). */
export function exerciseVerdict(t: CellMessages, end: ExerciseEnd): ExerciseVerdict {
	const checks = end.kind === 'failed' ? [] : end.checks;
	const checksPassed = checks.filter((check) => check.passed).length;
	const failed = checks.find((check) => !check.passed);
	const passed = end.kind === 'done' && checks.length > 0 && checksPassed === checks.length;
	const firstMessage = failed
		? t.checks.message(failed.message)
		: end.kind === 'failed'
			? end.message
			: end.kind === 'timeout'
				? timeoutText(t, t.duration(end.limitMs), end.checking, end.lastLine)
				: end.error
					? runErrorText(t, end.error)
					: end.summary;
	return { passed, checksPassed, checksTotal: checks.length, firstMessage };
}
