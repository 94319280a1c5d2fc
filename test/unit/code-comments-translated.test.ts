import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
	commentCatalog,
	listingComments,
	listingLines,
	translateComments,
	TRANSLATED_COMMENTS,
	type ListingComment,
} from '../../src/site/code-comments.ts';
import { highlightLines, type HighlightLang } from '../../src/site/highlight.ts';
import { seedProgram, solverRegion } from '../../src/site/index.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { readableSource } from '../../components/trace/readable-code.ts';
import { englishWords } from '../english-allowed.ts';

/*
 * Every comment of every listing the pages show (the solver's #regions, the trace player's short
 * form of the search, the source articles' programs in content/programs/) has a translation in
 * each language's src/i18n/<locale>/code-comments.ts, keyed by the English comment itself; no
 * translation outlives its English; and only the comments change: the code, markers and line
 * numbers are the source's, and English pages show the source exactly.
 */

interface Listing {
	/** Where it comes from, as a reader would look it up: file and region. */
	name: string;
	code: string;
	lang: HighlightLang;
	/** The file's line number of the listing's first line. */
	firstLine: number;
}

/** Every #region of the solver, by name. */
const REGIONS = readdirSync('src/solver', { recursive: true, encoding: 'utf8' })
	.filter((file) => file.endsWith('.ts'))
	.flatMap((file) =>
		[...readFileSync(`src/solver/${file}`, 'utf8').matchAll(/\/\/\s*#region\s+(\S+)\s*$/gm)].map(
			(match) => match[1]!,
		),
	);

const recursive = solverRegion('recursive-search');
const LISTINGS: Listing[] = [
	...REGIONS.map((region) => {
		const source = solverRegion(region);
		return {
			name: `${source.file} #region ${region}`,
			code: source.code,
			lang: 'ts' as const,
			firstLine: source.startLine,
		};
	}),
	{
		name: `${recursive.file} #region recursive-search, short form`,
		code: readableSource(recursive.code)
			.map((line) => line.text)
			.join('\n'),
		lang: 'ts',
		firstLine: 1,
	},
	...readdirSync('content/programs').map((file) => {
		const program = seedProgram(file);
		return { name: program.path, code: program.code, lang: program.lang, firstLine: 1 };
	}),
];

const COMMENTS = await Promise.all(
	LISTINGS.map(async (listing) => ({
		listing,
		comments: await listingComments(listing.code, listing.lang),
	})),
);

/** What a catalog lacks for these listings, and what it keeps that no listing says any more. */
function gaps(
	catalog: ReadonlyMap<string, string>,
	found: { listing: Listing; comments: ListingComment[] }[],
): { missing: string[]; stale: string[] } {
	const said = new Set(found.flatMap(({ comments }) => comments.map((comment) => comment.text)));
	const missing = found.flatMap(({ listing, comments }) =>
		comments
			.filter((comment) => !catalog.has(comment.text))
			.map(
				(comment) =>
					`${listing.name}, line ${listing.firstLine + comment.lines[0]!.line}: ${JSON.stringify(comment.text)}`,
			),
	);
	const stale = [...catalog.keys()].filter((english) => !said.has(english));
	return { missing, stale };
}

/** Each line with its comments' text cut out: the code and the markers around it. */
function withoutComments(code: string, comments: ListingComment[]): string[] {
	const lines = code.split('\n');
	for (const { lines: parts } of comments)
		for (const { line, start, end } of parts.toReversed())
			lines[line] = `${lines[line]!.slice(0, start)}▯${lines[line]!.slice(end)}`;
	return lines;
}

const HAN = /\p{Script=Han}/u;

/** Code a comment quotes that its listing's code does not hold: Javadoc's tag, Python's value, a compiler. */
const QUOTED = new Set(['code', 'True', 'gcc']);

test('the listings are found, each with its comments', () => {
	expect(REGIONS).toHaveLength(14);
	expect(LISTINGS.filter((listing) => listing.name.startsWith('content/programs/'))).toHaveLength(
		7,
	);
	const counted = COMMENTS.flatMap(({ comments }) => comments);
	expect(counted.length).toBeGreaterThan(60);
	// Each comment syntax the listings use is read: //, /** */, /* */, #, """, --, '.
	const texts = counted.map((comment) => comment.text);
	expect(texts).toEqual(
		expect.arrayContaining([
			'shift: try the next column',
			'lowest free square',
			'Can a queen go in row k, column j? Walks up from row k - 1.',
			"this square's line y = x + b1",
			'the rows above, nearest first',
			'True when no queen in the rows above attacks (row, col).',
			'same \\ diagonal',
			"Place: mark the queen's three lines, then go down a row.",
		]),
	);
	// No string is taken for a comment.
	expect(texts.filter((text) => /canPlace\(%d|No solution|%s for n/.test(text))).toEqual([]);
});

test('every language but English has a catalog of comments', () => {
	expect([...TRANSLATED_COMMENTS].sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort());
});

describe.each(TRANSLATED_COMMENTS)('src/i18n/%s/code-comments.ts', (locale) => {
	const catalog = commentCatalog(locale)!;
	const pairs = [...catalog];

	test('every comment of every listing has a translation', () => {
		expect(gaps(catalog, COMMENTS).missing).toEqual([]);
	});

	test('no translation outlives its English comment', () => {
		expect(gaps(catalog, COMMENTS).stale).toEqual([]);
	});

	test('no English comment is listed twice', async () => {
		const keys = (await import(`../../src/i18n/${locale}/code-comments.ts`)).default.map(
			([english]: readonly [string, string]) => english,
		);
		expect(keys.filter((key: string, i: number) => keys.indexOf(key) !== i)).toEqual([]);
	});

	test('each translation has as many lines as its comment, none empty, no comment marker', () => {
		const wrong = pairs.filter(
			([english, translated]) =>
				translated.split('\n').length !== english.split('\n').length ||
				translated.split('\n').some((line) => line.trim() === '' || line !== line.trim()) ||
				/\*\/|"""|^(\/\/|--|#|'|\*)|\n(\/\/|--|#|'|\*)/.test(translated),
		);
		expect(wrong).toEqual([]);
	});

	test('only the comments change: the code, markers and line numbers are the source', async () => {
		for (const { listing, comments } of COMMENTS) {
			const translated = await translateComments(listing.code, listing.lang, catalog);
			const again = await listingComments(translated, listing.lang);
			expect(
				again.map((c) => c.text),
				listing.name,
			).toEqual(comments.map((c) => catalog.get(c.text)));
			expect(withoutComments(translated, again), listing.name).toEqual(
				withoutComments(listing.code, comments),
			);
		}
	});

	test('the comments are Chinese, in Chinese typography', () => {
		const slips = pairs.flatMap(([, translated]) =>
			translated.split('\n').filter(
				(line) =>
					!HAN.test(translated) ||
					// a space between Chinese and Latin letters or digits
					/\p{Script=Han}[A-Za-z0-9]|[A-Za-z0-9]\p{Script=Han}/u.test(line) ||
					// full-width punctuation beside Chinese
					/\p{Script=Han}[,.;:?!()]|[,;:?!(]\p{Script=Han}/u.test(line),
			),
		);
		expect(slips).toEqual([]);
	});

	test('no English words in a translation but the code its listing names', () => {
		const leftovers = COMMENTS.flatMap(({ listing, comments }) => {
			const code = new Set(withoutComments(listing.code, comments).join(' ').match(/\w+/g));
			const named = new Set(listing.name.match(/[\w-]+|\w+/g));
			return comments.flatMap((comment) =>
				englishWords(catalog.get(comment.text) ?? '')
					.filter((word) => !code.has(word) && !named.has(word) && !QUOTED.has(word))
					.map((word) => `${listing.name}: ${word}`),
			);
		});
		expect(leftovers).toEqual([]);
	});
});

test('English pages show every listing exactly as the source', async () => {
	for (const { code, lang } of LISTINGS)
		expect(await listingLines(code, lang, 'en')).toEqual(await highlightLines(code, lang));
});

describe('a changed or missing translation fails', () => {
	const catalog = commentCatalog('zh-cn')!;
	const search = COMMENTS.find(({ listing }) => listing.name.endsWith('recursive-search'))!;

	test('a comment without a translation is named, and the build stops on it', async () => {
		const less = new Map(catalog);
		less.delete('retreat: undo what we did on the way down');
		expect(gaps(less, [search]).missing).toEqual([
			`${search.listing.name}, line ${search.listing.firstLine + 17}: "retreat: undo what we did on the way down"`,
		]);
		await expect(translateComments(search.listing.code, 'ts', less)).rejects.toThrow(
			/line 18: "retreat: undo what we did on the way down"/,
		);
	});

	test('a changed English comment leaves its old translation stale, and the new one missing', async () => {
		const code = search.listing.code.replace(
			'// shift: try the next column',
			'// shift: go on with the next column',
		);
		const changed = {
			listing: { ...search.listing, code },
			comments: await listingComments(code, 'ts'),
		};
		const onlyThis = new Map(
			[...catalog].filter(([english]) => search.comments.some((c) => c.text === english)),
		);
		const found = gaps(onlyThis, [changed]);
		expect(found.missing).toEqual([expect.stringContaining('"shift: go on with the next column"')]);
		expect(found.stale).toEqual(['shift: try the next column']);
		await expect(translateComments(code, 'ts', onlyThis)).rejects.toThrow(/go on with/);
	});

	test('a translation of another number of lines stops the build', async () => {
		const wrong = new Map(catalog).set('shift: try the next column', '换到下一列：\n接着试下一列');
		await expect(translateComments(search.listing.code, 'ts', wrong)).rejects.toThrow(
			/shift: try the next column/,
		);
	});
});
