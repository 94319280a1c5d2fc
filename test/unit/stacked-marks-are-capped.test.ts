import { describe, expect, test } from 'vitest';
import {
	capMarks,
	excessMarks,
	MARKS_PER_CHARACTER,
	pieceMarks,
} from '../../src/notebook/runtime/index.ts';

/*
 * Issue 37, point 3: the one rule for runs of combining marks. Writing keeps its marks; a run
 * longer than MARKS_PER_CHARACTER keeps its first ones and counts the rest.
 */

const ACUTE = '\u0301';
/** U+1D167, MUSICAL SYMBOL COMBINING TREMOLO-1: a mark outside the BMP, two UTF-16 units. */
const ASTRAL_MARK = '\u{1D167}';

describe('text that writing makes is drawn as it is', () => {
	test.each([
		['plain ASCII', 'for (let row = 0; row < n; row++) {}'],
		['empty text', ''],
		['Vietnamese, decomposed (two marks on ệ)', 'Tiê\u0323ng Vie\u0323\u0302t'.normalize('NFD')],
		['Devanagari (virama and vowel signs)', 'क्षत्रिय हैं संस्कृतम्'],
		['Thai (vowel and tone marks)', 'น้ำ ที่ กั้น'],
		['Burmese, four marks on one consonant', 'ကြိုး'],
		['Hebrew with points and cantillation', 'בְּרֵאשִׁ֖ית'],
		['Chinese and emoji with a variation selector', '皇后 ❤️ 1️⃣'],
		['exactly the cap on one character', `a${ACUTE.repeat(MARKS_PER_CHARACTER)}`],
	])('%s', (_name, text) => {
		expect(excessMarks(text)).toEqual([]);
		expect(capMarks(text)).toEqual({ text, leftOut: 0 });
		expect(pieceMarks(text)).toEqual([{ text, leftOut: 0 }]);
	});
});

describe('a run of marks past the cap keeps the first ones and counts the rest', () => {
	const keep = ACUTE.repeat(MARKS_PER_CHARACTER);
	test.each([
		['one mark too many', `a${ACUTE.repeat(MARKS_PER_CHARACTER + 1)}b`, `a${keep}b`, 1],
		['the attack: 99,999 marks on one letter', `x${ACUTE.repeat(99_999)}`, `x${keep}`, 99_991],
		['a run with no character before it', ACUTE.repeat(20), keep, 12],
		[
			'astral marks count one each',
			`q${ASTRAL_MARK.repeat(MARKS_PER_CHARACTER + 3)}`,
			`q${ASTRAL_MARK.repeat(MARKS_PER_CHARACTER)}`,
			3,
		],
		[
			'two runs, with writing between them left alone',
			`a${ACUTE.repeat(10)} नमस्ते b${ACUTE.repeat(30)}`,
			`a${keep} नमस्ते b${keep}`,
			24,
		],
	])('%s', (_name, text, drawn, leftOut) => {
		expect(capMarks(text)).toEqual({ text: drawn, leftOut });
		const excess = excessMarks(text);
		expect(excess.reduce((sum, run) => sum + run.marks, 0)).toBe(leftOut);
		// The stretches cut out are exactly what is missing from the drawn text.
		let rebuilt = text;
		for (const { from, to } of [...excess].reverse()) {
			rebuilt = rebuilt.slice(0, from) + rebuilt.slice(to);
		}
		expect(rebuilt).toBe(drawn);
	});

	test('each piece says how many marks were left out right after it', () => {
		const text = `a${ACUTE.repeat(12)}b${ACUTE.repeat(9)}c`;
		expect(pieceMarks(text)).toEqual([
			{ text: `a${keep}`, leftOut: 4 },
			{ text: `b${keep}`, leftOut: 1 },
			{ text: 'c', leftOut: 0 },
		]);
	});
});
