import { catalogsOf } from './load.ts';
import type { InputMessages } from './en/input.ts';

/** Bad-input words, by language (only the page's own is loaded in a browser). */
export const inputMessages = await catalogsOf(
	import.meta.glob<{ default: InputMessages }>('./*/input.ts'),
);

export type { InputMessages };
