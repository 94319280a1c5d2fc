/** Running a cell: the box, the runner, the helpers in scope and what a run prints. */
export { JS_BUILT_INS } from './cell-globals.ts';
export { helperDocs } from './helpers.ts';
export type { OutputLine } from './output.ts';
export type { CellError } from './runner.ts';
export { stripTypes } from './strip-types.ts';
export { unpackEvents, type PackedTrace } from './packed-trace.ts';
