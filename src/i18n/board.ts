import { catalogsOf } from './load.ts';
import type { BoardMessages } from './en/board.ts';

/** The boards' words, by language (only the page's own is loaded in a browser). */
export const boardMessages = await catalogsOf(
	import.meta.glob<{ default: BoardMessages }>('./*/board.ts'),
);

export type { BoardMessages };
