import { COUNT_GROWTH, countSeconds, secondsRange } from '../count/count-estimate.ts';
import { validateN } from './errors.ts';

/** A range of board sizes (or counts) something accepts, and why it stops there. */
export interface Limit {
	readonly min: number;
	readonly max: number;
	/** Why the range ends where it does, in a sentence a learner could read. */
	readonly why: string;
}

/**
 * Every limit of the book in one table: the solver's own ceilings first, then each widget's.
 * Widgets, the command and tests read their ranges from here and never keep their own copy.
 */
export const LIMITS = {
	/** Event-by-event searches (backtracking, explicit stack, buggy variants, hand-placed boards). */
	search: {
		min: 1,
		max: 16,
		why: 'every square tried is an event a learner could replay; n = 16 already makes billions of them',
	},
	/** Generate-and-test over every permutation. */
	permutations: {
		min: 1,
		max: 10,
		why: 'generate-and-test looks at n! candidates, and 10! = 3,628,800 is already a long wait',
	},
	/** The fast counters (no events). */
	count: {
		min: 1,
		max: 27,
		why: 'OEIS A000170 is published up to n = 27, and n = 27 took a year of FPGA time',
	},
	/** Chess notation names columns with the letters a to z. */
	chess: { min: 1, max: 26, why: 'chess notation names columns a to z' },
	/** Events the trace player keeps in memory. */
	traceEvents: {
		min: 1,
		max: 4_000_000,
		why: "n = 11 (3,949,943 events) fits whole; n = 12 (about 22 million) would not fit a phone's memory",
	},
	/** The trace player's board sizes. */
	tracePlayer: {
		min: 1,
		max: 12,
		why: 'n = 11 replays whole; n = 12 is cut at the event cap, and larger boards would only be cut sooner',
	},
	/** The boards a learner places queens on by hand. */
	playBoard: {
		min: 4,
		max: 12,
		why: 'from 4 there are solutions to find; past 12 the squares get too small to tap on a phone',
	},
	/** The diagonal-index explorer. */
	diagonalExplorer: {
		min: 4,
		max: 12,
		why: 'past 12 the 23 diagonal labels each way no longer fit beside a phone-width board',
	},
	/** The check race, which times every check on the same board. */
	checkRace: {
		min: 4,
		max: 12,
		why: 'the race repeats every check several times, and past n = 12 the grid scan alone keeps a learner waiting',
	},
	/** The solution gallery, which draws every solution. */
	gallery: {
		min: 4,
		max: 10,
		why: 'n = 10 has 724 solutions to draw; n = 11 would have 2,680',
	},
	/** Exercise 1's worked run (stop at the first solution), which also runs the full search to compare. */
	firstSolutionRecipe: {
		min: 4,
		max: 10,
		why: 'the comparison runs the full search too, and n = 10 already makes hundreds of thousands of checks',
	},
	/** The count race in the page, without the learner asking for slow sizes. */
	countRace: {
		min: 4,
		max: 14,
		why: 'up to n = 14 every count takes under a second in a browser',
	},
	/** The count race when the learner ticks "allow slow sizes". */
	countRaceSlow: {
		min: 4,
		max: 17,
		why: `n = 17 takes ${secondsRange(countSeconds(17))} on two workers, and each size after it ${COUNT_GROWTH[0]} to ${COUNT_GROWTH[1]} times longer`,
	},
	/** The bug replay, which keeps every event of all four of seed 002's versions. */
	bugReplay: {
		min: 4,
		max: 9,
		why: 'the fixed version alone makes 159,079 events on 9×9 and 761,585 on 10×10, all kept at once',
	},
	/** Lines of output a notebook cell keeps; later prints are dropped with one note. */
	cellOutputLines: {
		min: 1,
		max: 2_000,
		why: 'a loop that prints forever must not fill the memory before the time limit stops it; 2,000 lines hold 250 boards of 8×8',
	},
	/** Boards a notebook cell draws with printBoard or returns (each becomes a drawn board on the page). */
	cellBoard: {
		min: 1,
		max: 26,
		why: 'a drawn board wider than 26 squares no longer fits a phone screen, and its text grows with the square of n',
	},
	/** Characters of output a notebook cell keeps (about 200 KB), whatever the number of lines. */
	cellOutputChars: {
		min: 1,
		max: 200_000,
		why: 'one print of a huge string must not fill the memory either; 200,000 characters is far more than a page can show',
	},
	/** Characters of code a notebook cell saves, and an imported notebook file may hold per cell. */
	cellCodeChars: {
		min: 1,
		max: 100_000,
		why: 'the longest starter is under 2,000 characters; 100,000 leaves room for any answer, and ten cells at the cap still fit the 5 MB a browser gives a site',
	},
	/** Milliseconds a notebook cell may run in its worker before the page stops it. */
	cellRunMs: {
		min: 1,
		max: 10_000,
		why: 'counting 13 queens with the isSafe helper takes about 2 s on a laptop; a loop that never ends is stopped after 10 s',
	},
} as const satisfies Record<string, Limit>;

/** The name of one limit in the table. */
export type LimitName = keyof typeof LIMITS;

/** Every whole number a limit allows, smallest first (for a size menu). */
export function sizesIn(limit: Limit): number[] {
	return Array.from({ length: limit.max - limit.min + 1 }, (_, i) => limit.min + i);
}

/** The nearest size the limit allows: for values a widget receives as props or from a URL. */
export function clampToLimit(value: unknown, limit: Limit, fallback: number): number {
	const n = Math.round(Number(value));
	if (!Number.isFinite(n)) return fallback;
	return Math.min(limit.max, Math.max(limit.min, n));
}

/** Checks that `value` is a size the limit allows and returns it, or throws a coded input error. */
export function checkInLimit(value: unknown, limit: Limit, what = 'n'): number {
	return validateN(value, limit.max, what, limit.min);
}
