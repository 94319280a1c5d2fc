import type { Square } from '#src/solver/board/index.ts';

/** A square, 0-based (row 0 at the top): the solver's own type, shared by every widget. */
export type { Square };

/** What an overlay on a square means; each kind has its own shape or glyph, never colour alone. */
export type MarkKind =
	'try' | 'safe' | 'refused' | 'attacker' | 'highlight' | 'highlight2' | 'stale';

/** An overlay another widget puts on a square (a trace step, a highlighted diagonal). */
export interface Mark {
	row: number;
	col: number;
	kind: MarkKind;
	/** Short visible text on the square (e.g. a diagonal index), also read out in its name. */
	label?: string;
}

/** Edge labels: chess files and ranks, 0-based or 1-based numbers, or none. */
export type Coordinates = 'chess' | 'zero' | 'one' | 'none';
