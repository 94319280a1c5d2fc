import type { StartersMessages } from '../../i18n/en/starters.ts';
import { startersIn } from '../../i18n/starters.ts';
import type { Locale } from '../../i18n/locales.ts';
import { CHALLENGE_FACTOR, knownCount } from '../../solver/count/index.ts';
import { formatCount } from '../../solver/format/index.ts';
import { PYTHON_LAST_N, PYTHON_TIMED_N } from './python-count-checks.ts';

/*
 * Exercise 3 (count the solutions) and the open challenge in Python: their starters and worked
 * solutions, the same programs as the TypeScript ones in idiomatic Python, their comments in the
 * page's language. The comments the two languages share are the TypeScript code's own
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

/** The lines that run the count and time it: "724" and "n = 10: 412 ms". */
const timed = (n: number) => `start = time.perf_counter()
print(count_solutions(${n}))
print(f'n = ${n}: {(time.perf_counter() - start) * 1000:.0f} ms')
`;

/** The published count of n queens, as a comment writes it: "14,200". */
const counted = (n: number) => formatCount(knownCount(n)!);

/** The starters, with the comments of `words`. */
export function pythonCountStarters(words: StartersMessages): Record<CountId, string> {
	const { starters: c, pythonCount: py } = words;
	return {
		'count-12': `${py.count12(PYTHON_TIMED_N, counted(PYTHON_TIMED_N))}
import time


def count_solutions(n):
    count = 0
    ${hashed(c.count12Here)}
    return count


${timed(PYTHON_TIMED_N)}`,
		'count-13': `${py.count13(CHALLENGE_FACTOR, PYTHON_TIMED_N, PYTHON_LAST_N, counted(PYTHON_LAST_N))}
import time


def count_solutions(n):
    count = 0
    ${hashed(c.count13Here)}
    return count


${timed(PYTHON_LAST_N)}`,
	};
}

/** The worked solutions: exercise 3's search with is_safe, and the challenge's with bit masks. */
function pythonCountSolutions({ solutions: c }: StartersMessages): Record<CountId, string> {
	return {
		'count-12': `import time


def count_solutions(n):
    columns = []

    def place_row(row):
        if row == n:
            return 1  ${hashed(c.countInstead)}
        count = 0
        for col in range(n):
            if is_safe(columns, row, col):
                columns.append(col)
                count += place_row(row + 1)
                columns.pop()
        return count

    return place_row(0)


${timed(PYTHON_TIMED_N)}`,
		'count-13': `${hashed(c.bitMasks)}
import time


def count_solutions(n):
    full = (1 << n) - 1  ${hashed(c.bitPerColumn)}

    def place_row(cols, down, up):
        if cols == full:
            return 1  ${hashed(c.bitAllPlaced)}
        count = 0
        free = full & ~(cols | down | up)
        while free:
            bit = free & -free  ${hashed(c.bitLowest)}
            free ^= bit
            ${hashed(c.bitShift)}
            count += place_row(cols | bit, ((down | bit) << 1) & full, (up | bit) >> 1)
        return count

    return place_row(0, 0, 0)


${timed(PYTHON_LAST_N)}`,
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
