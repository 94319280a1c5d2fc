import { loadCatalogs } from '../load.ts';
import type { CellMessages } from './en.ts';

/** A code cell's words, by language (only the page's own is loaded in a browser). */
export const cellMessages = await loadCatalogs<CellMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { CellMessages };
