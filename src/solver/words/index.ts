export * from './describe.ts';
export * from './words-board.ts';
export * from './grammar.ts';
