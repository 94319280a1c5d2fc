import { loadCatalogs } from '../load.ts';
import type { TraceMessages } from './en.ts';

/** The trace player's words, by language (only the page's own is loaded in a browser). */
export const traceMessages = await loadCatalogs<TraceMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { TraceMessages };
