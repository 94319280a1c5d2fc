/*
 * Latin words a Chinese page or catalog may show outside code: proper names, the names of code
 * the text talks about, and units. Everything else in Latin letters on a Chinese page is English
 * left untranslated. Used by test/unit/catalogs-complete.test.ts and test/e2e/chinese-pages.spec.ts.
 */

/** Proper names: languages, programs, people, standards. */
const NAMES = [
	'QBASIC',
	'BASIC',
	'Python',
	'Lua',
	'Java',
	'JavaScript',
	'TypeScript',
	'C',
	'C++',
	'OEIS',
	'KaTeX',
	'Chromium',
	'Chrome',
	'Node',
	'Node.js',
	'Web',
	'Worker',
	'GOTO',
	'GitHub',
	'JSON',
	'Pagefind',
	'Astro',
	'Starlight',
	'Svelte',
	'CPU',
	'CSP',
	'ECMAScript',
	'SES',
	'Gauss',
	'Bezzel',
	'Nauck',
	'Dijkstra',
	// The batch systems of the command page's recipes, and the tool one of them uses.
	'SSH',
	'GNU',
	'parallel',
	'Slurm',
	'Kubernetes',
	'Wirth',
	'Knuth',
	'Ierusalimschy',
	'Programming',
	'Hello',
	'krahets',
	'hello-algo',
	'MDX',
	'URL',
	'HTML',
	'CSS',
	'Lighthouse',
	'Firefox',
	'Safari',
	// Where chapter 8's Jupyter notebook runs, and the format of its text cells.
	'Jupyter',
	'JupyterLab',
	'Colab',
	'Markdown',
	'Unicode',
	'ASCII',
	'UTF',
	'API',
	'CLI',
	'npm',
	'nqueens',
	// The teachers' page: the gradebook's format and the Python the command is given.
	'CSV',
	'Pyodide',
	'Ctrl',
	'Tab',
	'Enter',
	'Space',
	'Shift',
	'Esc',
	'Escape',
	'Home',
	'End',
	'PageUp',
	'PageDown',
	'Alt',
	'Cmd',
];

/** Proper names of more than one word. */
const NAMED_PHRASES = ['VS Code'];

/** Names from code that the text refers to (functions, variables, values, keywords). */
const CODE = [
	'isSafe',
	'columns',
	'stack',
	'board',
	'null',
	'None',
	'nil', // Lua's, with the article's names below
	'addqueen',
	'printsolution',
	'undefined',
	'true',
	'false',
	'True', // Python's
	'False',
	'NaN',
	'Infinity',
	'return',
	'function',
	'for',
	'while',
	'if',
	'else',
	'let',
	'const',
	'var',
	'new',
	'Array',
	'Set',
	'Map',
	'Math',
	'console',
	'log',
	'print',
	'printBoard',
	'place',
	'remove',
	'solve',
	'firstSolution',
	'allSolutions',
	'count',
	'cols',
	'diag',
	'anti',
	'antiDiagonal',
	'mask',
	// The bit-mask counter's row of all columns and its free ones (chapter 4's bit row, chapter 9).
	'all',
	'free',
	'BigInt',
	'Number',
	'String',
	'Object',
	'Error',
	'RangeError',
	'TypeError',
	'SyntaxError',
	'ReferenceError',
	'InternalError',
	'isplaceok',
	'CanPlace',
	'queens',
	'row',
	'col',
	'try',
	'catch',
	'throw',
	'break',
	'continue',
	'push',
	'pop',
	'length',
	'slice',
	'map',
	'filter',
	'int',
	'bool',
	'void',
	'main',
	'printf',
	'trace',
	'permutations',
	'permute',
	'solutions',
	'candidates',
	'fetch',
	'eval',
	'globalThis',
	'self',
	'postMessage',
	'setTimeout',
	'Date',
	'JSON',
];

/** Units and symbols written in Latin letters in both languages. */
const UNITS = ['ms', 'KiB', 'MiB', 'GiB', 'GHz', 'min', 'max', 'log', 'px', 'kB', 'MB'];

/** Every allowed Latin word, matched case-sensitively. */
export const ENGLISH_ALLOWED: ReadonlySet<string> = new Set([...NAMES, ...CODE, ...UNITS]);

/**
 * The Latin words of a text that are not allowed: words of three or more letters (single letters
 * and pairs are variables: n, r, c, a[i], ms), not in the list, and not shaped like code
 * (camelCase, snake_case, with digits or dots).
 */
export function englishWords(text: string): string[] {
	// A name of two words is taken out whole, so neither word is allowed alone.
	const named = NAMED_PHRASES.reduce((rest, phrase) => rest.replaceAll(phrase, ' '), text);
	// Key chords (Shift+Enter, Ctrl+K) are split into their keys.
	const words = named.match(/[A-Za-z][A-Za-z0-9_.-]*[A-Za-z0-9+]|[A-Za-z]/g) ?? [];
	return words.filter(
		(word) =>
			word.length >= 3 &&
			!ENGLISH_ALLOWED.has(word) &&
			!/[a-z][A-Z]|_|\d|\./.test(word) && // camelCase, snake_case, a1, Node.js-like: code
			!ENGLISH_ALLOWED.has(word.replace(/[.+-]+$/, '')),
	);
}
