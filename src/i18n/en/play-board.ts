import { ENGLISH_BACKTRACK_PHRASES } from '../../solver/search/index.ts';

/** PlayBoard's words in English (the board's own are the board area's): the shape of every language's. */
const en = {
	/** What backtracking would do after a dead end, in the solver's words. */
	backtrack: ENGLISH_BACKTRACK_PHRASES,
	size: 'Board size',
	sizeOption: (n: number) => `${n} × ${n}`,
	clear: 'Clear',
	cleared: 'Board cleared.',
	newBoard: (n: number) => `New empty ${n} by ${n} board.`,
	label: (n: number) => `${n} by ${n} board to play on`,
	/** After `columns`: what the array shows. */
	arrayIntro: ' (index and value from 0, as the code stores them):',
	arrayTwoInRow: '? marks a row with two queens: an array cannot store it.',
	/** Rows (1-based, top first) with no safe square on an n×n board. */
	deadEnd: (rows: readonly number[], n: number) => {
		const which =
			rows.length === 1
				? `Row ${rows[0]} has no safe square`
				: `Rows ${rows.slice(0, -1).join(', ')} and ${rows.at(-1)} have no safe square`;
		const squares =
			rows.length === 1
				? `Every one of its ${n} squares is attacked`
				: `Every one of the ${n} squares in each of them is attacked`;
		return `Dead end: ${which}. ${squares}, so this board cannot be finished without moving a queen.`;
	},
	whatNext: 'What would backtracking do next?',
};

export default en;

/** PlayBoard's words, in any language. */
export type PlayBoardMessages = typeof en;
