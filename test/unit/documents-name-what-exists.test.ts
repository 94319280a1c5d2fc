import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CELL_GLOBALS } from '../../src/notebook/runtime/cell-globals.ts';

/*
 * Documents that cannot drift (issue 26): every Markdown file of the repository is read, and each
 * file path it names in code (`src/site/highlight.ts`), each relative link ([x](docs/y.md#z)) with
 * its heading, each `npm run` script and each exported name it gives in code (`formatCount`, or
 * `formatCount` (`src/solver/format/numbers.ts`) with its file) must exist. A document that names a
 * file or a function after a move or a rename fails here, not in a newcomer's hands. The claims of
 * docs/security.md each name the test that shows them, and that test must exist.
 */

const ROOT = resolve(import.meta.dirname, '../..');

/** The Markdown files git tracks. */
const DOCUMENTS = execFileSync('git', ['ls-files', '*.md'], { cwd: ROOT, encoding: 'utf8' })
	.split('\n')
	.filter((file) => file.length > 0);

/** Every file git tracks, and their base names (a document may name a file by its name alone). */
const TRACKED = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
	.split('\n')
	.filter((file) => file.length > 0);
const NAMES = new Set(TRACKED.map((file) => basename(file)));

/** Extensions of the files a document may name in code. */
const FILE = /\.(ts|mts|mjs|js|svelte|astro|mdx?|json|sh|c|wat|py|lua|java|bas|css|yml|yaml|png)$/;

/** Code spans that are paths of this repository (not extensions, globs, placeholders or URLs). */
function namedPaths(text: string): string[] {
	const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
	return spans.filter(
		(span) =>
			FILE.test(span) &&
			!span.startsWith('.') &&
			!/[\s*<>{}…$]|:\/\/|^\.\.\/shared\//.test(span) &&
			!span.startsWith('/') &&
			!span.includes('node_modules'),
	);
}

/** Every folder holding a tracked file, and their base names (`board/`, named in a table of the solver's). */
const FOLDERS = new Set(
	TRACKED.flatMap((file) =>
		file
			.split('/')
			.slice(0, -1)
			.map((_, i, parts) => parts.slice(0, i + 1).join('/')),
	),
);
const FOLDER_NAMES = new Set([
	...[...FOLDERS].map((folder) => basename(folder)),
	// Folders a build or a run makes: the ones .gitignore names (`dist/`), and the recipes' output.
	...readFileSync(join(ROOT, '.gitignore'), 'utf8')
		.split('\n')
		.filter((line) => line.endsWith('/'))
		.map((line) => line.slice(0, -1)),
	'shares', // docs/recipes/slurm-array.sh writes each share's line there
]);

/** Code spans that are folders (`components/`, `test/unit`, `runtime/`), not files. */
function namedFolders(text: string): string[] {
	const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
	return spans.filter(
		(span) =>
			/^[a-z][\w.-]*(\/[\w.-]+)*\/?$/.test(span) &&
			span.includes('/') &&
			!FILE.test(span) &&
			!span.includes('node_modules'),
	);
}

/** Whether a folder named in `document` exists: a lone name anywhere, a path from the root or the document. */
function folderExists(folder: string, document: string): boolean {
	const path = folder.replace(/\/$/, '');
	if (!path.includes('/')) return FOLDER_NAMES.has(path);
	return FOLDERS.has(path) || FOLDERS.has(join(dirname(document), path));
}

/** Files the built site serves from an endpoint of its own (`src/pages/nqueens.mjs.ts`: `nqueens.mjs`). */
const SERVED = new Set(
	TRACKED.filter((file) => /^src\/pages\/[^/]+\.\w+\.ts$/.test(file)).map((file) =>
		basename(file, '.ts'),
	),
);

