import type { CheckOutcome } from '../notebook/exercises/check-kit.ts';
import type { CellRun } from '../notebook/runtime/runner.ts';
import type { JobReply } from './protocol.ts';

/*
 * What a notebook cell (components/cell/CodeCell.svelte) and its worker (src/notebook/worker/cell.worker.ts) say to
 * each other: the page posts the learner's source; the worker strips its types, runs it with the
 * notebook's runner (src/notebook/runtime/runner.ts) and posts one result, which always arrives (a
 * learner's error is part of the result, not a job error).
 */

/** Run this source (TypeScript or JavaScript); with `exercise`, also run that exercise's hidden checks. */
export interface CellRequest {
	code: string;
	exercise?: string;
}

/** What one run of a cell produced: the runner's run, and for an exercise its checks and summary. */
export interface CellResult {
	run: CellRun;
	/** The exercise's hidden checks, in order (empty when they could not run: `summary` says why). */
	checks?: CheckOutcome[];
	/** "3 of 6 checks passed", or why the checks did not run. */
	summary?: string;
}

/** What the cell worker posts. */
export type CellReply = JobReply<CellResult>;
