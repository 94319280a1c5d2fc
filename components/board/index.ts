/*
 * The board's face for other widgets: the shapes its props take (board-types.ts). The components
 * (Board.svelte, PlayBoard.svelte) are imported by path.
 */
export type * from './board-types.ts';
