import { loadCatalogs } from '../load.ts';
import type { SiteMessages } from './en.ts';

/** The site's own words, by language (only the page's own is loaded in a browser). */
export const siteMessages = await loadCatalogs<SiteMessages>({
	en: () => import('./en.ts'),
	'zh-cn': () => import('./zh-cn.ts'),
});

export type { SiteMessages };
