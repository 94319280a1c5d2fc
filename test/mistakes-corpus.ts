import { readdirSync, readFileSync } from 'node:fs';

/*
 * The corpus of first-years' wrong answers (test/fixtures/mistakes/<language>/), read for the
 * tests that run it. Each file is one wrong answer in its own language, with a header of comment
 * lines: the exercise it answers, the one mistake its first failing check must name (a MistakeId
 * of src/notebook/exercises/mistakes.ts), and phrases that message must not say (in English),
 * or `skip:` and why it is not run.
 */

/** One wrong answer of the corpus. */
export interface CorpusEntry {
	file: string;
	exercise: string;
	mistake: string;
	/** English phrases the first failing message must not contain. */
	not: string[];
	skip?: string;
	code: string;
}

/** The corpus of one language: every file of its folder, by name. */
export function corpus(language: 'js' | 'python' | 'lua'): CorpusEntry[] {
	const folder = new URL(`fixtures/mistakes/${language}/`, import.meta.url);
	const comment = { js: '//', python: '#', lua: '--' }[language];
	return readdirSync(folder)
		.sort()
		.map((file) => {
			const code = readFileSync(new URL(file, folder), 'utf8');
			const header = new Map<string, string[]>();
			for (const line of code.split('\n')) {
				if (!line.startsWith(comment)) break;
				const found = /^\s*(\w[\w-]*): (.*)$/.exec(line.slice(comment.length));
				if (found) header.set(found[1]!, [...(header.get(found[1]!) ?? []), found[2]!]);
			}
			const one = (key: string) => header.get(key)?.[0] ?? '';
			return {
				file,
				exercise: one('exercise'),
				mistake: one('mistake'),
				not: header.get('not') ?? [],
				...(header.has('skip') ? { skip: one('skip') } : {}),
				code,
			};
		});
}

/** What a message must never say: broken text, or a value in the other language's spelling. */
const NEVER: Record<'js' | 'python' | 'lua', readonly [string, RegExp][]> = {
	js: [['None, where JavaScript has null', /\bNone\b/]],
	lua: [
		['null or None, where Lua has nil', /\b(null|None)\b/],
		// A bracket after a name is Lua's own index (a[1]); one that opens a value is an array.
		['an array in brackets, where Lua writes a table in braces', /(^|[\s(:,])\[-?\d/],
	],
	python: [
		['null, where Python has None', /\bnull\b/],
		['true or false, where Python has True or False', /\b(true|false)\b/],
		["a JavaScript array of strings, where Python quotes with '", /\["/],
	],
};

/** The broken text a message can carry in either language. */
const BROKEN: readonly [string, RegExp][] = [
	['undefined', /\bundefined\b/],
	['NaN', /\bNaN\b/],
	['[object', /\[object/],
	['an empty slot', /, ,|\[,|,\]/],
];

/** What is wrong with a message a `language` learner reads: the names of its faults, if any. */
export function misspoken(message: string, language: 'js' | 'python' | 'lua'): string[] {
	return [...BROKEN, ...NEVER[language]]
		.filter(([, pattern]) => pattern.test(message))
		.map(([name]) => `${name}: ${message}`);
}
