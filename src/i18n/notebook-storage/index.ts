import { loadCatalogs } from '../load.ts';
import type { NotebookStorageMessages } from './en.ts';

/** A cell's saving words, by language (only the page's own is loaded in a browser). */
export const notebookStorageMessages = await loadCatalogs<NotebookStorageMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { NotebookStorageMessages };
