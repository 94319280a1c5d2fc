import { knownCount } from '../../solver/count/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { codeNamesOf, type CodeLanguage } from './code-names.ts';
import { exercisesIn } from '../../i18n/exercises.ts';
import {
	defineCheck,
	duration,
	fail,
	shown,
	type CheckKit,
	type ExerciseCheck,
} from './check-kit.ts';
import { listed, sizesFrom, sizesIn, sizesLabel } from './check-sizes.ts';
import { countPlainly } from './plain-search.ts';
import { isSafeCall, neverUndoes, stoppedAtDeadEnd } from './mistakes.ts';
import { formatCount } from '../../solver/format/index.ts';

/*
 * The hidden checks of exercise 3, shared with the open challenge: countSolutions(n) returns the
 * published count (OEIS A000170) for several sizes, smallest first, and gets it by searching.
 * Any function from n to a number can be a table of the published counts, so the only sign of a
 * search is its time: the learner's call is timed beside the book's plain search on the same
 * board, in the same run, with the same clock (kit.time). Every search takes a visible share of
 * the plain search's time (the book's fastest counter, bit masks and every symmetry, a thirtieth);
 * a look-up takes almost none, more than LOOKUP_FACTOR times less.
 */

/** The book's search as the checks run it: the number of solutions of n queens. */
export type PlainCount = (n: number) => number;

/** A call more than this many times as fast as the book's plain search cannot be a search. */
export const LOOKUP_FACTOR = 1000;

/** Whether `value` is the count `expected`, as a number or a BigInt. */
export function isCount(value: unknown, expected: number): boolean {
	return (typeof value === 'number' || typeof value === 'bigint') && Number(value) === expected;
}

/** What came back, in words for a message: "14,199", "an array of 92 entries", "undefined". */
export function returned(
	value: unknown,
	locale: Locale = 'en',
	language: CodeLanguage = 'js',
): string {
	if (typeof value === 'number' || typeof value === 'bigint') return formatCount(value);
	if (!Array.isArray(value)) return shown(value, locale, language);
	const count = formatCount(value.length);
	return exercisesIn(locale).count.arrayOf(value.length, count, codeNamesOf(language));
}

/**
 * Milliseconds in words, finer than `duration` below 10 ms, in the learner's units: "less than
 * 1 ms", "2.6 ms", "140 ms" ("2.6 毫秒").
 */
export function took(ms: number, locale: Locale = 'en'): string {
	const { lessThanAMillisecond, units } = exercisesIn(locale).count;
	if (ms < 1) return lessThanAMillisecond;
	return ms < 10 ? `${Number(ms.toFixed(1))} ${units.ms}` : duration(ms, { units });
}

/** Milliseconds the book's plain search takes for n, by the checks' clock. */
export function timePlain(kit: CheckKit, n: number, plain: PlainCount): number {
	let counted = -1;
	const ms = kit.time(() => {
		counted = plain(n);
	});
	// The book's own search is pinned to OEIS A000170 by the unit tests; this only guards the wiring.
	if (counted !== Number(knownCount(n))) throw new Error(`the book's search counted ${counted}`);
	return ms;
}

/** The failure for an answer far quicker than any search: it must have been looked up. */
export function lookedUp(
	kit: CheckKit,
	label: string,
	n: number,
	mine: number,
	book: number,
): never {
	const { t, locale, code } = kit;
	return fail(
		t.count.lookedUp(
			label,
			took(mine, locale),
			took(book, locale),
			formatCount(LOOKUP_FACTOR),
			formatCount(knownCount(n)!),
			code,
		),
	);
}

/** The count for n, or a failure saying what came back instead. */
function judgeCount(kit: CheckKit, n: number): number {
	const { t, locale, language, code } = kit;
	const expected = Number(knownCount(n)!);
	const label = t.common.forN(n);
	const { value, calls, longest, last } = kit.call(label, n);
	if (typeof value !== 'number' && typeof value !== 'bigint') {
		return fail(t.count.notANumber(label, returned(value, locale, language)));
	}
	if (!isCount(value, expected)) {
		// A wrong count from a search that makes a first-year's mistake: name the mistake.
		if (neverUndoes(n, longest)) return fail(t.mistakes.neverUndone(label, longest, n, code));
		if (stoppedAtDeadEnd(n, calls, last, false)) {
			return fail(t.mistakes.gaveUpCounting(label, isSafeCall(last, code), last.row));
		}
		return fail(t.count.wrong(label, formatCount(value), formatCount(expected)));
	}
	return expected;
}

/** countSolutions(n) returns the published count (OEIS A000170). */
export function countCheck(n: number): ExerciseCheck {
	return defineCheck(
		(t) => t.count.countName(n, formatCount(knownCount(n)!)),
		(kit) => kit.t.count.counted(kit.t.common.forN(n), formatCount(judgeCount(kit, n))),
	);
}

/** countSolutions returns the published count for every size in `sizes`, smallest first. */
export function countsCheck(sizes: readonly number[]): ExerciseCheck {
	return defineCheck(
		(t) => t.count.countsName(sizesIn(t, sizes)),
		(kit) => {
			const counts = sizes.map((n) => formatCount(judgeCount(kit, n)));
			const { t, locale } = kit;
			return t.count.countedAll(
				t.common.forSizes(sizesLabel(sizes, locale)),
				listed(counts, locale),
			);
		},
	);
}

/** countSolutions(n) takes a search's time, not a look-up's, beside the book's plain search. */
export function countedCheck(n: number, plain: PlainCount = countPlainly): ExerciseCheck {
	const expected = Number(knownCount(n)!);
	return defineCheck(
		(t) => t.count.searchedName(n),
		(kit) => {
			const { t, locale, language } = kit;
			const label = t.common.forN(n);
			const { value, ms } = kit.call(label, n);
			if (!isCount(value, expected)) {
				const yours = returned(value, locale, language);
				return fail(t.count.notYet(label, formatCount(expected), yours));
			}
			const book = timePlain(kit, n, plain);
			if (ms * LOOKUP_FACTOR < book) lookedUp(kit, label, n, ms, book);
			return t.count.searched(label, took(ms, locale), took(book, locale));
		},
	);
}

/** Exercise 3's checks: small boards first, then 10 and 12 queens, then how 12 was counted. */
export const COUNT_CHECKS: readonly ExerciseCheck[] = [
	countsCheck(sizesFrom(1, 8)),
	countCheck(10),
	countCheck(12),
	countedCheck(12),
];
