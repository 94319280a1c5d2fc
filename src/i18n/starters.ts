import { everyLanguage } from './load.ts';
import type { StartersMessages } from './en/starters.ts';

/*
 * The code comments in every language at once, without a top-level await: the exercises' module
 * (src/notebook/exercises/) is also part of the cell worker, a classic-script (IIFE) bundle where
 * a top-level await does not build, and a worker loads every language anyway (docs/i18n.md).
 * Pages never load this: the starters are highlighted on the server (CodeCellFrame.astro).
 */

/** The starters words in `locale`, at once: for the cell worker, the server and the tests. */
export const startersIn = everyLanguage(
	import.meta.glob<{ default: StartersMessages }>('./*/starters.ts', { eager: true }),
);

export type { StartersMessages };
