import { fileLetter } from '../../src/solver/format/index.ts';
import type { Coordinates, Mark, MarkKind } from './board-types.ts';

/*
 * What only the drawing needs: edge labels and the words of the board's own overlays. Every
 * sentence about squares, queens and attacks comes from the solver (src/solver/words/words-board.ts).
 */

/** How each mark kind is read out in a square's accessible name. */
export const MARK_WORDS: Record<MarkKind, string> = {
	try: 'being tried',
	safe: 'safe',
	refused: 'refused',
	attacker: 'attacking queen',
	highlight: 'highlighted',
	highlight2: 'highlighted (second set)',
	stale: 'from an earlier step',
};

/** The edge label of a row (top row first) and of a column, in the chosen coordinates. */
export function edgeLabels(
	n: number,
	coordinates: Coordinates,
): { rows: string[]; cols: string[] } {
	const range = Array.from({ length: n }, (_, i) => i);
	if (coordinates === 'chess')
		return { rows: range.map((r) => String(n - r)), cols: range.map(fileLetter) };
	const base = coordinates === 'zero' ? 0 : 1;
	return { rows: range.map((r) => String(r + base)), cols: range.map((c) => String(c + base)) };
}

/** How marks read: "refused" or "highlighted: diagonal 3". */
export function markWords(marks: readonly Mark[]): string[] {
	return marks.map((m) => (m.label ? `${MARK_WORDS[m.kind]}: ${m.label}` : MARK_WORDS[m.kind]));
}
