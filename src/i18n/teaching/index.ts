import { loadCatalogs } from '../load.ts';
import type { TeachingMessages } from './en.ts';

/** The teaching widgets' words, by language (only the page's own is loaded in a browser). */
export const teachingMessages = await loadCatalogs<TeachingMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { TeachingMessages };
