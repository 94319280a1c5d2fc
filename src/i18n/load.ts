import { LOCALES, localeOfLang, type Locale } from './locales.ts';

/*
 * Each area's messages are one module per language (src/i18n/<area>/en.ts, zh-cn.ts), loaded here
 * with a dynamic import each, so a page's bundle has one small chunk per language and fetches only
 * its own. The server (which renders every page in every language) and the tests load them all.
 */

/** How to load an area's catalog in each language. */
export type Loaders<T> = Readonly<Record<Locale, () => Promise<{ default: T }>>>;

/** An area's catalogs, by language: call it with a widget's `locale`. */
export type Catalogs<T> = (locale: Locale) => T;

/** Whether this code runs in a browser page (not the server, a test or a worker). */
function inPage(): boolean {
	return (
		!import.meta.env.SSR &&
		import.meta.env.MODE !== 'test' &&
		typeof document !== 'undefined' &&
		typeof window !== 'undefined'
	);
}

/** One language's catalog of an area, loaded (a worker loads the one its request names). */
export async function loadCatalog<T>(loaders: Loaders<T>, locale: Locale): Promise<T> {
	return (await loaders[locale]()).default;
}

/**
 * An area's catalogs: in a page only the page's own language (its `<html lang>`), elsewhere all.
 * A widget asking a page for another language's messages is a bug, and says so.
 */
export async function loadCatalogs<T>(loaders: Loaders<T>): Promise<Catalogs<T>> {
	const wanted = inPage() ? [localeOfLang(document.documentElement.lang)] : [...LOCALES];
	const loaded = new Map<Locale, T>();
	await Promise.all(
		wanted.map(async (locale) => loaded.set(locale, await loadCatalog(loaders, locale))),
	);
	return (locale) => {
		const catalog = loaded.get(locale);
		if (catalog === undefined)
			throw new Error(`Messages in "${locale}" are not loaded on a page in "${wanted[0]}".`);
		return catalog;
	};
}
