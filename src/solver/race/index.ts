export * from './race.ts';
export * from './race-stats.ts';
export * from './race-verdict.ts';
