import type { CheckOutcome } from '../exercises/index.ts';
import type { CellRun, OutputLine, PackedTrace } from '../runtime/index.ts';
import type { JobReply } from '../../jobs/index.ts';
import type { Locale } from '../../i18n/locales.ts';

/*
 * What a notebook cell (components/code-cell/CodeCell.svelte) and its worker
 * (src/notebook/worker/cell.worker.ts) say to each other: the page posts the learner's source;
 * the worker strips its types and runs it in a new box (src/notebook/runtime/runner.ts). As it
 * runs, the worker streams what was printed and each check's start and verdict, so that Stop or
 * the time limit keeps them; then it posts one result, which always arrives for a run that ends
 * (a learner's error is part of the result, not a job error). Every message is plain data of a
 * bounded size: the worker summarises before it posts.
 */

/**
 * Run this source (TypeScript or JavaScript); with `exercise`, also run that exercise's hidden
 * checks. `locale` is the page's language (set by the page, never by the learner's code): the
 * runner's sentences and the checks' verdicts are in it (English unless told).
 */
export interface CellRequest {
	code: string;
	exercise?: string;
	locale?: Locale;
}

/** Something the run did that the page shows at once. */
export type CellProgress =
	/** New printed lines, and the learner's line that printed the last of them (0 if unknown). */
	| { kind: 'output'; lines: OutputLine[]; line: number }
	/** The hidden check `name` (number `index` from 0) has started. */
	| { kind: 'check-start'; name: string; index: number }
	/** A hidden check has ended. */
	| { kind: 'check'; outcome: CheckOutcome; index: number };

/** A run as the worker posts it: its board trace packed into typed arrays (packed-trace.ts). */
type PostedRun = Omit<CellRun, 'trace'> & { trace?: PackedTrace };

/** What one run of a cell produced: the runner's run, and for an exercise its checks and summary. */
export interface CellResult {
	run: PostedRun;
	/** The exercise's hidden checks, in order (empty when they could not run: `summary` says why). */
	checks?: CheckOutcome[];
	/** "3 of 6 checks passed", or why the checks did not run. */
	summary?: string;
}

/** What the cell worker posts. */
export type CellReply = JobReply<CellResult, CellProgress>;
