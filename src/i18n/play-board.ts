import { catalogsOf } from './load.ts';
import type { PlayBoardMessages } from './en/play-board.ts';

/** PlayBoard's words, by language (only the page's own is loaded in a browser). */
export const playBoardMessages = await catalogsOf(
	import.meta.glob<{ default: PlayBoardMessages }>('./*/play-board.ts'),
);

export type { PlayBoardMessages };
