import { catalogsOf } from './load.ts';
import type { CheckRaceMessages } from './en/check-race.ts';

/** The check race's words, by language (only the page's own is loaded in a browser). */
export const checkRaceMessages = await catalogsOf(
	import.meta.glob<{ default: CheckRaceMessages }>('./*/check-race.ts'),
);

export type { CheckRaceMessages };
