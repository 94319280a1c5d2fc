import {
	existsSync,
	readdirSync,
	readFileSync,
	renameSync,
	rmdirSync,
	writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '../i18n/locales.ts';

/*
 * Two things Starlight leaves in the default language on the other languages' pages, put right
 * once the build is done:
 * - Its one 404 page is English (/404.html). Each other language has its own in
 *   src/pages/<locale>/404.astro, which Astro writes as <locale>/404/index.html; hosts that
 *   serve the nearest 404.html for a missing page look for <locale>/404.html, so it moves there.
 * - Starlight and Expressive Code find a Markdown file's language from its path under
 *   src/content/docs/; the book's pages live in content/, so the words their Markdown plugins
 *   write (a heading's link, a code block's copy button and terminal frame) are English.
 */

/** The default-language words of Starlight's Markdown plugins, and each language's words. */
const PLUGIN_WORDS: Readonly<Record<Exclude<Locale, 'en'>, [RegExp, string][]>> = {
	'zh-cn': [
		[/>Section titled “([^<]*)”</g, '>“$1”一节<'], // src/content/i18n/zh-cn.json
		[/title="Copy to clipboard"/g, 'title="复制到剪贴板"'],
		[/data-copied="Copied!"/g, 'data-copied="复制成功！"'],
		[/>Terminal window</g, '>终端窗口<'],
	],
};

/** Every HTML file under a folder. */
function htmlFiles(folder: string): string[] {
	return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
		const path = join(folder, entry.name);
		if (entry.isDirectory()) return htmlFiles(path);
		return entry.name.endsWith('.html') ? [path] : [];
	});
}

/** The HTML of a page in `locale` with the plugins' English words in that language. */
function localizePluginWords(html: string, locale: Exclude<Locale, 'en'>): string {
	return PLUGIN_WORDS[locale].reduce(
		(text, [english, local]) => text.replace(english, local),
		html,
	);
}

/** An Astro integration finishing the translated pages: their 404 pages and plugin words. */
export function localizedPages() {
	return {
		name: 'nq-localized-pages',
		hooks: {
			'astro:build:done': ({ dir }: { dir: URL }) => {
				const root = fileURLToPath(dir);
				for (const locale of LOCALES.filter((l) => l !== 'en')) {
					const built = join(root, locale, '404', 'index.html');
					if (!existsSync(built))
						throw new Error(`No 404 page in ${locale}: src/pages/${locale}/404.astro`);
					renameSync(built, join(root, locale, '404.html'));
					rmdirSync(join(root, locale, '404'));
					for (const file of htmlFiles(join(root, locale))) {
						const html = readFileSync(file, 'utf8');
						const local = localizePluginWords(html, locale);
						if (local !== html) writeFileSync(file, local);
					}
				}
			},
		},
	};
}
