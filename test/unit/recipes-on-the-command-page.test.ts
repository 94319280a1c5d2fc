import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { highlightLines } from '../../src/site/highlight.ts';
import { RECIPE_FILES, recipe } from '../../src/site/recipes.ts';
import { GET, getStaticPaths } from '../../src/pages/recipes/[file].ts';

/*
 * The command page shows each batch recipe of docs/recipes/ and links to it (issue 28, point 7: a
 * reader of the site must be able to read and get the recipes). What the page shows is the file
 * itself, read at build time, and every recipe link of the page names a file the build emits, with
 * the file's text.
 */

const PAGES = ['content/nqueens-command.mdx', 'content/zh-cn/nqueens-command.mdx'];
const ON_DISK = readdirSync('docs/recipes').sort();

/** Highlighted HTML lines back to the text a reader sees. */
const seen = (lines: string[]) =>
	lines
		.map((html) =>
			html
				.replace(/<[^>]*>/g, '')
				.replace(/&lt;/g, '<')
				.replace(/&gt;/g, '>')
				.replace(/&quot;/g, '"')
				.replace(/&amp;/g, '&'),
		)
		.join('\n');

test('the site knows every recipe of docs/recipes/, with its text as on disk', () => {
	expect(ON_DISK.length).toBeGreaterThan(0);
	expect(RECIPE_FILES).toEqual(ON_DISK);
	for (const file of ON_DISK) {
		expect(recipe(file).text).toBe(readFileSync(`docs/recipes/${file}`, 'utf8'));
	}
});

test('the shown recipe is the file, line for line', async () => {
	for (const file of ON_DISK) {
		const { text, lang } = recipe(file);
		expect(seen(await highlightLines(text.trimEnd(), lang))).toBe(
			readFileSync(`docs/recipes/${file}`, 'utf8').trimEnd(),
		);
	}
});

test('the build emits /recipes/<file> for every recipe, serving the file', async () => {
	const paths = getStaticPaths().map(({ params }) => `/recipes/${params.file}`);
	expect(paths.sort()).toEqual(ON_DISK.map((file) => `/recipes/${file}`));
	for (const file of ON_DISK) {
		const response = await GET({ params: { file } } as unknown as Parameters<typeof GET>[0]);
		expect(await response.text()).toBe(readFileSync(`docs/recipes/${file}`, 'utf8'));
	}
});

describe.each(PAGES)('%s', (page) => {
	const text = readFileSync(page, 'utf8');
	test('shows every recipe, and links to each one it shows', () => {
		const shown = [...text.matchAll(/<RecipeCode file="([^"]+)"/g)].map((m) => m[1]!);
		const linked = [...text.matchAll(/href="\/recipes\/([^"]+)" download/g)].map((m) => m[1]!);
		expect(shown.sort()).toEqual(ON_DISK);
		expect(linked.sort()).toEqual(ON_DISK);
	});
	test('every recipe link resolves to a file the build emits', () => {
		const links = [...text.matchAll(/["(](\/recipes\/[^")]*)/g)].map((m) => m[1]!);
		expect(links.length).toBeGreaterThan(0);
		const emitted = getStaticPaths().map(({ params }) => `/recipes/${params.file}`);
		expect(links.filter((link) => !emitted.includes(link))).toEqual([]);
	});
	test('runs each recipe beside the downloaded file, with nothing else to set', () => {
		expect(text).not.toContain('NQUEENS=');
		expect(text).toMatch(/^HOSTS=\S+ bash parallel-ssh\.sh \d+ \d+$/m);
		expect(text).toMatch(/^sbatch .*slurm-array\.sh \d+$/m);
		expect(text).toContain('kubectl create configmap nqueens --from-file=nqueens.mjs.gz');
	});
});

describe.each(ON_DISK)('the recipe %s, as a reader downloads it', (file) => {
	const text = readFileSync(`docs/recipes/${file}`, 'utf8');
	const header = text
		.split('\n')
		.filter((line) => line.startsWith('#') && !line.startsWith('#SBATCH') && !line.startsWith('#!'))
		.map((line) => line.replace(/^#\s*/, ''))
		.join(' ');
	test("says in its header that the book's one file is all it needs", () => {
		expect(header).toMatch(/needs only the book's one file, nqueens\.mjs/);
	});
	test('runs that file by default, and names no file of the project as needed', () => {
		expect(text).toMatch(/node (?:nqueens\.mjs|\$script)/);
		expect(text).not.toMatch(/docs\//);
	});
});
