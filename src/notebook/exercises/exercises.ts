import { exercisesIn } from '../../i18n/exercises.ts';
import type { Locale } from '../../i18n/locales.ts';
import { NQueensInputError } from '../../solver/input/index.ts';
import type { ExerciseCheck } from './check-kit.ts';
import { CHESS_CHECKS } from './checks-chess.ts';
import { OCCUPANCY_CHECKS } from './checks-occupancy.ts';
import { PERMUTATION_CHECKS } from './checks-permutations.ts';
import { CHALLENGE_FACTOR } from '../../solver/count/index.ts';
import { COUNT_13_CHECKS } from './checks-challenge.ts';
import { COUNT_CHECKS } from './checks-count.ts';
import { FIRST_SOLUTION_CHECKS } from './checks-first-solution.ts';
import { exerciseSolution, exerciseStarter, type ExerciseId } from './exercise-code.ts';

export type { ExerciseId };

/*
 * The exercises of chapter 8 as notebook cells: the code the learner starts from, the function the
 * hidden checks call, the hints (chapter 8's), the worked solution, and the checks themselves.
 * Titles and hints are src/i18n/<locale>/exercises.ts's, comments in the code src/i18n/<locale>/starters.ts's:
 * EXERCISES is in English, getExercise(id, locale) in any language.
 */

/** One exercise a learner edits, runs and gets checked. */
export interface Exercise {
	id: ExerciseId;
	title: string;
	/** The function the learner's code must define; the checks call it. */
	functionName: string;
	/** TypeScript the editor starts with. */
	starter: string;
	hints: readonly string[];
	/** TypeScript that passes every check. */
	solution: string;
	checks: readonly ExerciseCheck[];
	/** An open challenge, unnumbered: its checks also time the learner's code against the book's. */
	challenge: boolean;
	/** The language of its title, hints and comments. */
	locale: Locale;
}

/** What each exercise is, apart from its words: the function its checks call and the checks. */
const PARTS: readonly Pick<Exercise, 'id' | 'functionName' | 'checks' | 'challenge'>[] = [
	{
		id: 'first-solution',
		functionName: 'firstSolution',
		checks: FIRST_SOLUTION_CHECKS,
		challenge: false,
	},
	{
		id: 'permutations',
		functionName: 'permutationSolutions',
		checks: PERMUTATION_CHECKS,
		challenge: false,
	},
	{ id: 'count-12', functionName: 'countSolutions', checks: COUNT_CHECKS, challenge: false },
	{ id: 'chess-notation', functionName: 'toChess', checks: CHESS_CHECKS, challenge: false },
	{
		id: 'occupancy-check',
		functionName: 'createOccupancyCheck',
		checks: OCCUPANCY_CHECKS,
		challenge: false,
	},
	{ id: 'count-13', functionName: 'countSolutions', checks: COUNT_13_CHECKS, challenge: true },
];

/** Every exercise in one language, in the chapter's order, the open challenge last. */
export function localizedExercises(locale: Locale): readonly Exercise[] {
	const t = exercisesIn(locale).exercises;
	return PARTS.map((part) => {
		const hints = t.hints[part.id];
		return {
			...part,
			title: t.titles[part.id],
			hints: typeof hints === 'function' ? hints(CHALLENGE_FACTOR) : hints,
			starter: exerciseStarter(part.id, locale),
			solution: exerciseSolution(part.id, locale),
			locale,
		};
	});
}

/** Every exercise, in the chapter's order, the open challenge last (in English). */
export const EXERCISES: readonly Exercise[] = localizedExercises('en');

/**
 * The exercise as the page names it, in the exercise's language: "Exercise 2: every
 * permutation", "练习 2：所有排列", or the challenge's title.
 */
export function exerciseLabel(exercise: Exercise): string {
	const t = exercisesIn(exercise.locale).exercises;
	const title = t.titles[exercise.id];
	if (exercise.challenge) return title;
	const number = PARTS.filter((e) => !e.challenge).findIndex((e) => e.id === exercise.id) + 1;
	return t.label(number, title);
}

/**
 * The exercise with this id, its title, hints and code comments in `locale` (English unless
 * told; its checks write in the language the runner tells them); throws for an unknown id.
 */
export function getExercise(id: string, locale: Locale = 'en'): Exercise {
	const found = EXERCISES.find((exercise) => exercise.id === id);
	if (!found) {
		throw new NQueensInputError(
			'unknown-exercise',
			`Unknown exercise ${JSON.stringify(id)}; choose one of ${EXERCISES.map((e) => e.id).join(', ')}.`,
		);
	}
	return locale === 'en' ? found : localizedExercises(locale).find((e) => e.id === id)!;
}
