/*
 * The book's languages. English is served at the site's root and each other language under its
 * own prefix (/zh-cn/…), as Starlight's i18n lays them out (astro.config.mjs). To add a language,
 * add its line here, then follow docs/i18n.md ("Adding a third language").
 */

/**
 * Every language the book is written in, each on one line: its URL prefix (and folder name in
 * src/i18n/ and content/), its BCP 47 tag (the pages' `lang`, what `Intl` formats numbers with)
 * and its name in itself, as the language picker shows it. The first is the default, served at
 * the root. astro.config.mjs reads this list; nothing else names the languages.
 */
export const LANGUAGES = [
	{ locale: 'en', tag: 'en', label: 'English' },
	{ locale: 'zh-cn', tag: 'zh-CN', label: '简体中文' },
] as const;

/** One of the book's languages, as its URL prefix spells it. */
export type Locale = (typeof LANGUAGES)[number]['locale'];

/** Every language the book is written in; the first is the default, served at the root. */
export const LOCALES: readonly Locale[] = LANGUAGES.map((language) => language.locale);

/** Each language's BCP 47 tag: the pages' `lang` and what `Intl` formats numbers with. */
export const LANG_TAGS = Object.fromEntries(
	LANGUAGES.map((language) => [language.locale, language.tag]),
) as Readonly<Record<Locale, string>>;

/** Whether a string names one of the book's languages. */
export function isLocale(value: unknown): value is Locale {
	return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a `lang` attribute ('zh-CN' → 'zh-cn'); English for anything else. */
export function localeOfLang(lang: string | null | undefined): Locale {
	const found = LOCALES.find((locale) => LANG_TAGS[locale].toLowerCase() === lang?.toLowerCase());
	return found ?? 'en';
}

/** The language of a page from its path: '/zh-cn/02-…/' → 'zh-cn', '/02-…/' → 'en'. */
export function localeOfPath(pathname: string): Locale {
	const first = pathname.split('/').find((part) => part !== '');
	return isLocale(first) && first !== 'en' ? first : 'en';
}

/** A root-relative path in another language: ('/02-x/', 'zh-cn') → '/zh-cn/02-x/'. */
export function pathIn(locale: Locale, path: string): string {
	const bare = localeOfPath(path) === 'en' ? path : path.replace(/^\/[^/]+/, '');
	return locale === 'en' ? bare : `/${locale}${bare}`;
}
