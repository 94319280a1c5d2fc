import { loadCatalogs } from '../load.ts';
import type { CheckRaceMessages } from './en.ts';

/** The check race's words, by language (only the page's own is loaded in a browser). */
export const checkRaceMessages = await loadCatalogs<CheckRaceMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { CheckRaceMessages };