/** Whether `path`, named in `document`, is a file or folder of the repository, or one the site serves. */
function exists(path: string, document: string): boolean {
	if (!path.includes('/')) return NAMES.has(path) || SERVED.has(path);
	const cleaned = path.replace(/^\.\//, '');
	return existsSync(join(ROOT, cleaned)) || existsSync(join(ROOT, dirname(document), cleaned));
}

/** GitHub's anchor for a heading: lower case, punctuation out, spaces to hyphens. */
function slug(heading: string): string {
	return heading
		.trim()
		.toLowerCase()
		.replace(/[`*_]/g, '')
		.replace(/[^\p{L}\p{N}\s-]/gu, '')
		.replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings. */
function anchors(file: string): Set<string> {
	const text = readFileSync(join(ROOT, file), 'utf8');
	return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1]!)));
}

/** Source files, whose exports a document may name. */
const SOURCES = TRACKED.filter((file) => /\.(ts|mts|js|mjs|svelte|astro)$/.test(file));

/** The names a source file exports (a component's name is its file's; a face's, its files'). */
function exportsOf(file: string): Set<string> {
	const names = new Set<string>();
	if (!existsSync(join(ROOT, file))) return names;
	const component = /([A-Z]\w*)\.(svelte|astro)$/.exec(file);
	if (component) names.add(component[1]!);
	const text = readFileSync(join(ROOT, file), 'utf8');
	const declared =
		/export\s+(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g;
	for (const m of text.matchAll(declared)) names.add(m[1]!);
	for (const m of text.matchAll(/export\s+\*\s+from\s+'(\.[^']+)'/g)) {
		for (const name of exportsOf(join(dirname(file), m[1]!))) names.add(name);
	}
	for (const m of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
		for (const part of m[1]!.split(',')) {
			const name = part
				.trim()
				.split(/\s+as\s+/)
				.pop()
				?.replace(/^type\s+/, '');
			if (name) names.add(name);
		}
	}
	return names;
}

/** Every exported name in the repository, and the files exporting each. */
const EXPORTS = new Map<string, string[]>();
for (const file of SOURCES) {
	for (const name of exportsOf(file)) EXPORTS.set(name, [...(EXPORTS.get(name) ?? []), file]);
}

/**
 * A code span that can only be a name of this code base: camelCase with a capital inside
 * (`countSolutions`), PascalCase of two words or more (`MemoryStorage`), or capitals joined by
 * underscores (`LIMIT_REASONS`); a call's parentheses may follow. One-word names (`isSafe`,
 * `lockdown()`, `LIMITS`) are left alone unless a file is given beside them.
 */
const IDENTIFIER =
	/^([a-z][a-z0-9]*[A-Z]\w*|[A-Z][a-z0-9]+[A-Z]\w*|[A-Z]+[a-z]\w*[A-Z]\w*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)(\(.*\))?$/;

/** Props a Svelte component declares (`countsAfter`): a document may name them as it names exports. */
const PROPS = new Set(
	SOURCES.filter((file) => file.endsWith('.svelte')).flatMap((file) => {
		const props = /interface Props\s*\{([^}]*)\}/.exec(readFileSync(join(ROOT, file), 'utf8'));
		return [...(props?.[1] ?? '').matchAll(/^\s*(\w+)\??:/gm)].map((m) => m[1]!);
	}),
);

/** Environment variables the code or the recipes read (`SLOW_RUNS`, `$NQUEENS_N`). */
const ENVIRONMENT = new Set(
	TRACKED.filter((file) => /\.(ts|mjs|js|sh|ya?ml)$/.test(file)).flatMap((file) =>
		[
			...readFileSync(join(ROOT, file), 'utf8').matchAll(
				/process\.env(?:\.|\[')([A-Z][A-Z0-9_]*)|\$\{?\(*([A-Z][A-Z0-9_]*)/g,
			),
		].map((m) => (m[1] ?? m[2])!),
	),
);

/** Names from the platform and from packages that the documents name in code: not ours to export. */
const FOREIGN = new Set([
	'addClientDirective', // Astro's integration API
	'indentWithTab', // @codemirror/commands
	'experimentalStaticLocale', // Paraglide JS, weighed in docs/decisions/i18n-library.md
	'transpileModule', // TypeScript
	'getByRole', // Testing Library
	'ScriptDuration', // Chrome DevTools Protocol
	'NODE_COMPILE_CACHE', // Node's environment
	'toLocaleString', // the browser's and Node's
	'postMessage',
	'querySelectorAll',
	'EventSource',
	'importScripts',
	'localStorage',
	...CELL_GLOBALS, // what cell code sees (`isSafe`, `printBoard`)
]);

/** Whether a name is the code base's, or the platform's or a package's that a document may name. */
function known(name: string): boolean {
	return (
		EXPORTS.has(name) ||
		PROPS.has(name) ||
		ENVIRONMENT.has(name) ||
		FOREIGN.has(name) ||
		name in globalThis
	);
}

/** Exported names a document gives in code that nothing exports. */
function unknownNames(text: string): string[] {
	const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
	return spans
		.map((span) => IDENTIFIER.exec(span)?.[1])
		.filter((name): name is string => name !== undefined)
		.filter((name) => !known(name));
}

/**
 * Names given with their file, `name` (`path`) or `name` in `path`, that the file does not export:
 * `formatCount` (`src/solver/format/numbers.ts`) holds only while numbers.ts exports formatCount.
 */
function misplacedNames(text: string, document: string): string[] {
	const given =
		/`([A-Za-z_$][\w$]*)(?:\(\))?`,? (?:\(|in )`([^`\s]+\.(?:ts|mts|js|mjs|svelte|astro))`/g;
	return [...text.matchAll(given)]
		.filter(([, name, path]) => {
			const file = [path!, join(dirname(document), path!)].find((f) => SOURCES.includes(f));
			return file !== undefined && !exportsOf(file).has(name!);
		})
		.map(([, name, path]) => `${name} (${path})`);
}

const SCRIPTS = Object.keys(
	(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts,
);

describe.each(DOCUMENTS)('%s names only what exists', (document) => {
	const text = readFileSync(join(ROOT, document), 'utf8');

	test('every file path it names in code', () => {
		const missing = namedPaths(text).filter((path) => !exists(path, document));
		expect(missing).toEqual([]);
	});

	test('every folder it names in code', () => {
		const missing = namedFolders(text).filter((folder) => !folderExists(folder, document));
		expect(missing).toEqual([]);
	});

	test('every relative link, and the heading it points at', () => {
		const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
		const broken = links
			.filter((link) => !/^[a-z]+:/.test(link))
			.filter((link) => {
				const [path, anchor] = link.split('#');
				const target = path ? join(dirname(document), path) : document;
				if (!existsSync(join(ROOT, target))) return true;
				return anchor !== undefined && target.endsWith('.md') && !anchors(target).has(anchor);
			});
		expect(broken).toEqual([]);
	});

	test('every npm script it runs', () => {
		const scripts = [...text.matchAll(/npm run ([a-z][\w:-]*)/g)].map((m) => m[1]!);
		expect(scripts.filter((script) => !SCRIPTS.includes(script))).toEqual([]);
	});

	test('every exported name it gives in code, in the file it gives', () => {
		expect(unknownNames(text)).toEqual([]);
		expect(misplacedNames(text, document)).toEqual([]);
	});
});

/** The rows of docs/security.md's table of claims: each claim, and the tests it names. */
function claimRows(text: string): { claim: string; tests: string[] }[] {
	const table = text.split('\n').filter((line) => line.startsWith('| '));
	return table
		.slice(2)
		.map((line) => line.split(' | '))
		.map(([claim, ...shownBy]) => ({
			claim: claim!.slice(2, 60),
			// The JavaScript cell's column, and the Python cell's beside it.
			tests: [...shownBy.join(' | ').matchAll(/`([^`]+\.(?:test|spec)\.ts)`/g)].map((m) => m[1]!),
		}));
}

test('each claim of docs/security.md names a test that exists', () => {
	const rows = claimRows(readFileSync(join(ROOT, 'docs/security.md'), 'utf8'));
	expect(rows.length).toBeGreaterThanOrEqual(9);
	expect(rows.filter((row) => row.tests.length === 0).map((row) => row.claim)).toEqual([]);
	const missing = rows
		.flatMap((row) => row.tests)
		.filter((path) => !exists(path, 'docs/security.md'));
	expect(missing).toEqual([]);
});

test('the checks can fail: a made-up path, link and script are each found', () => {
	const made = 'See `src/solver/nowhere.ts`, [this](docs/nowhere.md) and `npm run nowhere`.';
	expect(namedPaths(made).filter((path) => !exists(path, 'README.md'))).toEqual([
		'src/solver/nowhere.ts',
	]);
	expect(existsSync(join(ROOT, 'docs/nowhere.md'))).toBe(false);
	const folders = namedFolders(
		'`src/widgets/`, `components/`, `test/unit`, `runtime/`, `nowhere/`',
	);
	expect(folders.filter((folder) => !folderExists(folder, 'README.md'))).toEqual([
		'src/widgets/',
		'nowhere/',
	]);
	expect(SCRIPTS).not.toContain('nowhere');
	expect(anchors('docs/security.md').has(slug("The notebook's box"))).toBe(true);
	expect(anchors('docs/security.md').has(slug('The notebook’s cupboard'))).toBe(false);
});

test('the name checks can fail: a made-up name, one in the wrong file, a claim without a test', () => {
	expect(unknownNames('`formatCount`, `countNowhere()`, `MemoryStorage`, `NO_SUCH_LIMIT`')).toEqual(
		['countNowhere', 'NO_SUCH_LIMIT'],
	);
	expect(unknownNames('`isSafe`, `lockdown()`, `nq-button`, `client:intent`')).toEqual([]);
	expect(
		misplacedNames(
			'`formatCount` (`src/solver/format/index.ts`), `formatCount` in `src/solver/input/limits.ts`',
			'README.md',
		),
	).toEqual(['formatCount (src/solver/input/limits.ts)']);
	const table = '| claim | shown by |\n| - | - |\n| a | `cell-box.test.ts` |\n| b | the tests |';
	expect(claimRows(table)).toEqual([
		{ claim: 'a', tests: ['cell-box.test.ts'] },
		{ claim: 'b', tests: [] },
	]);
});
