export * from './search.ts';
export * from './flat-search.ts';
export * from './permutations.ts';
export * from './search-tree.ts';
export * from './next-step.ts';
export * from './landmarks.ts';
