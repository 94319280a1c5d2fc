export * from './describe.ts';
export * from './words-board.ts';
export * from './limit-reasons.ts';

// Kept for src/i18n/exercises/en.ts until issue 26 restructures the catalogs: the number grammar
// lives in ../format/ (parse.ts needs it, and format sits below words); new code imports it there.
export { countOf, withArticle } from '../format/grammar.ts';
