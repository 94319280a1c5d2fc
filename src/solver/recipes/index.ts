export * from './recipes.ts';
