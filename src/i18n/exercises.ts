import { everyLanguage } from './load.ts';
import type { ExercisesMessages } from './en/exercises.ts';

/*
 * The exercises' words in every language at once, without a top-level await. The checks run in
 * the cell worker, which Vite bundles as a classic script (IIFE), where a top-level await does not
 * build, and they answer synchronously, so they cannot wait for catalogIn.
 * A worker loads every language anyway (docs/i18n.md); so do the server and the tests. Never
 * import this from a page's island: there, use catalogsOf, which fetches the page's language only.
 */

/** The exercises words in `locale`, at once: for the cell worker, the server and the tests. */
export const exercisesIn = everyLanguage(
	import.meta.glob<{ default: ExercisesMessages }>('./*/exercises.ts', { eager: true }),
);

export type { ExercisesMessages };
