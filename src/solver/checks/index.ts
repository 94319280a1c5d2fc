export * from './checks.ts';
export * from './checkers.ts';
export * from './occupancy.ts';
export * from './bitmask.ts';
export * from './labels.ts';
export * from './bit-operations.ts';
