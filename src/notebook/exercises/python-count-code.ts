import type { StartersMessages } from '../../i18n/en/starters.ts';
import { startersIn } from '../../i18n/starters.ts';
import type { Locale } from '../../i18n/locales.ts';
import { CHALLENGE_FACTOR, knownCount } from '../../solver/count/index.ts';
import { formatCount } from '../../solver/format/index.ts';
import { PYTHON_LAST_N, PYTHON_TIMED_N } from '../../solver/count/index.ts';
import { fillSlots } from './python-slots.ts';
import countStarter from './python/starters/count.py?raw';
import count12Solution from './python/solutions/count-12.py?raw';
import count13Solution from './python/solutions/count-13.py?raw';

/*
 * Exercise 3 (count the solutions) and the open challenge in Python: their starters (one file,
 * python/starters/count.py) and worked solutions (python/solutions/count-12.py and count-13.py),
 * the same programs as the TypeScript ones in idiomatic Python, their comments in the page's
 * language. The comments the two languages share are the TypeScript code's own
 * (src/i18n/<locale>/starters.ts, `starters` and `solutions`) with `#` for `//`; the starters'
 * first comments are Python's own (`pythonCount`), since Python's checks stop at smaller boards
 * (python-count-checks.ts). python-code.ts offers these exercises with the others.
 */

/** The exercises this file gives Python code for. */
export const PYTHON_COUNT_EXERCISES = ['count-12', 'count-13'] as const;

/** One of them. */
type CountId = (typeof PYTHON_COUNT_EXERCISES)[number];

/** A TypeScript comment as a Python one: `// ` becomes `# ` at the start of every line. */
function hashed(comment: string): string {
	return comment.replace(/^\/\/ ?/gm, '# ');
}

/** The published count of n queens, as a comment writes it: "14,200". */
const counted = (n: number) => formatCount(knownCount(n)!);

/** The starters, with the comments of `words`. */
export function pythonCountStarters(words: StartersMessages): Record<CountId, string> {
	const { starters: c, pythonCount: py } = words;
	return {
		'count-12': fillSlots(countStarter, {
			intro: py.count12(PYTHON_TIMED_N, counted(PYTHON_TIMED_N)),
			here: hashed(c.count12Here),
			n: PYTHON_TIMED_N,
		}),
		'count-13': fillSlots(countStarter, {
			intro: py.count13(CHALLENGE_FACTOR, PYTHON_TIMED_N, PYTHON_LAST_N, counted(PYTHON_LAST_N)),
			here: hashed(c.count13Here),
			n: PYTHON_LAST_N,
		}),
	};
}

/** The worked solutions: exercise 3's search with is_safe, and the challenge's with bit masks. */
function pythonCountSolutions({ solutions: c }: StartersMessages): Record<CountId, string> {
	return {
		'count-12': fillSlots(count12Solution, {
			countInstead: hashed(c.countInstead),
			n: PYTHON_TIMED_N,
		}),
		'count-13': fillSlots(count13Solution, {
			bitMasks: hashed(c.bitMasks),
			bitPerColumn: hashed(c.bitPerColumn),
			bitAllPlaced: hashed(c.bitAllPlaced),
			bitLowest: hashed(c.bitLowest),
			bitShift: hashed(c.bitShift),
			n: PYTHON_LAST_N,
		}),
	};
}

/** Whether an exercise is one of this file's. */
function isCountExercise(id: string): id is CountId {
	return (PYTHON_COUNT_EXERCISES as readonly string[]).includes(id);
}

/** The worked Python solution of exercise 3 or the challenge, its comments in `locale`. */
export function pythonCountSolution(id: string, locale: Locale = 'en'): string | undefined {
	return isCountExercise(id) ? pythonCountSolutions(startersIn(locale))[id] : undefined;
}
