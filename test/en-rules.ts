/*
 * The rules an English sentence of the book keeps, said once (issue 28: a first-year's walk of the
 * English book). test/e2e/english-learner-walk.spec.ts holds every sentence the widgets say on the
 * English pages to them; test/unit/en-rules.test.ts shows each rule failing on a planted sentence.
 */

/** One rule: its name, and a pattern that finds a slip in a sentence. */
export interface Rule {
	name: string;
	pattern: RegExp;
	/** Whether what a program printed is held to it too (its own strings, its own number style). */
	printed?: boolean;
	/** A match that is not a slip after all. */
	except?: (match: RegExpMatchArray) => boolean;
}

/** What is wrong with one sentence a learner reads. */
export interface Broken {
	rule: string;
	/** The part of the sentence that breaks it. */
	match: string;
}

/** The names of the languages a page offers, each written in its own script. */
const LANGUAGE_NAMES = /简体中文/g;

/**
 * Words that end in a full stop without ending a sentence, so the word after may be in lower
 * case ("e.g. the", "vs. a").
 */
const ABBREVIATIONS = /\b(?:e\.g|i\.e|vs|etc|approx|cf|no)\.$/i;

/**
 * The book's terms: one spelling per idea, as the chapters use them. Each pattern finds a spelling
 * the book does not use; the name says the one it does.
 */
export const TERMS: readonly Rule[] = [
	// "bit mask" (a noun), "bit-mask" (before a noun: "the bit-mask counter"); never "bitmask".
	{ name: 'term: "bit mask", not "bitmask"', pattern: /\bbitmasks?\b/i },
	// Chapter 4's look-ups: "three look-ups", never "lookups".
	{ name: 'term: "look-up", not "lookup"', pattern: /\blookups?\b/i },
	// The two diagonals are "\ diagonal" and "/ diagonal", never "anti-diagonal".
	{
		name: 'term: "/ diagonal", not "anti-diagonal"',
		pattern: /\b(?:anti|counter)[- ]?diagonals?\b/i,
	},
	{ name: 'term: "chessboard", not "chess board"', pattern: /\bchess[- ]boards?\b/i },
	{ name: 'term: "backtrack", not "back-track"', pattern: /\bback[- ]track/i },
	{ name: 'term: "call stack", not "callstack"', pattern: /\bcall-?stacks?\b/i },
	{ name: 'term: "dead end", not "deadend"', pattern: /\bdeadends?\b/i },
	// The puzzle's name: "N-Queens", as the book's title writes it.
	{ name: 'term: "N-Queens"', pattern: /\b[Nn]-queens\b|\bn-Queens\b/ },
];

/** Every rule but the terms: the slips an English editor looks for. */
export const RULES: readonly Rule[] = [
	{
		// Chinese or Japanese characters, full-width punctuation: a page left half translated.
		name: 'a CJK character',
		pattern: /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/,
		printed: true,
	},
	{
		// What a template shows when a value is missing. `null` named as what a function returns
		// ("or null", "you returned null") is the value itself, not a slip.
		name: 'a missing value shown',
		pattern:
			/\bundefined\b|\bNaN\b|\[object \w+\]|(?<!\b(?:or|returns?|returned|is|be|gives?) )\bnull\b/,
	},
	{
		// 14,200 and 365,596, never 14200: five digits and more are grouped (a decimal aside).
		name: 'a number of 5+ digits without commas',
		// A line number (the trace log's, "34987" in its gutter and "35001: search complete" below
		// it) is numbered like a code line: not grouped.
		except: ({ 0: digits, index = 0, input = '' }) =>
			isBoardString(digits) || (index === 0 && /^\d+(?::|$)/.test(input)),
		pattern: /(?<![\d.,A-Za-z]|\d )\d{5,}(?![\d]|\.\d)/,
	},
	{
		// The book's counts are grouped from 1,000 (formatCount: "4,564 checks"); a year (1848)
		// or a board written as its columns (1302) is not a count, so only a count before its noun.
		name: 'a 4-digit count without a comma',
		pattern:
			/(?<![\d.,])(?<=\bsteps? )\d{4}\b|(?<![\d.,])\d{4}(?= (?:checks?|steps?|solutions?|calls?|comparisons?|queens?|nodes?|placements?|boards?|squares?|times|look-ups?|refusals?|searches|events?|rows?)\b)/,
	},
	// "the the", "The the"; not "AND and" (an operator named, then the word).
	{
		name: 'a doubled word',
		pattern: /\b([A-Za-z]+) (\1)\b/i,
		printed: true,
		// Only the first letter's case may differ: "AND and" names an operator, then says "and".
		except: ([, first = '', second = '']) => first.slice(1) !== second.slice(1),
	},
	{ name: 'a double space', pattern: /\S {2,}\S/ },
	{
		// "Done ." or "rows , columns": no space before a comma, stop, colon, semicolon, mark or ")".
		// A "?" standing for a number not shown yet ("prints ? boards") is a word of its own.
		name: 'a space before punctuation',
		pattern: /[A-Za-z0-9] (?:[,.;:!)]|\?(?! \w))(?=\s|$)/,
	},
	...TERMS,
];

