import type { HighlightLang } from './highlight.ts';
import type { Locale } from '../i18n/locales.ts';

// The source articles' approaches in their own languages (content/programs/), as text, bundled at
// build time (Vite's ?raw import): a chapter shows exactly the file that
// test/unit/seed-languages-agree.test.ts runs.
const PROGRAMS = import.meta.glob<string>('../../content/programs/*', {
	query: '?raw',
	import: 'default',
	eager: true,
});

/** What a program prints, in a language: [the string as the source has it, its translation]. */
type PrintTranslations = Record<
	string,
	readonly (readonly [english: string, translated: string])[]
>;

/** Each language's catalog of printed strings but English's (English is the source), by folder. */
const PRINTS = import.meta.glob<PrintTranslations>('../i18n/*/program-prints.ts', {
	import: 'default',
	eager: true,
});

/**
 * A program as a page in `locale` shows and runs it: each string it prints that the language's
 * catalog names (src/i18n/<locale>/program-prints.ts) replaced, the rest of the code unchanged. A
 * string the source no longer has stops the build.
 */
function printsIn(file: string, code: string, locale: Locale): string {
	const catalog = Object.entries(PRINTS).find(([path]) => path.split('/').at(-2) === locale)?.[1];
	let out = code;
	for (const [english, translated] of catalog?.[file] ?? []) {
		if (out.split(english).length !== 2)
			throw new Error(
				`${file} has no string ${english} (or more than one) for ${locale} to replace.`,
			);
		out = out.replace(english, () => translated);
	}
	return out;
}

/** A program's language: the tab's label and the name Shiki highlights it by. */
interface Language {
	label: string;
	lang: HighlightLang;
}

/** Languages by file extension. Shiki has no QBASIC grammar; Visual Basic's is its nearest kin. */
const LANGUAGES: Record<string, Language> = {
	bas: { label: 'QBASIC', lang: 'vb' },
	c: { label: 'C', lang: 'c' },
	java: { label: 'Java', lang: 'java' },
	lua: { label: 'Lua', lang: 'lua' },
	py: { label: 'Python', lang: 'python' },
};

/**
 * One program of content/programs/ by file name: its text (what it prints in the page's
 * language), path and language.
 */
export function seedProgram(
	file: string,
	locale: Locale = 'en',
): Language & { code: string; path: string } {
	const path = `content/programs/${file}`;
	const code = PROGRAMS[`../../${path}`];
	const language = LANGUAGES[file.split('.').pop() ?? ''];
	if (code === undefined || language === undefined) {
		throw new Error(
			`No program ${path} in a known language (${Object.keys(LANGUAGES).join(', ')}).`,
		);
	}
	return { ...language, code: printsIn(file, code.trimEnd(), locale), path };
}
