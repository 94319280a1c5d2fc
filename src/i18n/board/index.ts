import { loadCatalogs } from '../load.ts';
import type { BoardMessages } from './en.ts';

/** The boards' words, by language (only the page's own is loaded in a browser). */
export const boardMessages = await loadCatalogs<BoardMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { BoardMessages };
