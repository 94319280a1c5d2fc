import { loadCatalogs } from '../load.ts';
import type { CodeMessages } from './en.ts';

/** The words around the book's code, by language (only the page's own is loaded in a browser). */
export const codeMessages = await loadCatalogs<CodeMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { CodeMessages };
