/*
 * The notebook: code cells a learner edits, runs and gets checked. Its parts, each with a public
 * face of its own:
 * - runtime/: running a cell's code in a box (ses) with the helpers, and what it printed;
 * - exercises/: the exercises and chapter cells, their starters, solutions and hidden checks;
 * - storage/: saving edits and passes in this browser, and the export/import file;
 * - worker/: the cell worker (cell.worker.ts, an entry of its own), the page's pool of them, and
 *   its twin in Node for tests and benchmarks (node-cells.ts, Node only);
 * - the messages between a cell and its worker are src/jobs/cell.ts, beside the other jobs'.
 * The Svelte side is src/notebook/cell/.
 */
export * from './exercises/index.ts';
export * from './runtime/index.ts';
export * from './storage/index.ts';
