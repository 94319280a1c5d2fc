import type { Catalogs } from '../load.ts';
import type { Locale } from '../locales.ts';
import en, { type StartersMessages } from './en.ts';
import zhCn from './zh-cn.ts';

/*
 * The code comments in every language at once, without a top-level await: the exercises' module
 * (src/notebook/exercises/) is also part of the cell worker, a classic-script (IIFE) bundle where
 * a top-level await does not build, and a worker loads every language anyway (docs/i18n.md).
 * Pages never load this: the starters are highlighted on the server (CodeCellFrame.astro).
 */

const CATALOGS: Readonly<Record<Locale, StartersMessages>> = { en, 'zh-cn': zhCn };

/** The code comments in `locale`, at once: for the exercises' module, the server and the tests. */
export const startersIn: Catalogs<StartersMessages> = (locale) => CATALOGS[locale];
