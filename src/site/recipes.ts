import type { HighlightLang } from './highlight.ts';
import { pathIn, type Locale } from '../i18n/locales.ts';

// The batch recipes of docs/recipes/ (docs/batch-counting.md), as text, bundled at build time
// (Vite's ?raw import): the command page shows, and /recipes/<file> serves, exactly the file the
// tests run. A language's copies, the same code with its comments translated, are in
// docs/recipes-<locale>/ (as deep as docs/recipes/, so a copy finds the project as the file does),
// served at /<locale>/recipes/<file>; test/unit/recipes-on-the-command-page.test.ts holds each
// copy's code to the file's.
const RECIPES = import.meta.glob<string>(['../../docs/recipes/*', '../../docs/recipes-*/*'], {
	query: '?raw',
	import: 'default',
	eager: true,
});

/** Shiki's grammar by file extension. */
const LANGUAGES: Record<string, HighlightLang> = { sh: 'bash', yaml: 'yaml' };

/** The folder of a language's recipes: docs/recipes/ for English, docs/recipes-zh-cn/ for Chinese. */
const recipeFolder = (locale: Locale) =>
	locale === 'en' ? 'docs/recipes' : `docs/recipes-${locale}`;

/** The file names of docs/recipes/, sorted. */
export const RECIPE_FILES: readonly string[] = Object.keys(RECIPES)
	.filter((key) => key.startsWith('../../docs/recipes/'))
	.map((key) => key.split('/').pop()!)
	.sort();

/**
 * One recipe by file name, in a language (its comments translated, its code the same): its text,
 * its path in the repository, its grammar and its URL.
 */
export function recipe(
	file: string,
	locale: Locale = 'en',
): {
	text: string;
	path: string;
	lang: HighlightLang;
	url: string;
} {
	const path = `${recipeFolder(locale)}/${file}`;
	const text = RECIPES[`../../${path}`];
	const lang = LANGUAGES[file.split('.').pop() ?? ''];
	if (text === undefined || lang === undefined) {
		throw new Error(`No recipe ${path} (in ${RECIPE_FILES.join(', ')}).`);
	}
	return { text, path, lang, url: pathIn(locale, `/recipes/${file}`) };
}
