import { catalogsOf } from './load.ts';
import type { TraceTreeMessages } from './en/trace-tree.ts';

/** The drawn search tree's words, by language (fetched with the drawing, in the page's language). */
export const traceTreeMessages = await catalogsOf(
	import.meta.glob<{ default: TraceTreeMessages }>('./*/trace-tree.ts'),
);

export type { TraceTreeMessages };
