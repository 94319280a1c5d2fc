import type { CheckName } from '../board/board.ts';

/** One-line descriptions of each check, for menus and the CLI's help. */
export const CHECK_LABELS: Record<CheckName, string> = {
	grid: 'grid scan: walk the column and both upward diagonals of an n×n grid',
	formula: 'formula: compare with each earlier queen, top row first',
	'formula-up':
		'formula, nearest row first: compare with each earlier queen, the row just above first',
	occupancy: 'occupancy arrays: look up the column and both diagonals',
	bitmask: 'bit masks: one AND against three integers',
};
