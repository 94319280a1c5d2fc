import { exercisesIn } from '../../i18n/exercises.ts';
import type { StartersMessages } from '../../i18n/en/starters.ts';
import { startersIn } from '../../i18n/starters.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { ExerciseId } from './exercise-code.ts';
import { quoted } from './printed-text.ts';
import { CHALLENGE_FACTOR } from '../../solver/count/index.ts';
import { PYTHON_LAST_N, PYTHON_TIMED_N } from './python-count-checks.ts';
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
 * The worked solutions (pythonSolution) are the TypeScript ones in Python, shown by a cell
 * written in Python; their comments are src/i18n/<locale>/starters.ts's `pythonSolutions`.
 *
 * Exercise 5 asks JavaScript for createOccupancyCheck(n), a function returning an object of
 * methods; Python writes it as a class, OccupancyCheck(n), with is_safe, place and remove
 * methods, which the checks call across the bridge (python-run.ts).
 *
 * Exercise 3 (counting) and the challenge are in python-count-code.ts: Python is too slow for
 * their JavaScript sizes (a plain search with is_safe took 40 s for 12 queens, four times the
 * cell's time limit), so their Python checks count smaller boards (python-count-checks.ts).
 */

/** The exercises a cell may do in Python. */
const PYTHON_EXERCISES: readonly ExerciseId[] = [
	'first-solution',
	'permutations',
	'chess-notation',
	'occupancy-check',
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
		'occupancy-check': `${c.occupancy}
class OccupancyCheck:
    def __init__(self, n):
        self.n = n
        self.cols = [False] * n
        ${c.occupancyHere}

    def is_safe(self, row, col):
        return not self.cols[col]

    def place(self, row, col):
        self.cols[col] = True

    def remove(self, row, col):
        self.cols[col] = False


check = OccupancyCheck(8)
check.place(0, 0)
print(check.is_safe(1, 1))  ${c.occupancyExample}
`,
	};
}

/** The Python worked solutions, per exercise, with the comments `c` and the printed words `p`. */
function pythonSolutionsWith({
	pythonSolutions: c,
	prints: p,
}: StartersMessages): Partial<Record<ExerciseId, string>> {
	return {
		'first-solution': `def first_solution(n):
    columns = []

    ${c.firstSolutionFilled}
    def place_row(row):
        if row == n:
            return True
        for col in range(n):
            if is_safe(columns, row, col):
                columns.append(col)
                if place_row(row + 1):
                    return True  ${c.firstSolutionFound}
                columns.pop()
        return False

    return columns if place_row(0) else None


print_board(first_solution(8))
`,
		permutations: `from itertools import permutations


def permutation_solutions(n):
    candidates = 0
    solutions = []
    for columns in permutations(range(n)):  ${c.permutationsAll}
        candidates += 1
        ${c.permutationsDiagonals}
        if all(is_safe(columns, row, columns[row]) for row in range(n)):
            solutions.append(list(columns))
    return {'candidates': candidates, 'solutions': solutions}


result = permutation_solutions(8)
print(result['candidates'], ${quoted(p.permutations)}, len(result['solutions']), ${quoted(p.solutions)})
`,
		'chess-notation': `def to_chess(columns):
    n = len(columns)
    squares = []
    for file in range(n):
        row = columns.index(file)  ${c.chessRow}
        squares.append(chr(ord('a') + file) + str(n - row))
    return ' '.join(squares)


print(to_chess([0, 4, 7, 5, 2, 6, 1, 3]))
`,
		'occupancy-check': `class OccupancyCheck:
    def __init__(self, n):
        self.n = n
        self.cols = [False] * n
        self.down = [False] * (2 * n - 1)  ${c.occupancyDown}
        self.up = [False] * (2 * n - 1)  ${c.occupancyUp}

    def is_safe(self, row, col):
        return not (self.cols[col] or self.down[row - col + self.n - 1] or self.up[row + col])

    def _mark(self, row, col, value):
        self.cols[col] = value
        self.down[row - col + self.n - 1] = value
        self.up[row + col] = value

    def place(self, row, col):
        self._mark(row, col, True)

    def remove(self, row, col):
        self._mark(row, col, False)


check = OccupancyCheck(8)
check.place(0, 0)
print(check.is_safe(1, 1))
`,
	};
}

/** An exercise's Python worked solution, its comments in `locale`; undefined where Python is not offered. */
export function pythonSolution(id: string, locale: Locale = 'en'): string | undefined {
	if (!hasPythonStarter(id)) return undefined;
	return pythonSolutionsWith(startersIn(locale))[id] ?? pythonCountSolution(id, locale);
}

/** An exercise's Python starter, its comments in `locale`; undefined where Python is not offered. */
export function pythonStarter(id: string, locale: Locale = 'en'): string | undefined {
	if (!hasPythonStarter(id)) return undefined;
	return pythonStartersWith(startersIn(locale))[id];
}

/**
 * An exercise's hints for a cell written in Python, in `locale` (src/i18n/<locale>/exercises.ts,
 * `pythonHints`: Python's names where the JavaScript hints name JavaScript's); undefined where
 * Python is not offered.
 */
export function pythonHints(id: string, locale: Locale = 'en'): readonly string[] | undefined {
	if (!hasPythonStarter(id)) return undefined;
	const hints = exercisesIn(locale).exercises.pythonHints;
	// Exercise 3's and the challenge's hints give the sizes their Python checks count.
	if (id === 'count-12') return hints[id](PYTHON_TIMED_N);
	if (id === 'count-13') return hints[id](CHALLENGE_FACTOR, PYTHON_TIMED_N, PYTHON_LAST_N);
	return hints[id];
}
