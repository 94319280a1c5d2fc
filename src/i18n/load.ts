import { LOCALES, isLocale, localeOfLang, type Locale } from './locales.ts';

/*
 * The one way words are loaded. Each language is a folder (src/i18n/en/, src/i18n/zh-cn/) with one
 * catalog per area; each area's module (src/i18n/<area>.ts) finds that area in every language with
 * `import.meta.glob('./*\/<area>.ts')`, so adding a language adds no line here nor there (but for
 * the two areas the cell worker reads synchronously, which import each language by name:
 * src/i18n/exercises.ts). A page's bundle has one small chunk per area and language and fetches
 * only its own.
 * The server (which renders every page in every language) and the tests load them all.
 */

/** An area's catalogs by file, each loaded on first use: `import.meta.glob('./*\/<area>.ts')`. */
export type Lazy<T> = Readonly<Record<string, () => Promise<{ default: T }>>>;

/** An area's catalogs, by language: call it with a widget's `locale`. */
export type Catalogs<T> = (locale: Locale) => T;

/** The language of a catalog from its folder: './zh-cn/board.ts' → 'zh-cn'. */
function localeOfFile(path: string): Locale {
	const folder = path.split('/').at(-2);
	if (!isLocale(folder)) throw new Error(`${path} is not in a language's folder.`);
	return folder;
}

/** An area's file in `locale`, from its glob; a language without it is a bug, and says so. */
function fileIn<M>(glob: Readonly<Record<string, M>>, locale: Locale): M {
	const found = Object.entries(glob).find(([path]) => localeOfFile(path) === locale);
	if (found === undefined) throw new Error(`No catalog in "${locale}" among ${Object.keys(glob)}.`);
	return found[1];
}

/** Whether this code runs in a browser page (not the server, a test or a worker). */
function inPage(): boolean {
	if (!import.meta.env) return false; // plain Node: no bundler, no page (the command, the tests)
	return (
		!import.meta.env.SSR &&
		import.meta.env.MODE !== 'test' &&
		typeof document !== 'undefined' &&
		typeof window !== 'undefined'
	);
}

/** One language's catalog of an area, loaded (a worker loads the one its request names). */
export async function catalogIn<T>(glob: Lazy<T>, locale: Locale): Promise<T> {
	return (await fileIn(glob, locale)()).default;
}

/**
 * An area's catalogs: in a page only the page's own language (its `<html lang>`), elsewhere all.
 * A widget asking a page for another language's messages is a bug, and says so.
 */
export async function catalogsOf<T>(glob: Lazy<T>): Promise<Catalogs<T>> {
	const wanted = inPage() ? [localeOfLang(document.documentElement.lang)] : [...LOCALES];
	const loaded = new Map<Locale, T>();
	await Promise.all(
		wanted.map(async (locale) => loaded.set(locale, await catalogIn(glob, locale))),
	);
	return (locale) => {
		const catalog = loaded.get(locale);
		if (catalog === undefined)
			throw new Error(`Messages in "${locale}" are not loaded on a page in "${wanted[0]}".`);
		return catalog;
	};
}

/*
 * Without a bundler (plain Node: the cell worker's twin in the tests, the benchmarks, Playwright's
 * specs), `import.meta.glob` does not exist and `import.meta.env` is undefined: an area module
 * whose words are read there asks `import.meta.env ? import.meta.glob(…) : lazyInNode(…)`, and Vite
 * drops the second branch from every bundle.
 */

/** The language folders beside `from` (an area module's `import.meta.url`) that hold `file`. */
function filesInNode(from: string, file: string): string[] {
	const { existsSync, readdirSync } = process.getBuiltinModule('node:fs');
	const here = new URL('./', from);
	return readdirSync(here, { withFileTypes: true })
		.filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/${file}`, here)))
		.map((entry) => `./${entry.name}/${file}`);
}

/** What `import.meta.glob('./*\/<file>')` gives, in plain Node. */
export function lazyInNode<T>(from: string, file: string): Lazy<T> {
	return Object.fromEntries(
		filesInNode(from, file).map((path) => [
			path,
			// Never bundled (see above): Vite need not, and cannot, follow it.
			() => import(/* @vite-ignore */ new URL(path, from).href) as Promise<{ default: T }>,
		]),
	);
}
