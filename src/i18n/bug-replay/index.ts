import { loadCatalogs } from '../load.ts';
import type { BugReplayMessages } from './en.ts';

/** The bug replay's words, by language (only the page's own is loaded in a browser). */
export const bugReplayMessages = await loadCatalogs<BugReplayMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { BugReplayMessages };
