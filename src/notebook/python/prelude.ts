import source from './prelude.py?raw';
import plainSearch from './plain-search.py?raw';

/*
 * The prelude's TypeScript side: the Python itself is prelude.py, the Python the notebook runs
 * once in each new interpreter, before any learner code (seal.ts). What it needs from TypeScript
 * (REFUSED_MODULES below, the limits) seal.ts hands it at run time, so the file is plain Python.
 * Beside it, plain-search.py: the book's plain search (exercises/plain-search.ts) in Python.
 */

/** The file name this prelude is compiled with (its frames are left out of tracebacks); learner code's is `<cell>`. */
export const PRELUDE_FILE = '<notebook>';

/**
 * Modules Python code may not import, each with why: `javascript` (a way to JavaScript),
 * `network` (a way out, or to another process) or `packages` (installing code). A name covers its
 * submodules (`pyodide` covers `pyodide.http`).
 */
export const REFUSED_MODULES: Readonly<Record<string, 'javascript' | 'network' | 'packages'>> = {
	js: 'javascript',
	pyodide_js: 'javascript',
	pyodide: 'javascript',
	_pyodide: 'javascript',
	_pyodide_core: 'javascript',
	ctypes: 'javascript',
	_ctypes: 'javascript',
	micropip: 'packages',
	ensurepip: 'packages',
	pip: 'packages',
	socket: 'network',
	_socket: 'network',
	ssl: 'network',
	_ssl: 'network',
	select: 'network',
	selectors: 'network',
	'urllib.request': 'network',
	'http.client': 'network',
	'http.server': 'network',
	socketserver: 'network',
	ftplib: 'network',
	smtplib: 'network',
	poplib: 'network',
	imaplib: 'network',
	'xmlrpc.client': 'network',
	'xmlrpc.server': 'network',
	webbrowser: 'network',
	subprocess: 'network',
	multiprocessing: 'network',
	sqlite3: 'network',
	_sqlite3: 'network',
	dbm: 'network',
	shelve: 'network',
};

/** The prelude's Python source: prelude.py, as text (Vite's ?raw; in plain Node, raw-text.ts). */
export const PRELUDE: string = source;

/**
 * The book's plain search in Python (plain-search.py), for Python cells: the checks time a
 * learner's Python against it, in the same interpreter (seal.ts compiles it, apart from learner
 * code). Defines `count_plainly(n)`.
 */
export const PLAIN_SEARCH_PYTHON: string = plainSearch;
