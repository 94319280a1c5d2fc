export * from './buggy.ts';
export * from './buggy-analysis.ts';
