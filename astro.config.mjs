// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import svelte from '@astrojs/svelte';
import { unified } from '@astrojs/markdown-remark';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeFocusableTables from './src/site/rehype-focusable-tables.ts';
import { readdirSync } from 'node:fs';

// Chapters are the numbered files in content/ (01-…mdx); the sidebar lists them in that order,
// each labelled with its own title.
const chapters = readdirSync(new URL('./content/', import.meta.url))
	.filter((file) => /^\d\d-.+\.mdx?$/.test(file))
	.sort()
	.map((file) => ({ slug: file.replace(/\.mdx?$/, '') }));

// Chapters live in the top-level `content/` folder (see src/content.config.ts).
export default defineConfig({
	site: 'https://nqueens-notebook.example',
	markdown: {
		// Astro 7's default processor skips remark/rehype plugins; math needs the unified one.
		processor: unified({
			remarkPlugins: [remarkMath],
			rehypePlugins: [rehypeKatex, rehypeFocusableTables],
		}),
	},
	integrations: [
		starlight({
			title: 'N-Queens Notebook',
			description:
				'Learn backtracking by running it: the N-Queens puzzle from four queens to twenty-seven.',
			favicon: '/favicon.svg',
			customCss: ['katex/dist/katex.min.css', './src/styles/site.css', './src/styles/widgets.css'],
			markdown: { processedDirs: ['./content'] },
			lastUpdated: false,
			sidebar: [
				{ label: 'Welcome', link: '/' },
				{ label: 'Chapters', items: chapters },
			],
		}),
		svelte(),
	],
});