/** A board written as its columns, "1302" or "04752613": every digit a column of a board of that size. */
function isBoardString(digits: string): boolean {
	const n = digits.length;
	const sorted = [...digits].map(Number).sort((a, b) => a - b);
	return sorted.every((d, i) => d === i) || sorted.every((d, i) => d === i + 1 && n < 10);
}

/**
 * Sentences start with a capital: a line that reads as a sentence (three words or more, ending in
 * a stop, a question or an exclamation mark), and the sentence after each stop inside a line. A
 * line may start with a one-letter name ("n = 8 …") or a name of code ("isSafe …").
 */
function lowerCaseStarts(sentence: string): string[] {
	const found: string[] = [];
	const words = sentence.split(' ');
	const first = words[0] ?? '';
	if (
		words.length >= 3 &&
		/[.!?]$/.test(sentence) &&
		/^[a-z]/.test(first) &&
		!/^[a-z]\b/.test(first) &&
		!/^[a-z]+[A-Z0-9_([.]/.test(first)
	)
		found.push(first);
	for (let i = 1; i < words.length; i++) {
		const before = words[i - 1]!;
		const word = words[i]!;
		// n! is a factorial, and "Press Is it this step? or …" names a button: no sentence ends.
		const factorial = /(?:^|\W)\w!$/.test(before);
		if (/\?$/.test(before) && /^(?:or|and|beside|to)$/.test(word)) continue;
		if (
			/[a-z)][.!?]$/.test(before) &&
			!ABBREVIATIONS.test(before) &&
			!factorial &&
			/^[a-z]{2,}\b/.test(word)
		)
			if (!/^[a-z]+[A-Z0-9_(]/.test(word)) found.push(`${before} ${word}`);
	}
	return found;
}

/**
 * Every rule one English sentence breaks. What a program printed (`printed`) is held only to the
 * rules marked `printed`: the rest is the program's own style (`console.log(365596)`).
 */
export function brokenRules(sentence: string, { printed = false } = {}): Broken[] {
	const broken: Broken[] = [];
	// A file's path names a file ("Code: src/solver/checks/bitmask.ts, lines 144–156").
	const text = sentence.replace(LANGUAGE_NAMES, 'x').replace(/[\w.-]+(?:\/[\w.-]+)+\.\w+/g, 'x');
	for (const { name, pattern, printed: alsoPrinted, except } of RULES) {
		if (printed && !alsoPrinted) continue;
		const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
		const match = [...text.matchAll(new RegExp(pattern.source, flags))].find(
			(found) => !except?.(found),
		);
		if (match) broken.push({ rule: name, match: match[0] });
	}
	if (!printed)
		for (const match of lowerCaseStarts(text))
			broken.push({ rule: 'a sentence that starts in lower case', match });
	return broken;
}
