import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

/*
 * Documents that cannot drift (issue 26): every Markdown file of the repository is read, and each
 * file path it names in code (`src/site/highlight.ts`), each relative link ([x](docs/y.md#z)) with
 * its heading, and each `npm run` script must exist. A document that names a file after a move or
 * a rename fails here, not in a newcomer's hands.
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
const FILE = /\.(ts|mts|mjs|js|svelte|astro|mdx?|json|sh|c|py|lua|java|bas|css|yml|yaml|png)$/;

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

/** Whether `path`, named in `document`, is a file or folder of the repository. */
function exists(path: string, document: string): boolean {
	if (!path.includes('/')) return NAMES.has(path);
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

const SCRIPTS = Object.keys(
	(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts,
);

describe.each(DOCUMENTS)('%s names only what exists', (document) => {
	const text = readFileSync(join(ROOT, document), 'utf8');

	test('every file path it names in code', () => {
		const missing = namedPaths(text).filter((path) => !exists(path, document));
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
});

test('the checks can fail: a made-up path, link and script are each found', () => {
	const made = 'See `src/solver/nowhere.ts`, [this](docs/nowhere.md) and `npm run nowhere`.';
	expect(namedPaths(made).filter((path) => !exists(path, 'README.md'))).toEqual([
		'src/solver/nowhere.ts',
	]);
	expect(existsSync(join(ROOT, 'docs/nowhere.md'))).toBe(false);
	expect(SCRIPTS).not.toContain('nowhere');
	expect(anchors('README.md').has(slug("The notebook's box"))).toBe(true);
	expect(anchors('README.md').has(slug('The notebook’s cupboard'))).toBe(false);
});
