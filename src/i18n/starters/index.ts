import { loadCatalogs } from '../load.ts';
import type { StartersMessages } from './en.ts';

/** The comments of the notebook's code, by language (only the page's own is loaded in a browser). */
export const startersMessages = await loadCatalogs<StartersMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { StartersMessages };
