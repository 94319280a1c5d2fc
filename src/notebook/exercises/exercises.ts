import { NQueensInputError } from '../../solver/input/index.ts';
import type { ExerciseCheck } from './check-kit.ts';
import { CHESS_CHECKS } from './checks-chess.ts';
import { OCCUPANCY_CHECKS } from './checks-occupancy.ts';
import { PERMUTATION_CHECKS } from './checks-permutations.ts';
import { CHALLENGE_FACTOR, COUNT_13_CHECKS } from './checks-challenge.ts';
import { COUNT_CHECKS } from './checks-count.ts';
import { FIRST_SOLUTION_CHECKS } from './checks-first-solution.ts';
import { SOLUTIONS, STARTERS, type ExerciseId } from './exercise-code.ts';

export type { ExerciseId };

/*
 * The exercises of chapter 8 as notebook cells: the code the learner starts from, the function the
 * hidden checks call, the hints (chapter 8's), the worked solution, and the checks themselves.
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
}

/** Every exercise, in the chapter's order, the open challenge last. */
export const EXERCISES: readonly Exercise[] = [
	{
		id: 'first-solution',
		title: 'Stop at the first solution',
		functionName: 'firstSolution',
		hints: [
			'The search knows it has a solution in exactly one place: when the row number reaches n. That is where the stopping starts.',
			'Returning from the innermost call is not enough: the calls above it are still inside their loops. Let each call say whether it found a solution, and return straight away, without taking the queen back, when the call below did.',
			'The checks count your calls of isSafe, on boards of 4 to 10 queens: stopping at the first solution takes exactly as many as the search makes to get there, trying the columns from 0 up in every row; no fewer, and no more.',
		],
		checks: FIRST_SOLUTION_CHECKS,
		challenge: false,
		starter: STARTERS['first-solution'],
		solution: SOLUTIONS['first-solution'],
	},
	{
		id: 'permutations',
		title: 'Every permutation',
		functionName: 'permutationSolutions',
		hints: [
			'Start from 0, 1, …, n − 1 in order. A function that rearranges an array into the next permutation in dictionary order gives you all n! of them, each exactly once.',
			'Rows and columns are already distinct in a permutation, so only the diagonals need testing. Or reuse isSafe row by row, stopping at the first clash.',
			'Count the permutations you generate. The checks try every board from 1 to 8 queens, and count your calls of isSafe to compare them with backtracking’s.',
		],
		checks: PERMUTATION_CHECKS,
		challenge: false,
		starter: STARTERS.permutations,
		solution: SOLUTIONS.permutations,
	},
	{
		id: 'count-12',
		title: 'Count 12 queens',
		functionName: 'countSolutions',
		hints: [
			'You have everything already: run the full search and, where it would print a board, add one to a counter instead.',
			'Leave the printing out: 14,200 boards of 12 lines each would be 170,400 lines of output.',
			'To go faster, make each check cheaper (occupancy arrays or bit masks, chapter 4). Every check answers the same questions, so the search itself does not shrink.',
			'The checks try every board from 1 to 8 queens, then 10 and 12, and time your count of 12 beside the book’s own search: a count written in from a table answers far too quickly to be a search.',
		],
		checks: COUNT_CHECKS,
		challenge: false,
		starter: STARTERS['count-12'],
		solution: SOLUTIONS['count-12'],
	},
	{
		id: 'chess-notation',
		title: 'Chess notation',
		functionName: 'toChess',
		hints: [
			'Counting rows and columns from 0, with row 0 at the top, square (r, c) is file `a` + c and rank n − r.',
			'The list runs by file, not by row. Loop over the files; for each one, find the row whose queen stands in that column.',
			'String.fromCharCode(97 + c) is the letter of file c: 97 is the code of a.',
		],
		checks: CHESS_CHECKS,
		challenge: false,
		starter: STARTERS['chess-notation'],
		solution: SOLUTIONS['chess-notation'],
	},
	{
		id: 'occupancy-check',
		title: 'The occupancy-array check',
		functionName: 'createOccupancyCheck',
		hints: [
			'An n × n board has n columns and 2n − 1 diagonals each way. Counting from 0, square (r, c) lies on \\ diagonal r − c + n − 1 and on / diagonal r + c.',
			'Placing writes three entries and removing clears the same three. Forget the clearing and you get the bug of chapter 6: squares stay blocked by queens that are gone.',
			'The checks start with one queen and squares that only its \\ diagonal, or only its / diagonal, attacks. Then they compare your answers with the rules on every square a search asks about, and run the full search for 8 queens with your check: 92 solutions, 15,720 checks.',
		],
		checks: OCCUPANCY_CHECKS,
		challenge: false,
		starter: STARTERS['occupancy-check'],
		solution: SOLUTIONS['occupancy-check'],
	},
	{
		id: 'count-13',
		title: 'Challenge: count 13 queens in time',
		functionName: 'countSolutions',
		hints: [
			`The search of exercise 3 is right; it only has to get faster. The checks count 1 to 13 queens, then time your countSolutions(12) beside the book’s plain search (a scan of the rows above, as isSafe does) in this page, on your device: at least ${CHALLENGE_FACTOR} times as fast passes, on a slow phone or a fast laptop alike.`,
			'isSafe walks all the rows above. Occupancy arrays (exercise 5) answer with three look-ups, which about doubles the speed; bit masks answer with one AND and find every free square of a row at once, which is what gets past the bar.',
			'With bit masks, the free squares of a whole row are one number: all & ~(cols | down | up). Take its lowest bit (free & -free) for the next queen, and shift the diagonal masks by one for the row below.',
		],
		checks: COUNT_13_CHECKS,
		challenge: true,
		starter: STARTERS['count-13'],
		solution: SOLUTIONS['count-13'],
	},
];

/** The exercise as the page names it: "Exercise 2: every permutation", or the challenge's title. */
export function exerciseLabel(exercise: Exercise): string {
	if (exercise.challenge) return exercise.title;
	const number = EXERCISES.filter((e) => !e.challenge).indexOf(exercise) + 1;
	return `Exercise ${number}: ${exercise.title.charAt(0).toLowerCase()}${exercise.title.slice(1)}`;
}

/** The exercise with this id; throws a readable error for an unknown one. */
export function getExercise(id: string): Exercise {
	const found = EXERCISES.find((exercise) => exercise.id === id);
	if (!found) {
		throw new NQueensInputError(
			'unknown-exercise',
			`Unknown exercise ${JSON.stringify(id)}; choose one of ${EXERCISES.map((e) => e.id).join(', ')}.`,
		);
	}
	return found;
}
