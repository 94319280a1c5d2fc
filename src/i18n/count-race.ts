import { catalogsOf } from './load.ts';
import type { CountRaceMessages } from './en/count-race.ts';

/** The count race's words, by language (only the page's own is loaded in a browser). */
export const countRaceMessages = await catalogsOf(
	import.meta.glob<{ default: CountRaceMessages }>('./*/count-race.ts'),
);

export type { CountRaceMessages };
