import { catalogsOf } from './load.ts';
import type { CellMessages } from './en/cell.ts';

/** A code cell's words, by language (only the page's own is loaded in a browser). */
export const cellMessages = await catalogsOf(
	import.meta.glob<{ default: CellMessages }>('./*/cell.ts'),
);

export type { CellMessages };
