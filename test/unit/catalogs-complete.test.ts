import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { englishWords } from '../english-allowed.ts';

/*
 * Every area of src/i18n/ has a catalog in every language (src/i18n/<locale>/<area>.ts), with every key the English one has,
 * of the same kind (text, list of the same length, or function of the same number of
 * arguments), and no Chinese entry is left in English. The types already refuse a missing key
 * (`satisfies`); this also catches a function taking fewer arguments, a shorter list, and an
 * entry copied over untranslated.
 */

/** Each area is a module of src/i18n/ that loads it (board.ts), with a catalog per language. */
const AREAS = readdirSync('src/i18n')
	.filter((file) => file.endsWith('.ts') && !['load.ts', 'locales.ts'].includes(file))
	.map((file) => file.replace(/\.ts$/, ''))
	.sort();
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

/** Each entry of a catalog, by its path ('transport.play'), described by kind. */
function shape(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
	if (typeof value === 'function') out.set(path, `function/${value.length}`);
	else if (Array.isArray(value)) {
		out.set(path, `list/${value.length}`);
		value.forEach((item, i) => shape(item, `${path}[${i}]`, out));
	} else if (value !== null && typeof value === 'object')
		for (const [key, item] of Object.entries(value))
			shape(item, path ? `${path}.${key}` : key, out);
	else out.set(path, typeof value);
	return out;
}

/** The text a learner may read from an entry: a string, or a function's literal text parts. */
function texts(value: unknown, path = '', out: [string, string][] = []): [string, string][] {
	if (typeof value === 'string') out.push([path, value]);
	else if (typeof value === 'function') {
		// The function's source with its `${…}` holes and its parameters removed: what it says.
		const source = value.toString().replace(/\$\{[^}]*\}/g, ' ');
		for (const literal of source.match(/(["'`])(?:\\.|(?!\1).)*\1/gs) ?? [])
			out.push([path, literal.slice(1, -1)]);
	} else if (value !== null && typeof value === 'object')
		for (const [key, item] of Object.entries(value))
			texts(item, path ? `${path}.${key}` : key, out);
	return out;
}

test('src/i18n has areas to check', () => {
	expect(AREAS.length).toBeGreaterThan(0);
});

describe.each(AREAS)('src/i18n/*/%s.ts', (area) => {
	test.each(TRANSLATED)('%s has every entry English has, of the same kind', async (locale) => {
		const english = (await import(`../../src/i18n/en/${area}.ts`)).default;
		const other = (await import(`../../src/i18n/${locale}/${area}.ts`)).default;
		expect(Object.fromEntries(shape(other))).toEqual(Object.fromEntries(shape(english)));
	});

	test.each(TRANSLATED)('%s leaves nothing in English', async (locale) => {
		const other = (await import(`../../src/i18n/${locale}/${area}.ts`)).default;
		const leftovers = texts(other)
			// Code in backticks and a sentence's slots ({name}, filled in by the widget) are not words.
			.map(([path, text]) => [path, englishWords(text.replace(/`[^`]*`|\{\w+\}/g, ' '))] as const)
			.filter(([, words]) => words.length > 0)
			.map(([path, words]) => `${path}: ${words.join(' ')}`);
		expect(leftovers).toEqual([]);
	});
});

test('a catalog with a missing entry, a shorter list or a function with fewer arguments differs', () => {
	const english = { a: 'x', b: { c: (n: number, m: number) => `${n}${m}` }, d: ['1', '2'] };
	expect(shape({ a: 'x', b: { c: (n: number) => `${n}` }, d: ['1', '2'] })).not.toEqual(
		shape(english),
	);
	expect(shape({ a: 'x', b: { c: (n: number, m: number) => `${n}${m}` }, d: ['1'] })).not.toEqual(
		shape(english),
	);
	expect(shape({ b: { c: (n: number, m: number) => `${n}${m}` }, d: ['1', '2'] })).not.toEqual(
		shape(english),
	);
});

test('an entry left in English is found, code and names are not', () => {
	expect(englishWords('第 3 行：queen placed')).toEqual(['queen', 'placed']);
	expect(englishWords('isSafe 返回 true；用 Python 或 Lua 写，n = 8')).toEqual([]);
	expect(texts({ f: (n: number) => `共 ${n} 个 solutions found` })[0]![1]).toContain('found');
});
