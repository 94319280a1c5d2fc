import { catalogsOf } from './load.ts';
import type { DiagonalsMessages } from './en/diagonals.ts';

/** DiagonalExplorer's words, by language (only the page's own is loaded in a browser). */
export const diagonalsMessages = await catalogsOf(
	import.meta.glob<{ default: DiagonalsMessages }>('./*/diagonals.ts'),
);

export type { DiagonalsMessages };
