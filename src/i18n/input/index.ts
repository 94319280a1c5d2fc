import { loadCatalogs } from '../load.ts';
import type { InputMessages } from './en.ts';

/** Bad-input words, by language (only the page's own is loaded in a browser). */
export const inputMessages = await loadCatalogs<InputMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { InputMessages };
