import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { missingTranslations, pagesIn } from '../../src/site/translations.ts';
import { literals, prose } from './page-text.ts';

/*
 * A translated page is the same page: the same facts (so the same numbers, from the solver), the
 * same maths, the same widgets and cells, the same numbers typed in, and every Svelte widget on it
 * told its language. The English page is the reference.
 */

const CONTENT = 'content';
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');
const PAIRS = TRANSLATED.flatMap((locale) =>
	pagesIn(CONTENT).map((page) => [locale, page] as const),
);
const read = (path: string) => readFileSync(path, 'utf8');

/** The page without its fenced code blocks and its imports and exports (code, not page). */
const withoutCode = (text: string) =>
	text.replace(/^```[\s\S]*?^```/gm, '').replace(/^(import|export)\s[\s\S]*?(?=\n\s*\n)/gm, '');

/** Sorted matches of a pattern: order may change in a translation, the set may not. */
const all = (text: string, pattern: RegExp) =>
	[...withoutCode(text).matchAll(pattern)].map((m) => m[0]).sort();

/** Each `<Fact …/>` with its attributes in a fixed order. */
const facts = (text: string) =>
	all(text, /<Fact\b[^>]*\/>/g).map((tag) =>
		(tag.match(/\w+(=("[^"]*"|\{[^}]*\}))?/g) ?? [])
			// A count scaled to the language's unit: billions (times={1e-9}) in English, 亿 (1e-8) in
			// Chinese; and a board in words where its language writes one so (九皇后), in digits
			// where it does not (9 queens): the same number either way.
			.filter((attribute) => !attribute.startsWith('times=') && attribute !== 'words')
			.sort()
			.join(' '),
	);

/** Inline and display maths. */
const maths = (text: string) =>
	all(text, /\$\$[\s\S]+?\$\$|\$[^$\n]+\$/g).map((math) =>
		// Words in maths are prose in the page's language: \text{or} on one side, \text{或} on the other.
		math.replace(/\\text\{[^}]*\}/g, '\\text{…}'),
	);

/** The components the page uses, by tag name, as often as it uses them. */
const widgets = (text: string) => all(text, /<[A-Z]\w+(?=[\s/>])/g);

/** Attributes naming things the code looks up: cells, exercises, facts, ids, regions. */
const lookups = (text: string) =>
	all(
		text,
		/\b(cell|exercise|name|id|region|demo|search|check|after|countsAfter|classesAfter|publishedAfter)="[^"]*"/g,
	);

/** Each opening tag of a component, to its closing `>` (skipping `>` inside `{…}` and quotes). */
function tagsOf(text: string, name: string): string[] {
	const tags: string[] = [];
	for (const match of text.matchAll(new RegExp(`<${name}\\b`, 'g'))) {
		let depth = 0;
		let quote = '';
		let end = match.index + name.length + 1;
		for (; end < text.length; end++) {
			const c = text[end]!;
			if (quote) quote = c === quote ? '' : quote;
			else if (c === '"' || c === "'" || c === '`') quote = c;
			else if (c === '{') depth++;
			else if (c === '}') depth--;
			else if (c === '>' && depth === 0) break;
		}
		tags.push(text.slice(match.index, end + 1));
	}
	return tags;
}

/** The Svelte components the page imports. */
const svelteNames = (text: string) =>
	[...text.matchAll(/^import (\w+) from '[^']*\.svelte';/gm)].map((m) => m[1]!);

describe('every page exists in every language', () => {
	test('no page lacks a translation, and no translation lacks its English page', () => {
		expect(missingTranslations(CONTENT)).toEqual([]);
	});

	test('a missing or extra page is found', () => {
		const dir = mkdtempSync(join(tmpdir(), 'nq-pages-'));
		writeFileSync(join(dir, 'index.mdx'), '');
		writeFileSync(join(dir, '01-a.mdx'), '');
		mkdirSync(join(dir, 'zh-cn'));
		writeFileSync(join(dir, 'zh-cn', 'index.mdx'), '');
		writeFileSync(join(dir, 'zh-cn', '02-b.mdx'), '');
		expect(missingTranslations(dir)).toEqual([
			'zh-cn/01-a.mdx',
			'zh-cn/02-b.mdx (no English page)',
		]);
	});
});

describe.each(PAIRS)('content/%s/%s says what the English page says', (locale, page) => {
	const english = read(join(CONTENT, page));
	// Read when a test runs, so a missing page fails its tests (above) instead of the whole file.
	let text: string | undefined;
	const translatedText = () => (text ??= read(join(CONTENT, locale, page)));

	test('the same facts, so the same numbers from the solver', () => {
		expect(facts(translatedText())).toEqual(facts(english));
	});

	test('the same maths', () => {
		expect(maths(translatedText())).toEqual(maths(english));
	});

	test('the same widgets and the same cells, exercises and ids', () => {
		expect(widgets(translatedText())).toEqual(widgets(english));
		expect(lookups(translatedText())).toEqual(lookups(english));
	});

	test('the same numbers typed in', () => {
		expect([...new Set(literals(prose(translatedText())))].sort()).toEqual(
			[...new Set(literals(prose(english)))].sort(),
		);
	});

	test(`every Svelte widget is told the page is in ${locale}`, () => {
		for (const name of svelteNames(translatedText())) {
			const tags = tagsOf(withoutCode(translatedText()), name);
			for (const tag of tags)
				expect(tag, `${name} on ${locale}/${page}`).toContain(`locale="${locale}"`);
		}
	});
});
