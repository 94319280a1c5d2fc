/*
 * The helpers a cell's code can call (components/cell/run-learner.ts defines them), as the cell
 * lists them above its code. Kept apart so the page imports only this table.
 */

/** The helpers a cell's code can call, with what they do (listed above the editor). */
export const CELL_HELPERS = [
	{
		name: 'isSafe(columns, row, col)',
		description:
			'whether no queen in columns[0 … row − 1] attacks (row, col); every call is counted',
	},
	{
		name: 'printBoard(columns)',
		description: 'prints the board with a queen in column columns[r] of each row r',
	},
	{
		name: 'board.start(n)',
		description: 'a fresh traced n × n board; its moves can be replayed on the board after the run',
	},
	{ name: 'board.isSafe(row, col)', description: 'the traced board’s safety check (recorded)' },
	{
		name: 'board.place(row, col) / board.remove(row, col)',
		description: 'put down or take back a queen (recorded)',
	},
	{ name: 'board.solution()', description: 'records the queens now on the board as a solution' },
] as const;
