/*
 * `client:intent` in .astro files (src/site/client-intent.ts): its value is the storage keys, one
 * or more separated by spaces, whose presence hydrates the island on sight.
 */
declare module 'astro' {
	interface AstroClientDirectives {
		/** Hydrate on the learner's first intent, or on sight when one of these keys is saved. */
		'client:intent'?: string;
	}
}

export {};
