import type { CHAPTER_CELLS, ExerciseId } from '../exercises/index.ts';

/*
 * The cells this book has, by id: what an imported notebook file may name. Listed here, not read
 * from EXERCISES, so the toolbar does not ship the exercises' checks (and the solver under them);
 * the types below make the compiler insist on every id and no other, and
 * test/unit/notebook-storage.test.ts checks the lists against EXERCISES and CHAPTER_CELLS.
 */

/** The id of a chapter's free cell (chapter-cells.ts). */
type ChapterCellId = (typeof CHAPTER_CELLS)[keyof typeof CHAPTER_CELLS]['id'];

const EXERCISE_IDS: Record<ExerciseId, true> = {
	'first-solution': true,
	permutations: true,
	'count-12': true,
	'chess-notation': true,
	'occupancy-check': true,
	'count-13': true,
};

const CHAPTER_CELL_IDS: Record<ChapterCellId, true> = {
	'ch2-column-order': true,
	'ch3-array-to-board': true,
	'ch4-swap-the-check': true,
	'ch5-recursion-to-loop': true,
};

/** The exercises a pass may be recorded for. */
export const BOOK_EXERCISES: ReadonlySet<string> = new Set(Object.keys(EXERCISE_IDS));

/** Every cell whose code may be saved: the exercises' cells and the chapters' free cells. */
export const BOOK_CELLS: ReadonlySet<string> = new Set([
	...BOOK_EXERCISES,
	...Object.keys(CHAPTER_CELL_IDS),
]);
