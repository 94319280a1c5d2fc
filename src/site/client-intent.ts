import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/**
 * Adds `client:intent` (src/site/intent-directive.ts): an island hydrates when the learner reaches
 * for it, or on sight when this browser keeps something under the storage keys it names.
 */
export function clientIntent(): AstroIntegration {
	return {
		name: 'nq-client-intent',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({
					name: 'intent',
					entrypoint: fileURLToPath(new URL('./intent-directive.ts', import.meta.url)),
				});
			},
		},
	};
}
