import { CHALLENGE_FACTOR, CHALLENGE_N, knownCount } from '../../solver/count/index.ts';
import { defineCheck, fail, type ExerciseCheck } from './check-kit.ts';
import {
	countCheck,
	countsCheck,
	isCount,
	lookedUp,
	LOOKUP_FACTOR,
	RACE_BUDGET_MS,
	returned,
	timePlain,
	took,
	type PlainCount,
} from './checks-count.ts';
import { sizesFrom } from './check-sizes.ts';
import { countPlainly } from './plain-search.ts';
import { formatCount } from '../../solver/format/index.ts';

/*
 * The open challenge's checks. The counts come first, smallest board first, so a slow search
 * shows what it got right before a large board runs into the page's time limit. The speed bar is
 * relative, never a number of seconds: on the learner's own device, in the same run, the
 * learner's countSolutions(12) must beat the book's plain search (plain-search.ts) on the same
 * board at least CHALLENGE_FACTOR times over, each timed at its best of CHALLENGE_RUNS (the
 * first runs pay for compiling; later ones show the code's own speed). A count still under the bar
 * gets more turns, up to CHALLENGE_MOST_RUNS while the race has spent less than RACE_BUDGET_MS: a
 * busy device can slow every one of three runs of a search that takes milliseconds (the worked
 * bit masks in Python, 8.8 times the book's quiet, measured 3.9 with a third test process on two
 * cores). A look-up is far faster still: more than LOOKUP_FACTOR times, and it fails as one.
 */

/** Runs of each search; each is timed at its best. */
export const CHALLENGE_RUNS = 3;

/** Runs of each search at most, for a count still under the bar after CHALLENGE_RUNS. */
export const CHALLENGE_MOST_RUNS = 9;

/**
 * A count without isSafe this much faster than the book's has a check cheaper than a scan (as
 * occupancy arrays are, 1.3 to 3 times on the book's devices); its next step is bit masks.
 */
const CHEAPER_THAN_SCAN = 1.2;

/** "15.6" for 15.6 times as fast, "1.8" for 1.8 times as slow: how the learner's time compares. */
function times(ratio: number): string {
	return String(Number((ratio >= 1 ? ratio : 1 / ratio).toFixed(1)));
}

/** The learner's count of n is at least CHALLENGE_FACTOR times as fast as the book's plain search. */
export function speedCheck(n: number, plain: PlainCount = countPlainly): ExerciseCheck {
	const expected = Number(knownCount(n)!);
	return defineCheck(
		(t) => t.challenge.speedName(n, CHALLENGE_FACTOR),
		(kit) => {
			const { t, locale, language, code } = kit;
			const label = t.common.forN(n);
			const { value, calls } = kit.call(label, n);
			if (!isCount(value, expected)) {
				const yours = returned(value, locale, language);
				return fail(t.challenge.notYet(label, formatCount(expected), yours), 'wrong-count');
			}
			let mine = Infinity;
			let book = Infinity;
			// What the count did is read from its counted call; the timed runs count nothing.
			const askedIsSafe = calls > 0;
			let spent = 0;
			// In turns, so that a busy moment of the device slows both alike.
			for (let run = 0; run < CHALLENGE_MOST_RUNS; run++) {
				const under = mine * CHALLENGE_FACTOR > book;
				if (run >= CHALLENGE_RUNS && !(under && spent < RACE_BUDGET_MS)) break;
				const bookMs = timePlain(kit, n, plain);
				book = Math.min(book, bookMs);
				const again = kit.timed(label, n);
				spent += bookMs + again.ms;
				if (!isCount(again.value, expected)) {
					const yours = returned(again.value, locale, language);
					return fail(
						t.challenge.notAfresh(label, formatCount(expected), yours, code),
						'not-afresh',
					);
				}
				mine = Math.min(mine, again.ms);
				// Slower than the book's search in two runs: a third will not make it fast enough.
				if (run > 0 && mine >= book) break;
			}
			if (!(book > 0)) return fail(t.challenge.clockStill(label), 'clock-still');
			const timed = t.challenge.times(took(mine, locale), took(book, locale));
			if (mine * LOOKUP_FACTOR < book) lookedUp(kit, label, n, mine, book);
			const ratio = book / mine;
			const yours = t.challenge.yours(ratio >= 1, times(ratio));
			if (ratio < CHALLENGE_FACTOR) {
				// The advice follows from what the count did: isSafe, a cheaper check, or a scan of its own.
				const { advice } = t.challenge;
				const next = askedIsSafe
					? advice.isSafe(code)
					: ratio >= CHEAPER_THAN_SCAN
						? advice.cheaper(code)
						: advice.scan(code);
				return fail(t.challenge.tooSlow(label, timed, yours, CHALLENGE_FACTOR, next), 'too-slow');
			}
			return t.challenge.fastEnough(label, timed, yours, CHALLENGE_FACTOR);
		},
	);
}

/** The open challenge's checks: the counts of 1 to 13 queens, and a count of 12 that beats the book's. */
export const COUNT_13_CHECKS: readonly ExerciseCheck[] = [
	countsCheck(sizesFrom(1, 10)),
	countCheck(11),
	countCheck(12),
	speedCheck(CHALLENGE_N),
	countCheck(13),
];
