import { catalogsOf } from './load.ts';
import type { TeachingMessages } from './en/teaching.ts';

/** The teaching widgets' words, by language (only the page's own is loaded in a browser). */
export const teachingMessages = await catalogsOf(
	import.meta.glob<{ default: TeachingMessages }>('./*/teaching.ts'),
);

export type { TeachingMessages };
