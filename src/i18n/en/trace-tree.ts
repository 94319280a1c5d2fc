/**
 * The words of the trace player's drawn search tree (src/widgets/trace/TraceTreeDrawing.svelte),
 * apart from the player's catalog: the drawing is fetched only when its panel comes into view,
 * and its words with it.
 */
const en = {
	/** The drawing's region: `owner` is the player's name. */
	label: (owner: string) => `Search tree, ${owner}`,
	noPath: 'none',
	whole: (step: string, queens: string, refused: string, path: string) =>
		`Search tree after step ${step}: ${queens} queens placed, ${refused} squares refused (pruned branches). Queens standing, top row first, in columns ${path}.`,
	folded: (step: string, path: string) =>
		`Search tree folded to the current path after step ${step}: queens in columns ${path}, with the queens placed and squares refused in each row so far.`,
	/** A refused square's title; `rule` and `byRow` when its attacker is known. */
	refusedNode: (col: number, rule: string, byRow: number) =>
		`Column ${col} refused${rule ? `: ${rule} of the queen in row ${byRow}` : ''}`,
	rowCounts: (row: number, placed: string, refused: string) =>
		`row ${row}: ${placed} placed, ${refused} ✕ refused`,
	rowSoFar: (row: number, refused: number) => `row ${row}: ${refused} ✕ here so far`,
	captionWhole:
		'Drawn whole: ● a queen (its column), ✕ a refused square (pruned branch, dashed), thick line and filled circles the queens standing now, ✓ a solution, a dashed circle a queen taken back.',
	captionFolded:
		'Folded to the current path (the whole tree is too big to draw): ● the queens standing, and per row the queens placed and squares refused so far; ✕ the squares refused in the row being tried.',
};

export default en;

/** The drawn search tree's words, in any language. */
export type TraceTreeMessages = typeof en;
