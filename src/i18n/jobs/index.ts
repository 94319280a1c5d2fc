import { loadCatalogs } from '../load.ts';
import type { JobsMessages } from './en.ts';

/** The jobs' words, by language (only the page's own is loaded in a browser). */
export const jobsMessages = await loadCatalogs<JobsMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { JobsMessages };
