/**
 * Keeping a learner's edits and passes in this browser, and the notebook's export file. Above
 * exercises/ (it knows the book's cells by their ids). A page takes what it names: the cells'
 * bundle holds no file checks (notebook-file.ts) nor the Jupyter format (jupyter.ts), which only
 * the toolbar uses.
 */
export * from './notebook-file.ts';
export { exportJupyter } from './jupyter.ts';
export * from './storage.ts';
export { MAX_LEARNER_CHARS, loadLearner, saveLearner } from './learner.ts';
