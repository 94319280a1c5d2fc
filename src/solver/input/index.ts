export * from './errors.ts';
export * from './limits.ts';
export * from './limit-reasons.ts';
