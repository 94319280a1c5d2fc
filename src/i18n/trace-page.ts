import { catalogsOf } from './load.ts';
import type { TracePageMessages } from './en/trace-page.ts';

/** The words Trace.astro says around the trace player, by language (built into the page). */
export const tracePageMessages = await catalogsOf(
	import.meta.glob<{ default: TracePageMessages }>('./*/trace-page.ts'),
);

export type { TracePageMessages };
