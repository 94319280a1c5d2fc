import type { Catalogs } from './load.ts';
import type { Locale } from './locales.ts';
import en, { type StartersMessages } from './en/starters.ts';
import zhCn from './zh-cn/starters.ts';

/*
 * The code comments in every language at once, imported by name rather than globbed: they are read
 * synchronously by the cell worker (a classic script, where a top-level await does not build)
 * and in plain Node, where no bundler expands import.meta.glob (the worker's twin in the tests,
 * the benchmarks, Playwright's specs). A language missing here is a type error (Record<Locale, …>).
 * Never import this from a page's island: there, use catalogsOf, which fetches one language.
 */
const CATALOGS: Readonly<Record<Locale, StartersMessages>> = { en, 'zh-cn': zhCn };

/** The code comments in `locale`, at once: for the cell worker, the server and the tests. */
export const startersIn: Catalogs<StartersMessages> = (locale) => CATALOGS[locale];

export type { StartersMessages };
