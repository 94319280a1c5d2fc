import type { SearchEvent } from '../../src/solver/events.ts';
import type { JobReply } from '../../src/solver/worker-protocol.ts';

/*
 * What a notebook cell (components/CodeCell.svelte) and its worker (workers/cell.worker.ts) say to
 * each other: the page posts the learner's source; the worker strips its types, runs it and posts
 * one result, which always arrives (a learner's error is part of the result, not a job error).
 */

/** Run this source (TypeScript or JavaScript); with `exercise`, also run that exercise's hidden checks. */
export interface CellRequest {
	code: string;
	exercise?: string;
}

/** One thing the run printed: a line of text, or a board (column of the queen in each row, −1 for none). */
export type OutputItem = { kind: 'text'; text: string } | { kind: 'board'; columns: number[] };

/** Where the learner's code went wrong: a syntax error (before it ran) or a thrown error. */
export interface CellError {
	kind: 'syntax' | 'runtime';
	/** The message alone, never a stack. */
	message: string;
	/** The learner's line (1-based), when known. */
	line?: number;
	/** The learner's column (1-based), for syntax errors. */
	column?: number;
}

/** One hidden check of an exercise. */
export interface CheckOutcome {
	name: string;
	passed: boolean;
	message: string;
}

/** What one run of a cell produced. */
export interface CellOutput {
	items: OutputItem[];
	/** Whether output was cut at the cap. */
	truncated: boolean;
	error?: CellError;
	/** The exercise's hidden checks, in order (exercise cells only, and only when the code ran). */
	checks?: CheckOutcome[];
	/** The events the learner's code made on `board`, and the board's size; absent when it never used it. */
	trace?: { n: number; events: SearchEvent[]; lines: number[]; truncated: boolean };
	ms: number;
}

/** What the cell worker posts. */
export type CellReply = JobReply<CellOutput>;
