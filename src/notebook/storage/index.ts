/**
 * Keeping a learner's edits and passes in this browser, and the notebook's export file. A page's
 * cells import storage.ts alone: the file checks (notebook-file.ts) ship only with the toolbar.
 */
export * from './notebook-file.ts';
export * from './storage.ts';
