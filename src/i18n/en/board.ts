/**
 * The words of every board (Board) in English: the shape of every language's. PlayBoard's and
 * DiagonalExplorer's own words are their areas' (play-board, diagonals), loaded only where they are.
 * The solver's sentences about squares, queens and attacks are the words area's (src/i18n/words/).
 */
const en = {
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
};

export default en;

/** The boards' words, in any language. */
export type BoardMessages = typeof en;
