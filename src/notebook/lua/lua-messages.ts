import type { CellProgress } from '../worker/index.ts';
import type { JobReply } from '../../jobs/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { CheckOutcome } from '../exercises/index.ts';
import type { PackedTrace } from '../runtime/index.ts';
import type { LuaCellRun } from './lua-run.ts';

/*
 * What a Lua cell and its worker (lua.worker.ts) say to each other: the conversation of a Python
 * cell (python-messages.ts), `loading` while the runtime loads and `started` when the learner's
 * code begins (a time limit counts from there). Exercises 1 and 2, the article's own, have their
 * checks in Lua (lua-run.ts); a request for another exercise runs its code alone.
 */

/** Run this Lua source; with `exercise`, also that exercise's hidden checks, if they run in Lua. */
export interface LuaRequest {
	code: string;
	exercise?: string;
	/** The page's language (set by the page, never by the learner's code). */
	locale?: Locale;
}

/** Something the run did that the page shows at once. */
export type LuaProgress =
	| CellProgress
	/** The runtime is still loading; the code runs once it has. */
	| { kind: 'loading' }
	/** The learner's code has started. */
	| { kind: 'started' };

/** What one Lua run produced: the run, and for an exercise its checks and summary. */
export interface LuaResult {
	/** The run, its board's steps packed as a JavaScript cell's are (runtime/packed-trace.ts). */
	run: Omit<LuaCellRun, 'trace'> & { trace?: PackedTrace };
	checks?: CheckOutcome[];
	summary?: string;
}

/** What the Lua worker posts. */
export type LuaReply = JobReply<LuaResult, LuaProgress>;
