import type { Catalogs } from './load.ts';
import type { Locale } from './locales.ts';
import en, { type ExercisesMessages } from './en/exercises.ts';
import zhCn from './zh-cn/exercises.ts';

/*
 * The exercises' words in every language at once, imported by name rather than globbed: they are read
 * synchronously by the cell worker (a classic script, where a top-level await does not build)
 * and in plain Node, where no bundler expands import.meta.glob (the worker's twin in the tests,
 * the benchmarks, Playwright's specs). A language missing here is a type error (Record<Locale, …>).
 * Never import this from a page's island: there, use catalogsOf, which fetches one language.
 */
const CATALOGS: Readonly<Record<Locale, ExercisesMessages>> = { en, 'zh-cn': zhCn };

/** The exercises' words in `locale`, at once: for the cell worker, the server and the tests. */
export const exercisesIn: Catalogs<ExercisesMessages> = (locale) => CATALOGS[locale];

export type { ExercisesMessages };
