/**
 * The exercises and chapter cells: starters, worked solutions, the hidden checks and the kit that
 * runs them. Above runtime/ (the kit prints values as a cell does); below the worker and Python's
 * box, which run a learner's code and then these checks.
 */
export { CHAPTER_CELLS, chapterCell, type ChapterCell } from './chapter-cells.ts';
export { runChecks, summarise, type CheckOutcome } from './check-kit.ts';
export { fromPythonData } from './answer-words.ts';
export {
	EXERCISES,
	exerciseLabel,
	getExercise,
	type Exercise,
	type ExerciseId,
} from './exercises.ts';
export { luaHints, luaSolution, luaStarter } from './lua-code.ts';
export { luaChapterCell } from './lua-chapter-cells.ts';
export { pythonHints, pythonSolution, pythonStarter } from './python-code.ts';
export { pythonChapterCell } from './python-chapter-cells.ts';
export { pythonChecksFor } from './python-count-checks.ts';
