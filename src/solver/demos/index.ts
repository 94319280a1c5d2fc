export * from './demos.ts';
export * from './demo-phrases.ts';
export * from './demo-english.ts';
