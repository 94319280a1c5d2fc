import { loadCatalogs } from '../load.ts';
import type { NotebookFileMessages } from './en.ts';

/** The notebook toolbar's words, by language (only the page's own is loaded in a browser). */
export const notebookFileMessages = await loadCatalogs<NotebookFileMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { NotebookFileMessages };
