import type { Catalogs } from '../load.ts';
import type { Locale } from '../locales.ts';
import en, { type ExercisesMessages } from './en.ts';
import zhCn from './zh-cn.ts';

/*
 * The exercises' words in every language at once, without a top-level await. The checks run in
 * the cell worker, which Vite bundles as a classic script (IIFE), where a top-level await (as in
 * index.ts) does not build, and they answer synchronously, so they cannot wait for loadCatalog.
 * A worker loads every language anyway (docs/i18n.md); so do the server and the tests. Never
 * import this from a page's island: there, use index.ts, which fetches the page's language only.
 */

const CATALOGS: Readonly<Record<Locale, ExercisesMessages>> = { en, 'zh-cn': zhCn };

/** The exercises' words in `locale`, at once: for the checks, the server and the tests. */
export const exercisesIn: Catalogs<ExercisesMessages> = (locale) => CATALOGS[locale];
