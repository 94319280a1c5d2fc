import type { HighlightLang } from './highlight.ts';

// The batch recipes of docs/recipes/ (docs/batch-counting.md), as text, bundled at build time
// (Vite's ?raw import): the command page shows, and /recipes/<file> serves, exactly the file the
// tests run.
const RECIPES = import.meta.glob<string>('../../docs/recipes/*', {
	query: '?raw',
	import: 'default',
	eager: true,
});

/** Shiki's grammar by file extension. */
const LANGUAGES: Record<string, HighlightLang> = { sh: 'bash', yaml: 'yaml' };

/** The file names of docs/recipes/, sorted. */
export const RECIPE_FILES: readonly string[] = Object.keys(RECIPES)
	.map((key) => key.split('/').pop()!)
	.sort();

/** One recipe by file name: its text as it is on disk, its path in the repository, its grammar and its URL. */
export function recipe(file: string): {
	text: string;
	path: string;
	lang: HighlightLang;
	url: string;
} {
	const path = `docs/recipes/${file}`;
	const text = RECIPES[`../../${path}`];
	const lang = LANGUAGES[file.split('.').pop() ?? ''];
	if (text === undefined || lang === undefined) {
		throw new Error(`No recipe ${path} (in ${RECIPE_FILES.join(', ')}).`);
	}
	return { text, path, lang, url: `/recipes/${file}` };
}
