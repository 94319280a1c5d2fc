import { catalogsOf } from './load.ts';
import type { ChartsMessages } from './en/charts.ts';

/** The charts' words, by language (only the page's own is loaded in a browser). */
export const chartsMessages = await catalogsOf(
	import.meta.glob<{ default: ChartsMessages }>('./*/charts.ts'),
);

export type { ChartsMessages };
