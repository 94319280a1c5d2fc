/** The exercises and chapter cells: starters, worked solutions and the hidden checks. */
export {
	CHAPTER_CELLS,
	chapterCell,
	type ChapterCell,
	type ChapterCellName,
} from './chapter-cells.ts';
export { type CheckOutcome } from './check-kit.ts';
export {
	EXERCISES,
	exerciseLabel,
	getExercise,
	localizedExercises,
	type Exercise,
	type ExerciseId,
} from './exercises.ts';
