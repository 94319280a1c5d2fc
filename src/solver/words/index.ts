export * from './describe.ts';
export * from './words-board.ts';
export * from './english.ts';
export * from './phrases.ts';
export * from './limit-reasons.ts';
