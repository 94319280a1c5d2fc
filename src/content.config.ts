import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { z } from 'astro/zod';
import { LANGUAGES } from './i18n/locales.ts';

/** Chapters: MDX files in the top-level `content/` folder, checked against Starlight's schema. */
const docs = defineCollection({
	loader: glob({ base: './content', pattern: '**/[^_]*.{md,mdx}' }),
	schema: docsSchema({
		extend: z.object({
			/** Chapter number shown in the sidebar order; 0 for the welcome page. */
			chapter: z.number().int().min(0).max(99).optional(),
		}),
	}),
});

/** Starlight's own words each language changes: src/content/i18n/<locale>.json, one per language. */
const STARLIGHT_WORDS = import.meta.glob<Record<string, string>>('./content/i18n/*.json', {
	import: 'default',
	eager: true,
});

/*
 * Starlight's i18nLoader would key each file by its name, and Starlight looks the words up by the
 * language's BCP 47 tag (zh-CN); the files are named by the locale, as every other folder and URL
 * spells it (zh-cn), and stored here under the tag, so no path needs the tag's spelling.
 */
const starlightWords: Loader = {
	name: 'starlight-words',
	load: async ({ store, parseData }) => {
		store.clear();
		for (const { locale, tag } of LANGUAGES) {
			const words = STARLIGHT_WORDS[`./content/i18n/${locale}.json`];
			if (words === undefined) throw new Error(`src/content/i18n/${locale}.json is missing.`);
			store.set({ id: tag, data: await parseData({ id: tag, data: words }) });
		}
	},
};

export const collections = {
	docs,
	i18n: defineCollection({ loader: starlightWords, schema: i18nSchema() }),
};
