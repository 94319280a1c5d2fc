import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { heldPressesScript } from './held-presses.ts';

/**
 * Adds `client:intent` (src/site/intent-directive.ts): an island hydrates when the learner reaches
 * for it, or on sight when this browser keeps something under the storage keys it names. And on
 * every page, first thing in its head, the script that holds a press made on any island before
 * its code has loaded and plays it once the island has hydrated (src/site/held-presses.ts).
 */
export function clientIntent(): AstroIntegration {
	return {
		name: 'nq-client-intent',
		hooks: {
			'astro:config:setup': ({ addClientDirective, injectScript }) => {
				addClientDirective({
					name: 'intent',
					entrypoint: fileURLToPath(new URL('./intent-directive.ts', import.meta.url)),
				});
				injectScript('head-inline', heldPressesScript());
			},
		},
	};
}
