import { type InputPhrases, validateN } from './errors.ts';

/**
 * A range of board sizes (or counts) something accepts. Why each stops where it does is in
 * ../words/limit-reasons.ts, kept apart so that a page reading a range does not ship every
 * sentence (and so that input, at the bottom of the solver, needs nothing from count).
 */
export interface Limit {
	readonly min: number;
	readonly max: number;
}

/**
 * Every limit of the book in one table: the solver's own ceilings first, then each widget's.
 * Widgets, the command and tests read their ranges from here and never keep their own copy; the
 * reason for each is LIMIT_REASONS (../words/limit-reasons.ts).
 */
export const LIMITS = {
	/** Event-by-event searches (backtracking, explicit stack, buggy variants, hand-placed boards). */
	search: {
		min: 1,
		max: 16,
	},
	/** Generate-and-test over every permutation. */
	permutations: {
		min: 1,
		max: 10,
	},
	/** The fast counters (no events). */
	count: {
		min: 1,
		max: 27,
	},
	/** Chess notation names columns with the letters a to z. */
	chess: { min: 1, max: 26 },
	/** Events the trace player keeps in memory. */
	traceEvents: {
		min: 1,
		max: 4_000_000,
	},
	/** The trace player's board sizes. */
	tracePlayer: {
		min: 1,
		max: 12,
	},
	/** The boards a learner places queens on by hand. */
	playBoard: {
		min: 4,
		max: 12,
	},
	/** The diagonal-index explorer. */
	diagonalExplorer: {
		min: 4,
		max: 12,
	},
	/** The check race, which times every check on the same board. */
	checkRace: {
		min: 4,
		max: 12,
	},
	/** The solution gallery, which draws every solution. */
	gallery: {
		min: 4,
		max: 10,
	},
	/** Exercise 1's worked run (stop at the first solution), which also runs the full search to compare. */
	firstSolutionDemo: {
		min: 4,
		max: 10,
	},
	/** The count race in the page, without the learner asking for slow sizes. */
	countRace: {
		min: 1,
		max: 14,
	},
	/** The count race when the learner ticks "allow slow sizes". */
	countRaceSlow: {
		min: 1,
		max: 17,
	},
	/** The bug replay, which keeps every event of all four of seed 002's versions. */
	bugReplay: {
		min: 4,
		max: 9,
	},
	/** Lines of output a notebook cell keeps; later prints are dropped with one note. */
	cellOutputLines: {
		min: 1,
		max: 2_000,
	},
	/** Boards a notebook cell draws with printBoard or returns (each becomes a drawn board on the page). */
	cellBoard: {
		min: 1,
		max: 26,
	},
	/** Characters of output a notebook cell keeps (about 200 KB), whatever the number of lines. */
	cellOutputChars: {
		min: 1,
		max: 200_000,
	},
	/** Characters of an error message a cell's run or a check shows; the rest is summed up by its length. */
	cellErrorChars: {
		min: 1,
		max: 300,
	},
	/** Characters of code a notebook cell saves, and an imported notebook file may hold per cell. */
	cellCodeChars: {
		min: 1,
		max: 100_000,
	},
	/** Milliseconds a notebook cell may run in its worker before the page stops it. */
	cellRunMs: {
		min: 1,
		max: 10_000,
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

/** Checks that `value` is a size the limit allows and returns it, or throws a coded input error (in `phrases`). */
export function checkInLimit(
	value: unknown,
	limit: Limit,
	what = 'n',
	phrases?: InputPhrases,
): number {
	return validateN(value, limit.max, what, limit.min, phrases);
}
