export * from './format.ts';
export * from './numbers.ts';
