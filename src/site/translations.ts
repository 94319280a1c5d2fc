import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../i18n/locales.ts';

/*
 * Every page of the book exists in every language: Starlight would otherwise serve the English
 * page under /zh-cn/ with a notice, and a Chinese reader would meet English with no warning.
 * astro.config.mjs calls this before the build starts and stops it on the first gap.
 */

/** The pages of one language's folder: 'index.mdx', '01-….mdx', … (not the other languages'). */
export function pagesIn(folder: string): string[] {
	return readdirSync(folder, { withFileTypes: true })
		.filter((entry) => entry.isFile() && /^[^_].*\.mdx?$/.test(entry.name))
		.map((entry) => entry.name)
		.sort();
}

/** Each page some language lacks, as 'zh-cn/07-all-92.mdx', and pages only a translation has. */
export function missingTranslations(contentDir: string): string[] {
	const english = pagesIn(contentDir);
	const gaps: string[] = [];
	for (const locale of LOCALES.filter((l) => l !== 'en')) {
		let pages: string[] = [];
		try {
			pages = pagesIn(join(contentDir, locale));
		} catch {
			// No folder at all: every page is missing.
		}
		for (const page of english) if (!pages.includes(page)) gaps.push(`${locale}/${page}`);
		for (const page of pages)
			if (!english.includes(page)) gaps.push(`${locale}/${page} (no English page)`);
	}
	return gaps;
}

/** An Astro integration that fails the build when a page has no translation. */
export function requireTranslations(contentDir: string) {
	return {
		name: 'nq-require-translations',
		hooks: {
			'astro:config:setup': () => {
				const gaps = missingTranslations(contentDir);
				if (gaps.length > 0)
					throw new Error(
						`Pages without their translation (docs/i18n.md): ${gaps.join(', ')}. ` +
							'Every page must exist in every language.',
					);
			},
		},
	};
}
