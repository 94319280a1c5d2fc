import type { StartersMessages } from '../../i18n/en/starters.ts';
import { startersIn } from '../../i18n/starters.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { ExerciseId } from './exercise-code.ts';
import { quoted } from './printed-text.ts';
import {
	PYTHON_COUNT_EXERCISES,
	pythonCountSolution,
	pythonCountStarters,
} from './python-count-code.ts';

/*
 * The Python starters of the exercises a Python cell can do (issue 30): the same exercise as the
 * TypeScript starter, in idiomatic Python (is_safe, print_board, snake_case names, lists), its
 * comments in the page's language (src/i18n/<locale>/starters.ts, `python`). The hidden checks
 * are the JavaScript ones, called with the learner's Python function (python-run.ts).
 *
 * Exercise 3 (counting) and the challenge are in python-count-code.ts: Python is too slow for
 * their JavaScript sizes (a plain search with is_safe took 40 s for 12 queens, four times the
 * cell's time limit), so their Python checks count smaller boards (python-count-checks.ts). The
 * occupancy check's object with methods has no bridge yet.
 */

/** The exercises a cell may do in Python. */
const PYTHON_EXERCISES: readonly ExerciseId[] = [
	'first-solution',
	'permutations',
	'chess-notation',
	...PYTHON_COUNT_EXERCISES,
];

/** Whether an exercise can be done in Python. */
function hasPythonStarter(id: string): id is ExerciseId {
	return (PYTHON_EXERCISES as readonly string[]).includes(id);
}

/** The Python starters, per exercise, with the comments `c` and the printed words `p`. */
function pythonStartersWith(words: StartersMessages): Partial<Record<ExerciseId, string>> {
	const { python: c, prints: p } = words;
	return {
		...pythonCountStarters(words),
		'first-solution': `${c.firstSolution}
def first_solution(n):
    columns = []
    found = None

    def place_row(row):
        nonlocal found
        if row == n:
            found = list(columns)
            return
        for col in range(n):
            if is_safe(columns, row, col):
                columns.append(col)
                place_row(row + 1)
                columns.pop()

    place_row(0)
    return found


solution = first_solution(8)
print(${quoted(p.firstSolution)}, solution)
if solution:
    print_board(solution)
`,
		permutations: `${c.permutations}
def permutation_solutions(n):
    candidates = 0
    solutions = []
    ${c.yourCode}
    return {'candidates': candidates, 'solutions': solutions}


result = permutation_solutions(8)
print(result['candidates'], ${quoted(p.permutations)}, len(result['solutions']), ${quoted(p.solutions)})
`,
		'chess-notation': `${c.chess}
def to_chess(columns):
    n = len(columns)
    squares = []
    ${c.yourCode}
    return ' '.join(squares)


print(to_chess([0, 4, 7, 5, 2, 6, 1, 3]))
`,
	};
}

/** An exercise's Python starter, its comments in `locale`; undefined where Python is not offered. */
export function pythonStarter(id: string, locale: Locale = 'en'): string | undefined {
	if (!hasPythonStarter(id)) return undefined;
	return pythonStartersWith(startersIn(locale))[id];
}

/** An exercise's worked solution in Python, its comments in `locale`; undefined where there is none. */
export function pythonSolution(id: string, locale: Locale = 'en'): string | undefined {
	return pythonCountSolution(id, locale);
}
