import type { CellProgress } from '../worker/index.ts';
import type { JobReply } from '../../jobs/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { LuaCellRun } from './lua-run.ts';

/*
 * What a Lua cell and its worker (lua.worker.ts) say to each other: the conversation of a Python
 * cell (python-messages.ts), `loading` while the runtime loads and `started` when the learner's
 * code begins (a time limit counts from there). The exercises' checks come later (issue 39,
 * point 4): a request carries code only.
 */

/** Run this Lua source. */
export interface LuaRequest {
	code: string;
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

/** What one Lua run produced. */
export interface LuaResult {
	run: LuaCellRun;
}

/** What the Lua worker posts. */
export type LuaReply = JobReply<LuaResult, LuaProgress>;
