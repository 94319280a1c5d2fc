export * from './demos.ts';
export * from './phrases.ts';
export * from './english.ts';
