import { catalogsOf } from './load.ts';
import type { DurationMessages } from './en/durations.ts';

/** The units of a written time, by language (only the page's own is loaded in a browser). */
export const durationMessages = await catalogsOf(
	import.meta.glob<{ default: DurationMessages }>('./*/durations.ts'),
);

export type { DurationMessages };
