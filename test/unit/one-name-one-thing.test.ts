import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../src/i18n/locales.ts';

/*
 * One name, one thing (issue 36, point 7). A file's name says what it is, so two source files do
 * not share one (grep and an editor's "open file" find the one meant); and a language has one
 * spelling in paths, its locale (`zh-cn`, as content/zh-cn/ and the URL prefix /zh-cn/ spell it),
 * while its BCP 47 tag (`zh-CN`) stays where a language tag belongs: `lang`, `Intl`, `:lang()`.
 */

const ROOT = resolve(import.meta.dirname, '../..');

/** Every file git tracks or would track (new files count before their first commit). */
const FILES = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
	cwd: ROOT,
	encoding: 'utf8',
})
	.split('\n')
	.filter((file) => file.length > 0 && existsSync(join(ROOT, file)));

/** The folders whose source files must have names of their own. */
const SOURCE_ROOTS = ['src/', 'components/', 'scripts/'];

/** Names more than one source file may carry, each with the reason. */
const SHARED_NAMES: Readonly<Record<string, string>> = {
	'index.ts': "each folder's public face; the folder names it (docs/architecture.md)",
	'[file].ts':
		'an Astro route named by its parameter; the folders above it (src/pages/…/) name the route',
};

/**
 * Folders whose files are named by a convention of their own, with the reason. A catalog is named
 * after its area: the area's loader (src/i18n/<area>.ts) and each language's file
 * (src/i18n/<locale>/<area>.ts) share that name, which is often the name of the module the words
 * are for (board.ts, demos.ts). docs/i18n.md, "one folder per language, one catalog per area".
 * An exercise's Python and Lua files are named after the exercise, its starter in starters/ and its
 * worked solution in solutions/: the folder says which.
 */
const NAMED_BY_CONVENTION = [
	'src/i18n/',
	'src/notebook/exercises/python/',
	'src/notebook/exercises/lua/',
];

/** Source files by name, for every name more than one file carries (outside the exceptions). */
function sharedNames(files: readonly string[]): Record<string, string[]> {
	const byName = Map.groupBy(
		files.filter(
			(file) =>
				SOURCE_ROOTS.some((root) => file.startsWith(root)) &&
				!NAMED_BY_CONVENTION.some((folder) => file.startsWith(folder)) &&
				!(basename(file) in SHARED_NAMES),
		),
		(file) => basename(file),
	);
	return Object.fromEntries([...byName].filter(([, paths]) => paths.length > 1));
}

describe('no two source files share a name', () => {
	test('under src/, components/ and scripts/, outside the named exceptions', () => {
		expect(sharedNames(FILES)).toEqual({});
	});

	test('each exception is in use, so none outlives its reason', () => {
		const names = FILES.map((file) => basename(file));
		for (const name of Object.keys(SHARED_NAMES)) {
			expect(names.filter((n) => n === name).length, name).toBeGreaterThan(1);
		}
		for (const folder of NAMED_BY_CONVENTION) {
			expect(
				FILES.some((file) => file.startsWith(folder)),
				folder,
			).toBe(true);
		}
	});

	test('the check finds a planted twin, and lets the exceptions be', () => {
		const planted = [
			'src/solver/count/count-job.ts',
			'components/count-race/count-job.ts',
			'src/solver/count/index.ts',
			'components/board/index.ts',
			'src/i18n/board.ts',
			'src/solver/board/board.ts',
			'scripts/bench.ts',
			'test/bench.ts',
		];
		expect(sharedNames(planted)).toEqual({
			'count-job.ts': ['src/solver/count/count-job.ts', 'components/count-race/count-job.ts'],
		});
	});
});

/** The languages whose BCP 47 tag is spelled otherwise than their locale (zh-CN, zh-cn). */
const TAGGED = LANGUAGES.filter((language) => language.tag !== language.locale);

/**
 * Where `tag` is used as a path: next to a slash (a folder, a URL, an import, a glob) or as a file's
 * name with its extension. A tag alone (`lang="zh-CN"`, `Intl.NumberFormat('zh-CN')`) is a tag.
 */
function pathUses(text: string, tag: string): string[] {
	const path = new RegExp(
		String.raw`[^\s'"\x60(]*(?:/${tag}\b|\b${tag}/|\b${tag}\.(?:json|[cm]?[jt]s|mdx?|astro|svelte|css|html|ya?ml))[^\s'"\x60)]*`,
		'g',
	);
	return [...text.matchAll(path)].map((match) => match[0]);
}

/** Text files: read whole, skipped when they hold a NUL byte (images, fonts, WebAssembly). */
function textOf(file: string): string | undefined {
	const text = readFileSync(join(ROOT, file), 'utf8');
	return text.includes('\0') ? undefined : text;
}

describe.each(TAGGED)(
	'$locale is spelled $locale in paths, $tag only as a tag',
	({ locale, tag }) => {
		test(`no file or folder is named with ${tag}`, () => {
			expect(FILES.filter((file) => file.includes(tag))).toEqual([]);
		});

		test(`no import, glob, URL or file name in the files spells it ${tag}`, () => {
			const found = FILES.flatMap((file) => {
				const text = textOf(file);
				return text === undefined ? [] : pathUses(text, tag).map((use) => `${file}: ${use}`);
			});
			expect(found).toEqual([]);
		});

		test.each([
			[`import words from './${tag}/words.ts';`, [`./${tag}/words.ts`]],
			[`import.meta.glob('./content/i18n/${tag}.json')`, [`./content/i18n/${tag}.json`]],
			[`<a href="/${tag}/02-backtracking/">`, [`/${tag}/02-backtracking/`]],
			[`src/i18n/${tag}/board.ts`, [`src/i18n/${tag}/board.ts`]],
			[`<html lang="${tag}">`, []],
			[`new Intl.NumberFormat('${tag}')`, []],
			[`:root:lang(${tag}) {`, []],
			[`{ locale: '${locale}', tag: '${tag}' }`, []],
		])('the check reads %s as %j', (text, uses) => {
			expect(pathUses(text, tag)).toEqual(uses);
		});
	},
);
