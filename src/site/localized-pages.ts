import { existsSync, renameSync, rmdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../i18n/locales.ts';

/*
 * Starlight builds one 404 page, in the default language (/404.html). Each other language has
 * its own in src/pages/<locale>/404.astro, which Astro writes as <locale>/404/index.html; hosts
 * that serve the nearest 404.html for a missing page (and `astro preview`'s fallback test)
 * look for <locale>/404.html, so it is moved there once the build is done.
 */

/** An Astro integration moving each translated 404 page to `<locale>/404.html`. */
export function localized404() {
	return {
		name: 'nq-localized-404',
		hooks: {
			'astro:build:done': ({ dir }: { dir: URL }) => {
				const root = fileURLToPath(dir);
				for (const locale of LOCALES.filter((l) => l !== 'en')) {
					const built = `${root}${locale}/404/index.html`;
					if (!existsSync(built))
						throw new Error(`No 404 page in ${locale}: src/pages/${locale}/404.astro`);
					renameSync(built, `${root}${locale}/404.html`);
					rmdirSync(`${root}${locale}/404`);
				}
			},
		},
	};
}
