import { catalogsOf, lazyInNode, type Lazy } from './load.ts';
import type { CellMessages } from './en/cell.ts';

/** A code cell's words in every language, each loaded on first use (in plain Node too: `nqueens check`). */
export const cellCatalogs: Lazy<CellMessages> = import.meta.env
	? import.meta.glob<{ default: CellMessages }>('./*/cell.ts')
	: lazyInNode<CellMessages>(import.meta.url, 'cell.ts');

/** A code cell's words, by language (only the page's own is loaded in a browser). */
export const cellMessages = await catalogsOf(cellCatalogs);

export type { CellMessages };
