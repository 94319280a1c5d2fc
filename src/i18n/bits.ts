import { catalogsOf } from './load.ts';
import type { BitsMessages } from './en/bits.ts';

/** The bit row's words, by language (only the page's own is loaded in a browser). */
export const bitsMessages = await catalogsOf(
	import.meta.glob<{ default: BitsMessages }>('./*/bits.ts'),
);

export type { BitsMessages };
