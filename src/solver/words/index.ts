export * from './describe.ts';
export * from './words-board.ts';
export * from './grammar.ts';
export * from './english.ts';
export * from './phrases.ts';
