/** The exercises and chapter cells: starters, worked solutions and the hidden checks. */
export { CHAPTER_CELLS, chapterCell, type ChapterCell } from './chapter-cells.ts';
export { type CheckOutcome } from './check-kit.ts';
export { EXERCISES, exerciseLabel, getExercise } from './exercises.ts';
export { pythonHints, pythonSolution, pythonStarter } from './python-code.ts';
export { pythonChapterCell } from './python-chapter-cells.ts';
