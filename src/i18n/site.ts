import { catalogsOf } from './load.ts';
import type { SiteMessages } from './en/site.ts';

/** The site's own words, by language (only the page's own is loaded in a browser). */
export const siteMessages = await catalogsOf(
	import.meta.glob<{ default: SiteMessages }>('./*/site.ts'),
);

export type { SiteMessages };
