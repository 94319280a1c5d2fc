import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

/*
 * Vite's `?raw` import in plain Node: `import prelude from './prelude.py?raw'` gives the file's
 * text, as Vite and Vitest give it. The Python the notebook runs is in .py files (prelude.py,
 * the starters under src/notebook/exercises/python/), imported that way; whatever runs them
 * outside Vite imports this module first, before any module that imports a .py file is loaded:
 * the Python thread (node-python.ts starts it with `--import`), the end-to-end tests
 * (playwright.config.ts) and the measures that run Python (`node --import` it, as their
 * comments say).
 */

registerHooks({
	load(url, context, nextLoad) {
		if (!url.startsWith('file:') || !url.endsWith('?raw')) return nextLoad(url, context);
		const text = readFileSync(new URL(url), 'utf8');
		return {
			format: 'module',
			source: `export default ${JSON.stringify(text)};`,
			shortCircuit: true,
		};
	},
});
