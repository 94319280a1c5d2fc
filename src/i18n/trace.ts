import { catalogsOf } from './load.ts';
import type { TraceMessages } from './en/trace.ts';

/** The trace player's words, by language (only the page's own is loaded in a browser). */
export const traceMessages = await catalogsOf(
	import.meta.glob<{ default: TraceMessages }>('./*/trace.ts'),
);

export type { TraceMessages };
