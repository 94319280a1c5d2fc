export * from './recipes.ts';
export * from './phrases.ts';
export * from './english.ts';
