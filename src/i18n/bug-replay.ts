import { catalogsOf } from './load.ts';
import type { BugReplayMessages } from './en/bug-replay.ts';

/** The bug replay's words, by language (only the page's own is loaded in a browser). */
export const bugReplayMessages = await catalogsOf(
	import.meta.glob<{ default: BugReplayMessages }>('./*/bug-replay.ts'),
);

export type { BugReplayMessages };
