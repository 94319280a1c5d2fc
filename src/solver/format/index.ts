export * from './format.ts';
export * from './numbers.ts';
export * from './parse.ts';
export * from './formats.ts';
export * from './grammar.ts';
