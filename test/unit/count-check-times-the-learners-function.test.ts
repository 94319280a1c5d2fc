import { expect, test } from 'vitest';
import { createHelpers, type HelperCounts } from '../../src/notebook/runtime/helpers.ts';
import { runChecks, type LearnerFunction } from '../../src/notebook/exercises/check-kit.ts';
import {
	countCheck,
	countedCheck,
	RACE_BUDGET_MS,
	SHORTEST_RUN_MS,
	TIMED_RUNS,
} from '../../src/notebook/exercises/checks-count.ts';
import { getExercise } from '../../src/notebook/exercises/exercises.ts';
import { runExercise } from '../../src/notebook/worker/serve-cell.ts';
import { SOLUTIONS } from '../../src/notebook/exercises/exercise-code.ts';
import { knownCount } from '../../src/solver/count/index.ts';
import { transform } from 'sucrase';
import type { Locale } from '../../src/i18n/locales.ts';

/*
 * Exercise 3's timed check reports the time of the learner's countSolutions itself, measured the
 * way the book's plain search is: the same board, one untimed warm-up on a smaller board for
 * each, then the median of the same number of timed runs, taken in turns, with nothing counted.
 * A learner once read 353 ms from their own console.time and 828 ms in the verdict: the verdict
 * had shown the first, counted call, made slower still by the checks' bookkeeping. With a fake
 * clock, each call here "takes" what the test says, and the learner's function can tell whether
 * isSafe counted it (a spy on the helpers' counts): the counted calls cost far more, so a verdict
 * that timed one shows it.
 */

const known = (n: number) => Number(knownCount(n)!);

/** What the fake learner and the fake book's search were asked, in order: n, and whether counted. */
interface Log {
	mine: { n: number; counted: boolean }[];
	book: number[];
}

/**
 * Exercise 3's count check for 12 and its timed check, with a fake clock. The learner's call
 * `i` (0 first) takes `mine(i, n)` ms, plus COUNTED_COST when isSafe counted it; the book's call
 * `i` takes `book(i, n)` ms.
 */
function verdict(
	mine: (call: number, n: number) => number,
	book: (call: number, n: number) => number,
	locale: Locale = 'en',
) {
	let t = 0;
	const log: Log = { mine: [], book: [] };
	const { helpers, counts } = createHelpers(() => {});
	const fn = (n: number) => {
		const before = counts.isSafe;
		helpers.isSafe([], 0, 0); // a search asks isSafe; the counts show whether it was counted
		const counted = counts.isSafe !== before;
		t += mine(log.mine.length, n) + (counted ? COUNTED_COST : 0);
		log.mine.push({ n, counted });
		return known(n);
	};
	const plain = (n: number) => {
		t += book(log.book.length, n);
		log.book.push(n);
		return known(n);
	};
	const outcomes = runChecks([countCheck(12), countedCheck(12, plain)], fn, counts, {
		now: () => t,
		locale,
	});
	return { outcome: outcomes[1]!, log, counts };
}

/** What a counted call costs on top of the search: far more than any timed run here. */
const COUNTED_COST = 1000;

/**
 * A warm-up costs more than any timed run here (so a verdict that timed one shows it), and less
 * than would end the race early: warm-ups and three pairs of runs stay within RACE_BUDGET_MS.
 */
const WARM_UP_COST = 400;

/** 250 ms for the learner's 12 and 140 ms for the book's, after a costly first (warm-up) call. */
const steady = (ms: number) => (_call: number, n: number) => (n === 12 ? ms : WARM_UP_COST);

test('the verdict reports the learner’s uncounted call, not the counted first one', () => {
	const { outcome, log } = verdict(steady(250), steady(140));
	expect(outcome.passed, outcome.message).toBe(true);
	expect(outcome.message).toBe(
		"for n = 12 your count took 250 ms and the book's plain search 140 ms (median of 3 runs each, after a warm-up on n = 10): the time of a real search",
	);
	// The count was judged from one counted call; every call after it counted nothing.
	expect(log.mine[0]).toEqual({ n: 12, counted: true });
	expect(log.mine.slice(1).every((call) => !call.counted)).toBe(true);
});

test('both searches warm up on the same smaller board, untimed, then run on 12 as often', () => {
	const { log } = verdict(steady(250), steady(140));
	const timedMine = log.mine.slice(1).map((call) => call.n);
	expect(timedMine).toEqual([10, ...Array<number>(TIMED_RUNS).fill(12)]);
	expect(log.book).toEqual(timedMine);
});

