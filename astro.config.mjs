// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import svelte from '@astrojs/svelte';
import { unified } from '@astrojs/markdown-remark';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeFocusableTables from './src/site/rehype-focusable-tables.ts';
import rehypePagefindKatex from './src/site/rehype-pagefind-katex.ts';
import deferStarlightIdle from './src/site/defer-starlight-idle.ts';
import { clientIntent } from './src/site/client-intent.ts';
import { localizedPages } from './src/site/localized-pages.ts';
import { requireTranslations } from './src/site/translations.ts';
import { LANGUAGES } from './src/i18n/locales.ts';
import { siteMessages } from './src/i18n/site.ts';
import katexPreloadedFaces, { PRELOADED_FACES } from './src/site/katex-preloaded-faces.ts';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { labelCodeBlocks } from './src/site/code-block-labels.ts';

// Chapters are the numbered files in content/ (01-…mdx); the sidebar lists them in that order,
// each labelled with its own title.
const chapters = readdirSync(new URL('./content/', import.meta.url))
	.filter((file) => /^\d\d-.+\.mdx?$/.test(file))
	.sort()
	.map((file) => ({ slug: file.replace(/\.mdx?$/, '') }));

// KaTeX's upright and italic text faces, preloaded on every page (all chapters show inline maths).
// The files are copies of katex/dist/fonts in public/fonts/; src/site/katex-preloaded-faces.ts
// points katex.min.css at them, as optional faces, so a late font never moves the text.
const preloadedFonts = PRELOADED_FACES.map((name) => ({
	tag: /** @type {const} */ ('link'),
	attrs: {
		rel: 'preload',
		href: `/fonts/${name}.woff2`,
		as: 'font',
		type: 'font/woff2',
		crossorigin: 'anonymous',
	},
}));

// The languages are src/i18n/locales.ts's; the title and sidebar labels each one's site catalog.
// The first language is served at the root, Starlight's `root` locale; the others are translations.
const [first, ...others] = LANGUAGES;
const book = (/** @type {typeof LANGUAGES[number]} */ { locale }) => siteMessages(locale).book;
/** A sidebar label's translations, by BCP 47 tag, as Starlight takes them. */
const translated = (
	/** @type {'welcome' | 'chapters' | 'command' | 'teachers' | 'sources'} */ key,
) => Object.fromEntries(others.map((language) => [language.tag, book(language)[key]]));

// The solver and the notebook's engine run nothing on import (test/unit/solver-layout.test.ts
// holds the solver pure): importing one of their folders' index.ts for one function must not bring
// the folder's other files to a page or a worker.
const engineTreeshake = {
	moduleSideEffects: [{ test: /\/src\/(solver|notebook)\//, sideEffects: false }],
};

// Chapters live in the top-level `content/` folder (see src/content.config.ts).
export default defineConfig({
	site: 'https://nqueens-notebook.example',
	markdown: {
		// Astro 7's default processor skips remark/rehype plugins; math needs the unified one.
		processor: unified({
			remarkPlugins: [remarkMath],
			rehypePlugins: [rehypeKatex, rehypePagefindKatex, rehypeFocusableTables],
		}),
	},
	integrations: [
		starlight({
			title: Object.fromEntries(LANGUAGES.map((language) => [language.tag, book(language).title])),
			description:
				'Learn backtracking by running it: the N-Queens puzzle from four queens to twenty-seven.',
			favicon: '/favicon.svg',
			// Code blocks wrap, so a phone shows a whole command (the rest two columns deeper) and no
			// block hangs on Expressive Code's late script to become a focusable scrolling region.
			// One that still scrolls is a region with a name of its own (code-block-labels.ts).
			expressiveCode: {
				plugins: [labelCodeBlocks()],
				defaultProps: { wrap: true, hangingIndent: 2 },
			},
			head: preloadedFonts,
			customCss: ['katex/dist/katex.min.css', './src/styles/site.css', './src/styles/widgets.css'],
			markdown: { processedDirs: ['./content'] },
			lastUpdated: false,
			// English at the root, each other language under its prefix (/zh-cn/); every page exists
			// in each, which src/site/translations.ts checks before the build starts.
			defaultLocale: 'root',
			locales: Object.fromEntries(
				LANGUAGES.map(({ locale, tag, label }) => [
					locale === first.locale ? 'root' : locale,
					{ label, lang: tag },
				]),
			),
			sidebar: [
				{ label: book(first).welcome, translations: translated('welcome'), link: '/' },
				{ label: book(first).chapters, translations: translated('chapters'), items: chapters },
				{
					label: book(first).command,
					translations: translated('command'),
					link: '/nqueens-command/',
				},
				{
					label: book(first).teachers,
					translations: translated('teachers'),
					link: '/for-teachers/',
				},
				{ label: book(first).sources, translations: translated('sources'), link: '/sources/' },
			],
		}),
		svelte(),
		clientIntent(),
		localizedPages(),
		requireTranslations(fileURLToPath(new URL('./content/', import.meta.url))),
	],
	vite: {
		// Starlight's search and contents start on first use, not in a slow phone's first seconds.
		plugins: [deferStarlightIdle(), katexPreloadedFaces()],
		build: { rollupOptions: { treeshake: engineTreeshake } },
		// Workers are bundled apart, with options of their own: the same rule for them.
		worker: { rollupOptions: { treeshake: engineTreeshake } },
	},
});
