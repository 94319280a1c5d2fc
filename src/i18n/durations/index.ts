import { loadCatalogs } from '../load.ts';
import type { DurationMessages } from './en.ts';

/** The units of a written time, by language (only the page's own is loaded in a browser). */
export const durationMessages = await loadCatalogs<DurationMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { DurationMessages };
