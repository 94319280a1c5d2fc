import { expect, test } from 'vitest';
import { formatCount, formatDuration } from '../../src/solver/format/index.ts';

// Rules (format-time.ts): '—' when unknown; "< 1 ms" under a millisecond; whole ms under a second;
// seconds to two decimals under 10 s and one under a minute, trailing zeros dropped; then whole
// minutes and seconds. Each unit is chosen after rounding.
test.each([
	[NaN, '—'],
	[Infinity, '—'],
	[-1, '—'],
	[0, '< 1 ms'],
	[0.4, '< 1 ms'],
	[0.999, '< 1 ms'],
	[1, '1 ms'],
	[12.345, '12 ms'],
	[12.5, '13 ms'],
	[420, '420 ms'],
	[999.4, '999 ms'],
	[999.6, '1 s'], // rounds to 1000 ms, which is a second
	[1000, '1 s'],
	[1140, '1.14 s'],
	[1400, '1.4 s'],
	[1500, '1.5 s'],
	[2000, '2 s'],
	[2345, '2.35 s'],
	[9_994, '9.99 s'],
	[9_996, '10 s'],
	[35_200, '35.2 s'],
	[35_240, '35.2 s'],
	[59_940, '59.9 s'],
	[59_960, '1 min'], // rounds to 60.0 s, which is a minute
	[60_000, '1 min'],
	[65_000, '1 min 5 s'],
	[125_400, '2 min 5 s'],
	[384_000, '6 min 24 s'],
])('%f ms reads %s', (ms, text) => {
	expect(formatDuration(ms)).toBe(text);
});

// Bare milliseconds for the check race: three decimals under 1 ms, two under 10, one under 100,
// then whole with thousands separators; no unit.
test.each([
	[NaN, '—'],
	[-0.5, '—'],
	[0, '0.000'],
	[0.0123, '0.012'],
	[0.95, '0.950'],
	[1, '1.00'],
	[2.1, '2.10'],
	[12.345, '12.3'],
	[420, '420'],
	[999.6, '1,000'],
	[1234.4, '1,234'],
	[60_000, '60,000'],
])('%f ms reads %s bare', (ms, text) => {
	expect(formatDuration(ms, { bareMs: true })).toBe(text);
});

// Counts: thousands separators, exactly as toLocaleString('en-US') writes them. Whole numbers are
// grouped by hand (numbers.ts says why); the rest goes through Intl, so both paths are here.
test.each([
	[0, '0'],
	[7, '7'],
	[92, '92'],
	[724, '724'],
	[1_000, '1,000'],
	[15_720, '15,720'],
	[-1_234, '-1,234'],
	[2_207_893_435_808_352, '2,207,893,435,808,352'], // OEIS A000170, n = 26
	[Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
	[-Number.MAX_SAFE_INTEGER, '-9,007,199,254,740,991'],
	[2 ** 53, '9,007,199,254,740,992'],
	[1e21, '1,000,000,000,000,000,000,000'],
	[-0, '-0'],
	[1234.5678, '1,234.568'],
	[NaN, 'NaN'],
	[Infinity, '∞'],
	[234_907_967_154_122_528n, '234,907,967,154,122,528'], // OEIS A000170, n = 27
	[-1_000n, '-1,000'],
	[0n, '0'],
])('count %s reads %s', (value, text) => {
	expect(formatCount(value)).toBe(text);
	expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
});
