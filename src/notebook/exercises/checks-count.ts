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
import { isSafeCall, neverUndoes, slipOf, stoppedAtDeadEnd } from './mistakes.ts';
import { formatCount } from '../../solver/format/index.ts';

/*
 * The hidden checks of exercise 3, shared with the open challenge: countSolutions(n) returns the
 * published count (OEIS A000170) for several sizes, smallest first, and gets it by searching.
 * Any function from n to a number can be a table of the published counts, so the only sign of a
 * search is its time: the learner's count is raced against the book's plain search (`race`), both
 * the same way: the same board, one untimed warm-up on a smaller board, then up to TIMED_RUNS
 * timed runs in turns, by the same clock, nothing counted (kit.timed: isSafe records no call), and
 * each search's median is what the verdict shows. Every search takes a visible share of the plain
 * search's time (the book's fastest counter, bit masks and every symmetry, a thirtieth); a
 * look-up takes almost none, more than LOOKUP_FACTOR times less.
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

/**
 * The failure for an answer far quicker than any search: it must have been looked up. `how` says
 * how the two times were taken ("median of 3 runs each, …"), when the message should say it.
 */
export function lookedUp(
	kit: CheckKit,
	label: string,
	n: number,
	mine: number,
	book: number,
	how?: string,
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
			how,
		),
		'looked-up',
	);
}

/** Timed runs of each search in exercise 3's race, at most; the verdict shows each one's median. */
export const TIMED_RUNS = 3;

/**
 * Once the race (its warm-ups included) has taken this long by the checks' clock, no further
 * pair of runs starts: a slow count on a busy device stays well inside the cell's time limit
 * (LIMITS.cellRunMs, 10 s). The verdict says how many runs there were. The challenge's speed
 * check gives a count under its bar more turns only within this budget too (checks-challenge.ts).
 */
export const RACE_BUDGET_MS = 2000;

/** The board both searches warm up on, untimed: two smaller, about a twenty-fifth of the work. */
function warmUpSize(n: number): number {
	return Math.max(1, n - 2);
}

/** The middle value; for an even number of values, the mean of the two in the middle. */
function median(values: readonly number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * A timed run repeats a call that took less than this, and counts the time per call: a look-up's
 * answer takes microseconds, finer than a browser's clock, and in Python the first call after the
 * book's 170 ms search paid about 0.2 ms more than the next (the interpreter's memory gone cold),
 * which a table of counts then passed for the time of a search. A search takes one call a run.
 */
export const SHORTEST_RUN_MS = 1;

/** Calls a timed run makes at most, however quick each is. */
const MOST_CALLS_A_RUN = 1000;

/** What a race measured: each search's median milliseconds, of how many runs, after which warm-up. */
interface Race {
	mine: number;
	book: number;
	runs: number;
	warmUp: number;
}

/**
 * One timed run of a search: `call` (which returns its milliseconds) once, or again and again
 * until the run has taken SHORTEST_RUN_MS; the milliseconds per call, and the run's total.
 */
function timedRun(call: () => number): { ms: number; spent: number } {
	let spent = 0;
	let calls = 0;
	do {
		spent += call();
		calls++;
	} while (spent < SHORTEST_RUN_MS && calls < MOST_CALLS_A_RUN);
	return { ms: spent / calls, spent };
}

/**
 * The learner's count of n and the book's plain search, timed the same way: each is called once,
 * untimed, on warmUpSize(n) (so that neither pays for its compiling in a timed run), then both
 * are timed on n, in turns (so that a busy moment of the device slows both alike), up to
 * TIMED_RUNS times each or until RACE_BUDGET_MS have passed, at least once; a run of calls
 * quicker than SHORTEST_RUN_MS is timed per call. The learner's calls count nothing (kit.timed),
 * as the book's search counts nothing. Fails if a timed call returns other than `expected`: a
 * count must count afresh on every call.
 */
function race(kit: CheckKit, n: number, plain: PlainCount, expected: number): Race {
	const { t, locale, code, language } = kit;
	const label = t.common.forN(n);
	const warmUp = warmUpSize(n);
	let spent = timePlain(kit, warmUp, plain) + kit.timed(t.common.forN(warmUp), warmUp).ms;
	const mine: number[] = [];
	const book: number[] = [];
	const learner = () => {
		const again = kit.timed(label, n);
		if (!isCount(again.value, expected)) {
			return fail(
				t.challenge.notAfresh(
					label,
					formatCount(expected),
					returned(again.value, locale, language),
					code,
				),
				'not-afresh',
			);
		}
		return again.ms;
	};
	while (mine.length < TIMED_RUNS && (mine.length === 0 || spent < RACE_BUDGET_MS)) {
		const books = timedRun(() => timePlain(kit, n, plain));
		const mines = timedRun(learner);
		book.push(books.ms);
		mine.push(mines.ms);
		spent += books.spent + mines.spent;
	}
	return { mine: median(mine), book: median(book), runs: mine.length, warmUp };
}

/**
 * Whether the learner's count is one more than the solutions on a single queen too (2): a count
 * that starts at 1 or counts the empty board is one more on every board, and a count that is one
 * off on one board only is just wrong there.
 */
