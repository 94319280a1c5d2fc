import { createHighlighter, type Highlighter } from 'shiki';

let highlighter: Promise<Highlighter> | undefined;

/**
 * The one Shiki highlighter of the build, created on first use and shared by every page. The
 * high-contrast GitHub themes are used because the plain ones fall below WCAG AA on our code background.
 */
function getHighlighter(): Promise<Highlighter> {
	highlighter ??= createHighlighter({
		themes: ['github-light-high-contrast', 'github-dark-high-contrast'],
		// TypeScript for the solver; the source articles' languages for their programs (vb stands in
		// for QBASIC, which Shiki has no grammar for); shell and YAML for the batch recipes.
		langs: ['ts', 'python', 'c', 'lua', 'java', 'vb', 'bash', 'yaml'],
	});
	return highlighter;
}

/**
 * No time limit per line (Shiki's default is 500 ms): the build and the tests must not depend on
 * speed, and on a loaded machine a line cut short colours wrongly, or, when comments are read with
 * their scopes (two tokenizer passes, one cut and one not), throws.
 */
const TOKENIZE = { tokenizeTimeLimit: 0 } as const;

const escapeHtml = (s: string) =>
	s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A language the build highlights. */
export type HighlightLang = 'ts' | 'python' | 'c' | 'lua' | 'java' | 'vb' | 'bash' | 'yaml';

/**
 * Highlights code (TypeScript unless told) into one HTML string per source line, coloured for both
 * light and dark themes (CSS picks `--shiki-dark` under Starlight's dark theme), so a widget can
 * mark any line.
 */
export async function highlightLines(code: string, lang: HighlightLang = 'ts'): Promise<string[]> {
	const shiki = await getHighlighter();
	const { tokens } = shiki.codeToTokens(code, {
		...TOKENIZE,
		lang,
		themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
	});
	return tokens.map((line) =>
		line
			.map((token) => {
				const style = Object.entries(token.htmlStyle ?? {})
					.map(([k, v]) => `${k}:${v}`)
					.join(';');
				return `<span style="${escapeHtml(style)}">${escapeHtml(token.content)}</span>`;
			})
			.join(''),
	);
}

/** Where a line of code holds comment text (a docstring counts): [start, end) in the line. */
export interface CommentRange {
	/** 0-based line of the code. */
	line: number;
	start: number;
	end: number;
}

/** Scopes of text a reader takes as a comment: comments, and Python's docstrings. */
const COMMENT_SCOPE = /^comment\.|\.docstring\./;

/**
 * The comments of `code`, as the highlighter's own grammar sees them: one range per run of comment
 * text on a line, markers (`//`, `/*`, `--`, `'`, `"""`) included. A `//` inside a string is no
 * comment, and a grammar that colours a comment finds it.
 */
export async function commentRanges(code: string, lang: HighlightLang): Promise<CommentRange[]> {
	const shiki = await getHighlighter();
	const { tokens } = shiki.codeToTokens(code, {
		...TOKENIZE,
		lang,
		theme: 'github-light-high-contrast',
		includeExplanation: 'scopeName',
	});
	const ranges: CommentRange[] = [];
	tokens.forEach((tokensOfLine, line) => {
		let at = 0;
		for (const token of tokensOfLine) {
			for (const part of token.explanation ?? []) {
				const end = at + part.content.length;
				if (part.scopes.some((scope) => COMMENT_SCOPE.test(scope.scopeName))) {
					const last = ranges.at(-1);
					if (last?.line === line && last.end === at) last.end = end;
					else ranges.push({ line, start: at, end });
				}
				at = end;
			}
		}
	});
	return ranges;
}
