import { ENGLISH_BACKTRACK_PHRASES } from '../../solver/search/next-step.ts';

/**
 * The boards' words in English (Board, PlayBoard, DiagonalExplorer): the shape of every language's.
 * The solver's sentences about squares, queens and attacks are the words area's (src/i18n/words/).
 */
const en = {
	/** What backtracking would do after a dead end, in the solver's words. */
	backtrack: ENGLISH_BACKTRACK_PHRASES,
	/** How each overlay is read out in a square's accessible name. */
	marks: {
		try: 'being tried',
		safe: 'safe',
		refused: 'refused',
		attacker: 'attacking queen',
		highlight: 'highlighted',
		highlight2: 'highlighted (second set)',
		stale: 'from an earlier step',
		/** A mark with its visible label: "highlighted: diagonal 3". */
		withLabel: (word: string, label: string) => `${word}: ${label}`,
	},
	board: {
		/** The grid's default accessible name. */
		label: (n: number) => `${n} by ${n} board`,
		hint: 'Click a square, or move with the arrow keys and press Enter, to place or remove a queen.',
	},
	play: {
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
			return `Dead end: ${which}. Every one of ${rows.length === 1 ? 'its' : 'their'} ${n} squares is attacked, so this board cannot be finished without moving a queen.`;
		},
		whatNext: 'What would backtracking do next?',
	},
	explorer: {
		title: 'Diagonal explorer',
		size: 'Board size',
		countFrom: 'Count rows and columns from',
		label: (n: number) =>
			`${n} by ${n} board: point at, tap or focus a square to see its diagonals`,
		/** Before the formula's result, with article: "An 8 × 8 board has 2n − 1 = 2 × 8 − 1 =". */
		countBefore: (sizeWithArticle: string, n: number) =>
			`${sizeWithArticle} × ${n} board has 2n − 1 = 2 × ${n} − 1 = `,
		countAfter: (from: number, to: number) => ` diagonals each way, numbered ${from} to ${to}.`,
		square: 'Square',
		rowColumn: (row: number, col: number) => `row r = ${row}, column c = ${col}`,
		main: '\\ diagonal',
		anti: '/ diagonal',
		length: (count: number) => `(${count} ${count === 1 ? 'square' : 'squares'})`,
		prompt: 'Point at, tap or focus a square (Tab, then the arrow keys) to see its diagonals.',
		legend: [
			'Legend: squares on the same ',
			'\\ diagonal',
			' (top left to bottom right) are ',
			'dotted',
			'; squares on the same ',
			'/ diagonal',
			' (bottom left to top right) are ',
			'striped',
			'; the chosen square, on both, has both patterns.',
		],
		summary: (row: number, col: number, main: number, anti: number, zero: boolean) =>
			`Row ${row}, column ${col}: \\ diagonal ${main}, / diagonal ${anti}` +
			(zero ? ' (counting from 0)' : ''),
	},
};

export default en;

/** The boards' words, in any language. */
export type BoardMessages = typeof en;