function countsOneMore(kit: CheckKit): boolean {
	try {
		return Number(kit.call(kit.t.common.forN(1), 1).value) === 2;
	} catch {
		return false;
	}
}

/** The largest board whose slipped searches are replayed (mistakes.ts's LARGEST_REPLAY). */
const REPLAYED = 10;

/**
 * The off-by-one slip of the learner's count for n: replayed on n itself when that is quick,
 * otherwise read from the same code's count for REPLAYED queens (a slip in the code is a slip on
 * every board).
 */
function countSlip(kit: CheckKit, n: number, value: unknown, calls: number) {
	if (n <= REPLAYED) return slipOf(n, value, calls, false);
	try {
		const smaller = kit.call(kit.t.common.forN(REPLAYED), REPLAYED);
		return slipOf(REPLAYED, smaller.value, smaller.calls, false);
	} catch {
		return undefined;
	}
}

/** Fails naming `slip`, the off-by-one slip of the learner's count for n, when there is one. */
function slipFailure(
	kit: CheckKit,
	n: number,
	value: number | bigint,
	slip: ReturnType<typeof slipOf>,
) {
	if (!slip || slip === 'never-goes-back') return;
	const { t, code } = kit;
	const label = t.common.forN(n);
	const said = t.mistakes.youCounted(formatCount(value));
	const words = {
		'loop-past-last-column': () => t.mistakes.pastLastColumn(label, said, n, code),
		'loop-starts-at-one': () => t.mistakes.startsAtOne(label, said, n, code),
		'stop-row-early': () => t.mistakes.stopRowEarly(label, said, n, code),
		'stop-row-late': () => t.mistakes.stopRowLate(label, said, code),
	};
	fail(words[slip](), slip);
}

/**
 * The counts of `sizes`, smallest first. When one is wrong and the learner's search made no
 * isSafe call for it (a loop from 1 over one column never runs), the larger sizes are looked at
 * too, and an off-by-one slip they show is named, rather than the first size's symptom.
 */
function judgeCounts(kit: CheckKit, sizes: readonly number[]): number[] {
	return sizes.map((n, i) => {
		try {
			return judgeCount(kit, n);
		} catch (error) {
			if (answerFor(kit, n)?.calls === 0) {
				for (const m of sizes.slice(i + 1)) {
					const answer = answerFor(kit, m);
					if (answer && answer.calls > 0 && isNumber(answer.value)) {
						slipFailure(kit, m, answer.value, countSlip(kit, m, answer.value, answer.calls));
					}
				}
			}
			throw error;
		}
	});
}

/** Whether a count came back as a number (or a BigInt). */
function isNumber(value: unknown): value is number | bigint {
	return typeof value === 'number' || typeof value === 'bigint';
}

/** The learner's answer for n (memoised by the kit), or undefined when it threw. */
function answerFor(kit: CheckKit, n: number): { value: unknown; calls: number } | undefined {
	try {
		return kit.call(kit.t.common.forN(n), n);
	} catch {
		return undefined;
	}
}

/** The count for n, or a failure saying what came back instead. */
function judgeCount(kit: CheckKit, n: number): number {
	const { t, locale, language, code } = kit;
	const expected = Number(knownCount(n)!);
	const label = t.common.forN(n);
	const { value, calls, longest, last } = kit.call(label, n);
	if (typeof value !== 'number' && typeof value !== 'bigint') {
		return fail(t.count.notANumber(label, returned(value, locale, language)), 'not-a-number');
	}
	if (!isCount(value, expected)) {
		// A wrong count from a search that makes a first-year's mistake: name the mistake.
		if (neverUndoes(n, longest)) {
			return fail(t.mistakes.neverUndone(label, longest, n, code), 'never-undone');
		}
		if (stoppedAtDeadEnd(n, calls, last, false)) {
			return fail(t.mistakes.gaveUpCounting(label, isSafeCall(last, code), last.row), 'gave-up');
		}
		slipFailure(kit, n, value, countSlip(kit, n, value, calls));
		const said = t.mistakes.youCounted(formatCount(value));
		if (Number(value) === expected + 1 && countsOneMore(kit)) {
			const counted = t.mistakes.countedEmptyBoard(label, said, expected);
			return fail(counted, 'counted-empty-board');
		}
		return fail(t.count.wrong(label, formatCount(value), formatCount(expected)), 'wrong-count');
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
			const counts = judgeCounts(kit, sizes).map((count) => formatCount(count));
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
			// The count is judged from the counted call (memoised, shared with the counts' check);
			// the time comes from the race, whose calls count nothing.
			const { value } = kit.call(label, n);
			if (!isCount(value, expected)) {
				const yours = returned(value, locale, language);
				return fail(t.count.notYet(label, formatCount(expected), yours), 'wrong-count');
			}
			const { mine, book, runs, warmUp } = race(kit, n, plain, expected);
			const how = t.count.measured(runs, warmUp);
			if (mine * LOOKUP_FACTOR < book) lookedUp(kit, label, n, mine, book, how);
			return t.count.searched(label, took(mine, locale), took(book, locale), how);
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
