import { catalogsOf } from './load.ts';
import type { CodeMessages } from './en/code.ts';

/** The words around the book's code, by language (only the page's own is loaded in a browser). */
export const codeMessages = await catalogsOf(
	import.meta.glob<{ default: CodeMessages }>('./*/code.ts'),
);

export type { CodeMessages };
