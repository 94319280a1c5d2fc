import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { highlightLines } from '../../src/site/highlight.ts';
import { RECIPE_FILES, recipe } from '../../src/site/recipes.ts';
import { GET, getStaticPaths } from '../../src/pages/recipes/[file].ts';
import { GET as getZh, getStaticPaths as zhPaths } from '../../src/pages/zh-cn/recipes/[file].ts';

/*
 * The command page shows each batch recipe of docs/recipes/ and links to it (issue 28, point 7: a
 * reader of the site must be able to read and get the recipes). What the page shows is the file
 * itself, read at build time, and every recipe link of the page names a file the build emits, with
 * the file's text.
 */

/** Each command page, with the prefix of its recipe links and the folder its recipes are read from. */
const PAGES = [
	{ page: 'content/nqueens-command.mdx', prefix: '/recipes/', folder: 'docs/recipes' },
	{
		page: 'content/zh-cn/nqueens-command.mdx',
		prefix: '/zh-cn/recipes/',
		folder: 'docs/recipes-zh-cn',
	},
];
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

describe.each(PAGES)('$page', ({ page, prefix, folder }) => {
	const text = readFileSync(page, 'utf8');
	const escaped = prefix.replace(/\//g, '\\/');
	test('shows every recipe, and links to each one it shows', () => {
		const shown = [...text.matchAll(/<RecipeCode file="([^"]+)"/g)].map((m) => m[1]!);
		const linked = [...text.matchAll(new RegExp(`href="${escaped}([^"]+)" download`, 'g'))].map(
			(m) => m[1]!,
		);
		expect(shown.sort()).toEqual(ON_DISK);
		expect(linked.sort()).toEqual(ON_DISK);
	});
	test("every recipe link resolves to a file the build emits, in the page's language", () => {
		const links = [...text.matchAll(/["(]((?:\/zh-cn)?\/recipes\/[^")]*)/g)].map((m) => m[1]!);
		expect(links.length).toBeGreaterThan(0);
		const paths = prefix === '/recipes/' ? getStaticPaths() : zhPaths();
		const emitted = paths.map(({ params }) => `${prefix}${params.file}`);
		expect(links.filter((link) => !emitted.includes(link))).toEqual([]);
		// The page shows and serves the same copy: its own language's.
		for (const file of ON_DISK)
			expect(recipe(file, page.includes('zh-cn') ? 'zh-cn' : 'en').path).toBe(`${folder}/${file}`);
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

/**
 * A recipe's code without its comments' words: a comment keeps its `#` (and a shellcheck
 * directive its rule), so a copy must have its comments where the file has them, but the
 * `#!` line and Slurm's `#SBATCH` lines are code, compared whole. Lines that are only a comment
 * are left out, so a translation may take more or fewer lines.
 */
function codeOf(text: string): string[] {
	return text
		.split('\n')
		.filter((line) => !/^\s*#(?![!]|SBATCH)/.test(line) || /^\s*# shellcheck /.test(line))
		.map((line) =>
			/^#!|^#SBATCH/.test(line)
				? line
				: line.replace(/^(\s*# shellcheck [^#]*)#.*$/, '$1#').replace(/(^|\s)#(?![!{]).*$/, '$1#'),
		);
}

describe.each(ON_DISK)('the Chinese copy of %s', (file) => {
	const english = readFileSync(`docs/recipes/${file}`, 'utf8');
	const chinese = readFileSync(`docs/recipes-zh-cn/${file}`, 'utf8');

	test('is the same code, comments aside', () => {
		expect(codeOf(chinese)).toEqual(codeOf(english));
	});

	test('has Chinese comments, and no English sentence left in them', () => {
		const comments = chinese.split('\n').filter((line) => /^\s*# /.test(line));
		expect(comments.length).toBeGreaterThan(0);
		const english = comments.filter(
			(line) => !/[\u4e00-\u9fff]/.test(line) && /[A-Za-z]{3,} [a-z]{3,} [a-z]{3,}/.test(line),
		);
		// Command lines quoted in a comment are code: `#   sbatch --wait …`.
		expect(english.filter((line) => !/^\s*# {3}/.test(line))).toEqual([]);
	});

	test('is served at /zh-cn/recipes/ as it is on disk', async () => {
		expect(recipe(file, 'zh-cn').text).toBe(chinese);
		const response = await getZh({ params: { file } } as unknown as Parameters<typeof getZh>[0]);
		expect(await response.text()).toBe(chinese);
	});

	test('a changed line of code is found', () => {
		const changed = chinese.replace(/--count/, '--count --first');
		expect(codeOf(changed)).not.toEqual(codeOf(english));
	});
});
