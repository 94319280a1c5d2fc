export * from './board.ts';
export * from './attacks.ts';
export * from './diagonals.ts';
export * from './symmetry.ts';