test('each search’s time is the median of its timed runs, taken in turns', () => {
	// Calls 0 (counted) and 1 (warm-up) of the learner's; then runs of 300, 250 and 900 ms.
	const mine = [0, 0, 300, 250, 900];
	const book = [0, 150, 140, 500];
	const { outcome } = verdict(
		(call) => mine[call]!,
		(call) => book[call]!,
	);
	expect(outcome.message).toMatch(
		/^for n = 12 your count took 300 ms and the book's plain search 150 ms \(median of 3 runs each/,
	);
});

test('a slow count is timed once, and the verdict says so', () => {
	const slow = RACE_BUDGET_MS; // one pair of runs takes the whole budget
	const { outcome, log } = verdict(steady(slow), steady(140));
	expect(outcome.passed, outcome.message).toBe(true);
	expect(outcome.message).toBe(
		"for n = 12 your count took 2 s and the book's plain search 140 ms (one run each, after a warm-up on n = 10): the time of a real search",
	);
	expect(log.mine.filter((call) => call.n === 12)).toHaveLength(2); // counted, then timed once
	expect(log.book.filter((n) => n === 12)).toHaveLength(1);
});

test('a look-up is caught from the same medians, and the failure says how they were taken', () => {
	const { outcome } = verdict(
		() => 0.05,
		() => 140,
	);
	expect(outcome.passed).toBe(false);
	expect(outcome.message).toMatch(
		/^for n = 12 your countSolutions answered in less than 1 ms, while the book's plain search took 140 ms on this device, just now \(median of 3 runs each, after a warm-up on n = 10\): more than 1,000 times/,
	);
});

test('a quick answer is timed per call, so a slow first call does not hide a look-up', () => {
	// As in Python: a call right after the book's search pays 0.3 ms (its memory gone cold), the
	// next ones 0.02 ms. One call a run would show 0.3 ms, above 140 ms / 1,000.
	let afterBook = false;
	const { outcome, log } = verdict(
		() => {
			const ms = afterBook ? 0.3 : 0.02;
			afterBook = false;
			return ms;
		},
		() => ((afterBook = true), 140),
	);
	expect(outcome.passed).toBe(false);
	expect(outcome.message).toMatch(/^for n = 12 your countSolutions answered in less than 1 ms/);
	// Each run went on until it had taken SHORTEST_RUN_MS (about 36 calls); the book's, one call.
	const perRun = (SHORTEST_RUN_MS - 0.3) / 0.02;
	expect(log.mine.filter((call) => call.n === 12).length).toBeGreaterThan(TIMED_RUNS * perRun);
	expect(log.book.filter((n) => n === 12)).toHaveLength(TIMED_RUNS);
});

test('in Chinese, the verdict says how both were timed', () => {
	const { outcome } = verdict(steady(250), steady(140), 'zh-cn');
	expect(outcome.message).toBe(
		'n = 12 时，你的计数用了 250 毫秒，本书的朴素搜索用了 140 毫秒（先在 n = 10 上各预热一次，再轮流各运行 3 次，取中位数）：这是真正搜索所需的时间',
	);
});

test('the checks never delete a property of the helpers’ counts, which isSafe writes on every call', () => {
	// An object that lost a property is a slow dictionary in V8: every isSafe call of the checks
	// once paid for it, 2.4 times the learner's own time (docs/performance.md).
	const { helpers, counts } = createHelpers(() => {});
	const deleted: PropertyKey[] = [];
	const watched = new Proxy(counts, {
		deleteProperty(target, key) {
			deleted.push(key);
			return Reflect.deleteProperty(target, key);
		},
	}) as HelperCounts;
	const search = ((n: number) => (helpers.isSafe([], 0, 0), known(n))) as LearnerFunction;
	runChecks(getExercise('count-12').checks.slice(0, 3), search, watched);
	expect(counts.isSafe).toBeGreaterThan(0);
	expect(deleted).toEqual([]);
});

test('real clock: the worked solution’s verdict says how both searches were timed', () => {
	const exercise = getExercise('count-12');
	const code = transform(SOLUTIONS['count-12'], { transforms: ['typescript'] }).code;
	const { checks } = runExercise(exercise, code);
	expect(checks.map((check) => check.passed)).toEqual([true, true, true, true]);
	expect(checks[3]!.message).toMatch(
		/^for n = 12 your count took .+ and the book's plain search .+ \((median of [23] runs|one run) each, after a warm-up on n = 10\): the time of a real search$/,
	);
});
