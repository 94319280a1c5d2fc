import { loadCatalogs } from '../load.ts';
import type { ChartsMessages } from './en.ts';

/** The charts' words, by language (only the page's own is loaded in a browser). */
export const chartsMessages = await loadCatalogs<ChartsMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { ChartsMessages };
