import { catalogsOf } from './load.ts';
import type { WordsMessages } from './en/words.ts';

/**
 * The solver's sentences by language (only the page's own is loaded in a browser): pass
 * `wordsMessages(locale).event` as describeEvent's phrases, or `wordsMessages(locale)` whole as
 * the `words` of the board sentences (nameBoardSquare, boardStatus, toggleAnnouncement, …).
 */
export const wordsMessages = await catalogsOf(
	import.meta.glob<{ default: WordsMessages }>('./*/words.ts'),
);

export type { WordsMessages };
