import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { i18nLoader } from '@astrojs/starlight/loaders';
import { z } from 'astro/zod';

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

export const collections = {
	docs,
	i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
