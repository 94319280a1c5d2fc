/** DiagonalExplorer's words in English (the board's own are the board area's): the shape of every language's. */
const en = {
	/** Between a label and its note, set side by side: a space in English, none in Chinese. */
	space: ' ',
	title: 'Diagonal explorer',
	size: 'Board size',
	/** A board size in the size menu: "8 × 8". */
	sizeOption: (n: number) => `${n} × ${n}`,
	countFrom: 'Count rows and columns from',
	label: (n: number) => `${n} by ${n} board: point at, tap or focus a square to see its diagonals`,
	/** Before the formula's result, with article: "An 8 × 8 board has 2n − 1 = 2 × 8 − 1 =". */
	countBefore: (sizeWithArticle: string, n: number) =>
		`${sizeWithArticle} × ${n} board has 2n − 1 = 2 × ${n} − 1 = `,
	countAfter: (from: number, to: number) => ` diagonals each way, numbered ${from} to ${to}.`,
	square: 'Chosen square',
	/** While a moving mouse previews the square under it instead of the chosen one. */
	pointedAt: 'Pointed at',
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
};

export default en;

/** DiagonalExplorer's words, in any language. */
export type DiagonalsMessages = typeof en;
