import { loadCatalogs } from '../load.ts';
import type { TraceTreeMessages } from './en.ts';

/** The drawn search tree's words, by language (fetched with the drawing, in the page's language). */
export const traceTreeMessages = await loadCatalogs<TraceTreeMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { TraceTreeMessages };
