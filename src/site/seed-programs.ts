import type { HighlightLang } from './highlight.ts';

// The source articles' approaches in their own languages (content/programs/), as text, bundled at
// build time (Vite's ?raw import): a chapter shows exactly the file that
// test/unit/seed-languages-agree.test.ts runs.
const PROGRAMS = import.meta.glob<string>('../../content/programs/*', {
	query: '?raw',
	import: 'default',
	eager: true,
});

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

/** One program of content/programs/ by file name: its text, path and language. */
export function seedProgram(file: string): Language & { code: string; path: string } {
	const path = `content/programs/${file}`;
	const code = PROGRAMS[`../../${path}`];
	const language = LANGUAGES[file.split('.').pop() ?? ''];
	if (code === undefined || language === undefined) {
		throw new Error(
			`No program ${path} in a known language (${Object.keys(LANGUAGES).join(', ')}).`,
		);
	}
	return { ...language, code: code.trimEnd(), path };
}
