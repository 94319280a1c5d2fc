/** Running a cell: the box, the runner, the helpers in scope and what a run prints. */
export { ALLOWED_GLOBALS, isAllowedGlobal } from './cell-globals.ts';
export { formatValue } from './format-value.ts';
export { HELPER_DOCS, helperDocs, type CellHelpers, type HelperDoc } from './helpers.ts';
export type { OutputLine } from './output.ts';
export { runCell, runExercise, type CellError, type CellOptions, type CellRun } from './runner.ts';
export { stripTypes } from './strip-types.ts';
export type { BoardTrace } from './traced-board.ts';
