import { join } from 'node:path';
import { build } from 'esbuild';

/*
 * The `nqueens` command as one JavaScript file (the site serves it as /nqueens.mjs): the command
 * and its worker threads bundled by esbuild, types already stripped, so it starts quickly on any
 * Node from 20 on with nothing to install. src/cli/bundled.ts is its entry.
 */

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
		define: { 'import.meta.main': 'false' },
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
