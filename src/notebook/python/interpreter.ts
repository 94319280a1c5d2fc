import type { PyodideAPI } from 'pyodide';

/*
 * Loading the interpreter: Pyodide (CPython compiled to WebAssembly, the npm package `pyodide`;
 * why: docs/decisions/python-runtime.md). The page's worker loads it from the site itself (the
 * build copies the runtime to RUNTIME_FOLDER, src/pages/pyodide/); the Node twin from
 * node_modules. Both load it the same way: no package index (so nothing can be installed), an
 * empty object in place of the `js` module, and no colours in tracebacks.
 */

/** The version of the `pyodide` package, which names the folder its files are served from. */
export const PYODIDE_VERSION = '314.0.7';

/** The files of the runtime a worker fetches, all from one folder. */
export const RUNTIME_FILES = [
	'pyodide.mjs',
	'pyodide.asm.mjs',
	'pyodide.asm.wasm',
	'python_stdlib.zip',
] as const;

/** The site's folder of the runtime (the page's worker loads it from here, and nothing else). */
export const RUNTIME_FOLDER = `/pyodide/${PYODIDE_VERSION}/`;

/** The `info` of Pyodide's lock file for this version: the index of packages is left empty. */
const LOCK_INFO = {
	abi_version: '2026_0',
	arch: 'wasm32',
	platform: 'emscripten_5_0_3',
	python: '3.14.2',
};

/** The loader this module needs from `pyodide.mjs`. */
export type LoadPyodide = (options: Record<string, unknown>) => Promise<PyodideAPI>;

/**
 * Loads a new interpreter with `loadPyodide` from `indexURL` (the default folder when absent).
 * Seal it next (seal.ts), then raise the realm's walls (walls.ts).
 */
export function loadInterpreter(loadPyodide: LoadPyodide, indexURL?: string): Promise<PyodideAPI> {
	return loadPyodide({
		...(indexURL === undefined ? {} : { indexURL }),
		lockFileContents: { info: LOCK_INFO, packages: {} },
		// What `import js` would give; it is refused anyway (prelude.ts).
		jsglobals: Object.freeze(Object.create(null) as object),
		env: { HOME: '/home/pyodide', PYTHON_COLORS: '0', NO_COLOR: '1' },
		stdout: () => undefined,
		stderr: () => undefined,
	});
}
