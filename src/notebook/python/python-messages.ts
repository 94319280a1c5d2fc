import type { CellError, CellRun, PackedTrace } from '../runtime/index.ts';
import type { CellProgress } from '../worker/index.ts';
import type { CheckOutcome } from '../exercises/index.ts';
import type { JobReply } from '../../jobs/index.ts';
import type { Locale } from '../../i18n/locales.ts';

/*
 * What a Python cell and its worker (python.worker.ts) say to each other: the same conversation
 * as a JavaScript cell's (src/notebook/worker/cell-messages.ts), so the cell can show a Python run
 * as it shows any other, plus two progress messages about the interpreter: `loading` when the Run
 * arrived before the interpreter was ready (the first Python run of a page, or a Run soon after
 * the last), and `started` when the learner's code begins (a time limit counts from there).
 */

/**
 * The first message the page posts to a new Python worker, before any run: how to load the
 * interpreter (snapshot-keeper.ts).
 */
export interface PythonStart {
	kind: 'start';
	/** Pyodide's memory just after loading, from the page's first worker: start from it. */
	snapshot?: Uint8Array;
	/** Load afresh and post Pyodide's memory here (`{ snapshot }`) before sealing it, then close it. */
	snapshotTo?: MessagePort;
}

/** Run this Python source; with `exercise`, also that exercise's hidden checks. */
export interface PythonRequest {
	code: string;
	exercise?: string;
	/** The page's language (set by the page, never by the learner's code). */
	locale?: Locale;
}

/** Something the run did that the page shows at once. */
export type PythonProgress =
	| CellProgress
	/** The interpreter is still loading; the code runs once it has. */
	| { kind: 'loading' }
	/** The learner's code has started. */
	| { kind: 'started' };

/** An error of a Python run: as a JavaScript cell's, with Python's own traceback beside it. */
export interface PythonError extends CellError {
	/** The traceback as Python prints it, the notebook's own frames left out, cut when long. */
	traceback?: string;
}

/** A run as the worker posts it: its board trace packed, its error with the traceback. */
type PythonRun = Omit<CellRun, 'trace' | 'error'> & {
	trace?: PackedTrace;
	error?: PythonError;
};

/** What one Python run produced: the run, and for an exercise its checks and summary. */
export interface PythonResult {
	run: PythonRun;
	checks?: CheckOutcome[];
	summary?: string;
}

/** What the Python worker posts. */
export type PythonReply = JobReply<PythonResult, PythonProgress>;
