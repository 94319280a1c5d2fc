import { commentRanges, highlightLines, type HighlightLang } from './highlight.ts';
import { isLocale, type Locale } from '../i18n/locales.ts';

/*
 * The comments of the book's listings in the reader's language. The English source is the one
 * truth: a listing is the code that runs, and on a page in another language only the text of its
 * comments changes, looked up by the English comment itself in that language's catalog
 * (src/i18n/<locale>/code-comments.ts). A comment whose English changes no longer finds its old
 * translation: the build stops, and test/unit/code-comments-translated.test.ts names the comment.
 * English pages show the source as it is. Build time only: nothing here reaches a browser.
 */

/** A language's comment translations: [the English comment, its translation], line for line. */
type CommentTranslations = readonly (readonly [english: string, translated: string])[];

/** Each language's catalog but English's (English is the source), by folder. */
const CATALOGS = import.meta.glob<CommentTranslations>('../i18n/*/code-comments.ts', {
	import: 'default',
	eager: true,
});

/** A language's translations by English comment; none for English. */
export function commentCatalog(locale: Locale): ReadonlyMap<string, string> | undefined {
	const found = Object.entries(CATALOGS).find(([path]) => path.split('/').at(-2) === locale);
	return found && new Map(found[1]);
}

/** The languages that have a catalog of comment translations. */
export const TRANSLATED_COMMENTS: readonly Locale[] = Object.keys(CATALOGS)
	.map((path) => path.split('/').at(-2))
	.filter(isLocale);

/** One line's part of a comment: where its text (no markers, no padding) sits in the line. */
interface CommentLine {
	/** 0-based line of the code. */
	line: number;
	start: number;
	end: number;
}

/**
 * A comment as a reader takes it: a trailing comment, a run of whole-line comments, or a block
 * comment's lines up to a line with no text (a paragraph break). Its `text` is the catalog's key.
 */
export interface ListingComment {
	/** The comment's words, its lines joined by '\n', without markers (`//`, ` * `, `--`, …). */
	text: string;
	lines: CommentLine[];
}

/** An opening marker (a line comment's, a block's, a block's ` * ` continuation) and padding. */
const OPENING = /^\s*(\/\*\*?|\/\/|--|#|'|REM\b|"""|\*(?!\/))?\s*/;
/** A block's closing marker and the padding before it. */
const CLOSING = /\s*(\*\/|""")?\s*$/;
/** Markers that end at the end of their line: the next line's comment of the same marker goes on. */
const LINE_MARKERS = new Set(['//', '--', '#', "'", 'REM']);

/** The comments of a listing, in order, found by the highlighter's grammar for `lang`. */
export async function listingComments(
	code: string,
	lang: HighlightLang,
): Promise<ListingComment[]> {
	const source = code.split('\n');
	const comments: ListingComment[] = [];
	/** The comment the next line's may go on: a line comment's marker, or 'block' inside one. */
	let open: { comment: ListingComment; line: number; marker: string } | undefined;
	for (const range of await commentRanges(code, lang)) {
		const lineText = source[range.line]!;
		const span = lineText.slice(range.start, range.end);
		const opening = OPENING.exec(span)!;
		const closing = CLOSING.exec(span.slice(opening[0].length))!;
		const marker = opening[1] ?? '';
		const start = range.start + opening[0].length;
		const end = Math.max(start, range.end - closing[0].length);
		const text = lineText.slice(start, end);
		const wholeLine =
			lineText.slice(0, range.start).trim() === '' && lineText.slice(range.end).trim() === '';
		const goesOn =
			open?.line === range.line - 1 &&
			wholeLine &&
			(LINE_MARKERS.has(marker)
				? marker === open.marker
				: (marker === '' || marker === '*') && open.marker === 'block');
		if (text === '') {
			open = undefined;
			continue;
		}
		let comment: ListingComment;
		if (goesOn && open) {
			comment = open.comment;
			comment.text += `\n${text}`;
			comment.lines.push({ line: range.line, start, end });
		} else {
			comment = { text, lines: [{ line: range.line, start, end }] };
			comments.push(comment);
		}
		open =
			wholeLine && closing[1] === undefined
				? { comment, line: range.line, marker: LINE_MARKERS.has(marker) ? marker : 'block' }
				: undefined;
	}
	return comments;
}

/**
 * The listing with each comment's text replaced by its translation, line for line: the code, the
 * markers and the line numbers stay as they are. A comment without a translation, or with one of
 * another number of lines, stops the build and says which.
 */
export async function translateComments(
	code: string,
	lang: HighlightLang,
	catalog: ReadonlyMap<string, string>,
): Promise<string> {
	const lines = code.split('\n');
	const untranslated: string[] = [];
	for (const comment of await listingComments(code, lang)) {
		const translated = catalog.get(comment.text)?.split('\n');
		if (translated?.length !== comment.lines.length) {
			untranslated.push(`line ${comment.lines[0]!.line + 1}: ${JSON.stringify(comment.text)}`);
			continue;
		}
		comment.lines.forEach(({ line, start, end }, i) => {
			const text = lines[line]!;
			lines[line] = text.slice(0, start) + translated[i] + text.slice(end);
		});
	}
	if (untranslated.length > 0)
		throw new Error(
			`Comments without a translation of as many lines (src/i18n/*/code-comments.ts):\n` +
				untranslated.join('\n'),
		);
	return lines.join('\n');
}

/**
 * A listing highlighted for a page in `locale`: its comments in that language, the code as it
 * runs. English, and a language without a catalog, see the source exactly.
 */
export async function listingLines(
	code: string,
	lang: HighlightLang,
	locale: Locale,
): Promise<string[]> {
	const catalog = commentCatalog(locale);
	return highlightLines(catalog ? await translateComments(code, lang, catalog) : code, lang);
}
