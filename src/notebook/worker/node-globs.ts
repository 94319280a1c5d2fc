import { registerHooks } from 'node:module';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * What Vite does for the word catalogs' `import.meta.glob('./*\/<area>.ts')` (src/i18n/load.ts),
 * for the cell worker's twin in plain Node (node-runner.ts), which no bundler prepares: each such
 * call in src/i18n/ becomes an object of the matching files, imported eagerly or on first use.
 * Only that one pattern is understood: a folder per language, one file per area.
 */

const GLOB =
	/import\.meta\.glob(?:<[^()]*?>)?\(\s*'\.\/\*\/([\w-]+\.ts)'\s*(,\s*\{\s*eager:\s*true\s*\}\s*)?\)/g;

registerHooks({
	load(url, context, nextLoad) {
		const loaded = nextLoad(url, context);
		if (!url.startsWith('file:') || !url.includes('/src/i18n/')) return loaded;
		const source = String(loaded.source);
		if (!source.includes('import.meta.glob')) return loaded;
		const dir = dirname(fileURLToPath(url));
		const imports: string[] = [];
		const code = source.replace(GLOB, (_call, file: string, eager: string | undefined) => {
			const paths = readdirSync(dir, { withFileTypes: true })
				.filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, file)))
				.map((entry) => `./${entry.name}/${file}`);
			const entries = paths.map((path) => {
				if (!eager) return `${JSON.stringify(path)}: () => import(${JSON.stringify(path)})`;
				const name = `__glob${imports.length}`;
				imports.push(`import * as ${name} from ${JSON.stringify(path)};`);
				return `${JSON.stringify(path)}: ${name}`;
			});
			return `{ ${entries.join(', ')} }`;
		});
		// At the end, so every line keeps its number (imports are hoisted).
		return { ...loaded, source: `${code}\n${imports.join('\n')}\n` };
	},
});
