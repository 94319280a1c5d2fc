import { fileLetter } from '#src/solver/format/index.ts';
import type { Coordinates, Mark, MarkKind } from './board-types.ts';

/*
 * What only the drawing needs: edge labels and how the board's own overlays are read out (the
 * words are the board catalog's, src/i18n/<locale>/board.ts). Every sentence about squares, queens and
 * attacks comes from the solver (src/solver/words/words-board.ts), in the catalog's phrases.
 */

/** How each mark kind is read out in a square's accessible name, and a mark with its label. */
export type MarkWords = Record<MarkKind, string> & {
	withLabel: (word: string, label: string) => string;
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

/** How marks read: "refused" or "highlighted: diagonal 3", in the words given. */
export function markWords(marks: readonly Mark[], words: MarkWords): string[] {
	return marks.map((m) => (m.label ? words.withLabel(words[m.kind], m.label) : words[m.kind]));
}
