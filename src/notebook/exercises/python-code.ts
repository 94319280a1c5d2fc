import { exercisesIn } from '../../i18n/exercises.ts';
import type { StartersMessages } from '../../i18n/en/starters.ts';
import { startersIn } from '../../i18n/starters.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { ExerciseId } from './exercise-code.ts';
import { quoted } from './printed-text.ts';
import { CHALLENGE_FACTOR, PYTHON_LAST_N, PYTHON_TIMED_N } from '../../solver/count/index.ts';
import {
	PYTHON_COUNT_EXERCISES,
	pythonCountSolution,
	pythonCountStarters,
} from './python-count-code.ts';
import { fillSlots } from './python-slots.ts';
import firstSolutionStarter from './python/starters/first-solution.py?raw';
import permutationsStarter from './python/starters/permutations.py?raw';
import chessStarter from './python/starters/chess-notation.py?raw';
import occupancyStarter from './python/starters/occupancy-check.py?raw';
import firstSolutionSolution from './python/solutions/first-solution.py?raw';
import permutationsSolution from './python/solutions/permutations.py?raw';
import chessSolution from './python/solutions/chess-notation.py?raw';
import occupancySolution from './python/solutions/occupancy-check.py?raw';

/*
 * The Python starters of the exercises a Python cell can do (issue 30): the same exercise as the
 * TypeScript starter, in idiomatic Python (is_safe, print_board, snake_case names, lists), each a
 * .py file in python/starters/ whose slots (python-slots.ts) take its comments in the page's
 * language (src/i18n/<locale>/starters.ts, `python`). The hidden checks are the JavaScript ones,
 * called with the learner's Python function (python-run.ts).
 *
 * The worked solutions (pythonSolution, python/solutions/) are the TypeScript ones in Python,
 * shown by a cell written in Python; their comments are src/i18n/<locale>/starters.ts's
 * `pythonSolutions`.
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
		'first-solution': fillSlots(firstSolutionStarter, {
			intro: c.firstSolution,
			printed: quoted(p.firstSolution),
		}),
		permutations: fillSlots(permutationsStarter, {
			intro: c.permutations,
			yourCode: c.yourCode,
			permutations: quoted(p.permutations),
			solutions: quoted(p.solutions),
		}),
		'chess-notation': fillSlots(chessStarter, { intro: c.chess, yourCode: c.yourCode }),
		'occupancy-check': fillSlots(occupancyStarter, {
			intro: c.occupancy,
			here: c.occupancyHere,
			example: c.occupancyExample,
		}),
	};
}

/** The Python worked solutions, per exercise, with the comments `c` and the printed words `p`. */
function pythonSolutionsWith({
	pythonSolutions: c,
	prints: p,
}: StartersMessages): Partial<Record<ExerciseId, string>> {
	return {
		'first-solution': fillSlots(firstSolutionSolution, {
			filled: c.firstSolutionFilled,
			found: c.firstSolutionFound,
		}),
		permutations: fillSlots(permutationsSolution, {
			all: c.permutationsAll,
			diagonals: c.permutationsDiagonals,
			permutations: quoted(p.permutations),
			solutions: quoted(p.solutions),
		}),
		'chess-notation': fillSlots(chessSolution, { row: c.chessRow }),
		'occupancy-check': fillSlots(occupancySolution, { down: c.occupancyDown, up: c.occupancyUp }),
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
