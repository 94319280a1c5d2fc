import { loadCatalogs } from '../load.ts';
import type { PlayBoardMessages } from './en.ts';

/** PlayBoard's words, by language (only the page's own is loaded in a browser). */
export const playBoardMessages = await loadCatalogs<PlayBoardMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { PlayBoardMessages };
