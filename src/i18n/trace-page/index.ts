import { loadCatalogs } from '../load.ts';
import type { TracePageMessages } from './en.ts';

/** The words Trace.astro says around the trace player, by language (built into the page). */
export const tracePageMessages = await loadCatalogs<TracePageMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { TracePageMessages };
