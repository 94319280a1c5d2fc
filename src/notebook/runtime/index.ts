/**
 * Running a cell: the box, the runner, the helpers in scope and what a run prints. The notebook's
 * lowest folder: it imports no other notebook folder. Every other folder reaches it here; a page
 * takes only what it names (the build drops the rest: src/notebook/ is free of side effects).
 */
export { LOCKDOWN_OPTIONS } from './box.ts';
export { JS_BUILT_INS } from './cell-globals.ts';
export { cutErrorText, formatValue } from './format-value.ts';
export {
	createHelpers,
	freshCounts,
	helperDocs,
	recordCall,
	type AskedSquare,
	type HelperCounts,
} from './helpers.ts';
export {
	boundedBoard,
	boundedPosition,
	boundedRun,
	boundedText,
	RETURNED_CHARS,
	wholeNumber,
} from './hostile.ts';
export { currentLearnerLine } from './learner-line.ts';
export { createOutput, type OutputCaps, type OutputLine, type OutputStream } from './output.ts';
export { packTrace, unpackEvents, type PackedTrace } from './packed-trace.ts';
export {
	runCell,
	runCellFor,
	type CellError,
	type CellOptions,
	type CellRun,
	type LearnerFunction,
} from './runner.ts';
export { capMarks, excessMarks, MARKS_PER_CHARACTER, pieceMarks } from './stacked-marks.ts';
export { stripTypes } from './strip-types.ts';
export { createTracedBoard, type BoardTrace, type TracedBoard } from './traced-board.ts';
