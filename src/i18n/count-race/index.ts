import { loadCatalogs } from '../load.ts';
import type { CountRaceMessages } from './en.ts';

/** The count race's words, by language (only the page's own is loaded in a browser). */
export const countRaceMessages = await loadCatalogs<CountRaceMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { CountRaceMessages };
