import { loadCatalogs } from '../load.ts';
import type { DiagonalsMessages } from './en.ts';

/** DiagonalExplorer's words, by language (only the page's own is loaded in a browser). */
export const diagonalsMessages = await loadCatalogs<DiagonalsMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { DiagonalsMessages };
