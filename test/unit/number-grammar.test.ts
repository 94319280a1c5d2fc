import { expect, test } from 'vitest';
import { articleFor, countOf, withArticle } from '../../src/solver/format/index.ts';

// Read aloud: "an eight", "an eleven", "an eighteen", "an eighty-one", "an eight hundred", but
// "a one", "a four", "a hundred and ten", "a one thousand eight hundred".
test.each([
	[8, 'an'],
	[11, 'an'],
	[18, 'an'],
	[80, 'an'],
	[83, 'an'],
	[800, 'an'],
	[875, 'an'],
	[8_000, 'an'],
	[11_000, 'an'],
	[18_500, 'an'],
	[80_000, 'an'],
	[8_000_000, 'an'],
	[0, 'a'],
	[1, 'a'],
	[4, 'a'],
	[7, 'a'],
	[9, 'a'],
	[10, 'a'],
	[12, 'a'],
	[17, 'a'],
	[27, 'a'],
	[108, 'a'],
	[110, 'a'],
	[118, 'a'],
	[1_800, 'a'],
	[1_100, 'a'],
	[90, 'a'],
	[-8, 'a'],
] as const)('%d takes "%s"', (n, article) => {
	expect(articleFor(n)).toBe(article);
});

test('withArticle writes the number after its article, capitalised on request', () => {
	expect(withArticle(8)).toBe('an 8');
	expect(withArticle(4)).toBe('a 4');
	expect(withArticle(11, true)).toBe('An 11');
	expect(withArticle(5, true)).toBe('A 5');
	expect(withArticle(11_000)).toBe('an 11,000');
});

test.each([
	[0, 'row', undefined, '0 rows'],
	[1, 'row', undefined, '1 row'],
	[2, 'row', undefined, '2 rows'],
	[1, 'column', undefined, '1 column'],
	[12, 'column', undefined, '12 columns'],
	[1_000, 'column', undefined, '1,000 columns'],
	[1, 'box', 'boxes', '1 box'],
	[3, 'box', 'boxes', '3 boxes'],
] as const)('countOf(%d, %s, %s) is "%s"', (count, singular, plural, expected) => {
	expect(countOf(count, singular, plural)).toBe(expected);
});
