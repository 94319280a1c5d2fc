import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';

/*
 * The `nqueens` command as one JavaScript file (the site serves it as /nqueens.mjs): the command
 * and its worker threads bundled by esbuild, types already stripped, so it starts quickly on any
 * Node from 20 on with nothing to install. src/cli/bundled.ts is its entry.
 */

/**
 * What Vite gives the sources and esbuild does not, for `nqueens check` (which brings the
 * notebook): a `?raw` import is the file's text (the Python sources), and an area's words,
 * `import.meta.glob('./*\/<area>.ts')` in src/i18n/, become the object Vite would make of it,
 * one lazy import per language folder, so every language is inside the one file.
 */
const viteParts: Plugin = {
	name: 'vite-parts',
	setup(plugin) {
		plugin.onResolve({ filter: /\?raw$/ }, (args) => ({
			path: resolve(args.resolveDir, args.path.replace(/\?raw$/, '')),
			namespace: 'raw',
		}));
		plugin.onLoad({ filter: /.*/, namespace: 'raw' }, (args) => ({
			contents: readFileSync(args.path, 'utf8'),
			loader: 'text',
		}));
		plugin.onLoad({ filter: /[\\/]src[\\/]i18n[\\/][\w-]+\.ts$/ }, (args) => {
			const text = readFileSync(args.path, 'utf8');
			const folder = dirname(args.path);
			const contents = text.replace(
				/import\.meta\.glob(?:<[^()]*?>)?\(\s*'\.\/\*\/([\w-]+\.ts)'\s*\)/g,
				(_, file: string) => {
					const languages = readdirSync(folder, { withFileTypes: true }).filter(
						(entry) => entry.isDirectory() && existsSync(join(folder, entry.name, file)),
					);
					const entries = languages.map(
						({ name }) => `'./${name}/${file}': () => import('./${name}/${file}')`,
					);
					return `{ ${entries.join(', ')} }`;
				},
			);
			return { contents, loader: 'ts' };
		});
	},
};

/** The oldest Node the bundled command runs on (tested under it: cli-bundle-runs-anywhere.test.ts). */
export const BUNDLE_NODE = 20;

/** The bundled command's text. Reads src/ from the project folder (the build and tests run there). */
export async function bundleCommand(root: string = process.cwd()): Promise<string> {
	const result = await build({
		entryPoints: [join(root, 'src/cli/bundled.ts')],
		bundle: true,
		platform: 'node',
		format: 'esm',
		target: `node${BUNDLE_NODE}`,
		// The entry calls main() itself; source files check import.meta.main (Node 24 only).
		// The words' modules pick Vite's branch (viteParts gives it), outside any page.
		define: {
			'import.meta.main': 'false',
			'import.meta.env': '{"SSR":true,"MODE":"production"}',
		},
		plugins: [viteParts],
		banner: {
			js: [
				'#!/usr/bin/env node',
				`// nqueens: the N-Queens Notebook's command, one file for Node ${BUNDLE_NODE} or later.`,
				'// Run it with: node nqueens.mjs 8   (node nqueens.mjs --help says the rest)',
			].join('\n'),
		},
		legalComments: 'none',
		write: false,
		logLevel: 'silent',
	});
	return result.outputFiles[0]!.text;
}
