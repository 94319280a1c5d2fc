import type { APIRoute, GetStaticPaths } from 'astro';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PYODIDE_VERSION, RUNTIME_FILES } from '../../../notebook/python/index.ts';

/*
 * /pyodide/<version>/<file>: the Python runtime, copied from the `pyodide` package when the site
 * builds, so Python cells load it from the site itself and never from a CDN. No page links here:
 * a page's Python worker fetches these files on its first Python run (src/notebook/python/).
 */

const TYPES: Record<string, string> = {
	mjs: 'text/javascript; charset=utf-8',
	wasm: 'application/wasm',
	zip: 'application/zip',
};

const require = createRequire(import.meta.url);

export const getStaticPaths = (() => {
	const installed = (require('pyodide/package.json') as { version: string }).version;
	if (installed !== PYODIDE_VERSION) {
		throw new Error(
			`node_modules holds pyodide ${installed}, but src/notebook/python/interpreter.ts names ${PYODIDE_VERSION}.`,
		);
	}
	return RUNTIME_FILES.map((file) => ({ params: { version: PYODIDE_VERSION, file } }));
}) satisfies GetStaticPaths;

/** One file of the runtime, as the package ships it. */
export const GET: APIRoute = async ({ params }) => {
	const file = String(params['file']);
	return new Response(await readFile(require.resolve(`pyodide/${file}`)), {
		headers: { 'Content-Type': TYPES[file.split('.').at(-1)!] ?? 'application/octet-stream' },
	});
};
