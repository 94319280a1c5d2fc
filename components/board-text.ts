import type { Attack, Position, Square } from '../src/solver/attacks.ts';
import { fileLetter } from '../src/solver/format.ts';
import type { Coordinates, Mark, MarkKind } from './board-types.ts';

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

/** "Row 3, column 5" (1-based words whatever the edge labels), plus "(e6)" with chess labels. */
export function squareWords(n: number, square: Square, coordinates: Coordinates = 'one'): string {
	const words = `Row ${square.row + 1}, column ${square.col + 1}`;
	return coordinates === 'chess' ? `${words} (${fileLetter(square.col)}${n - square.row})` : words;
}

/** Names one attacker by the coordinate its line does not fix: a row attack by column, others by row. */
function attackerWords({ queen, rule }: Attack): string {
	switch (rule) {
		case 'row':
			return `in column ${queen.col + 1} along the row`;
		case 'column':
			return `in row ${queen.row + 1} along the column`;
		case 'diagonal':
			return `in row ${queen.row + 1} along the \\ diagonal`;
		case 'antiDiagonal':
			return `in row ${queen.row + 1} along the / diagonal`;
	}
}

/** "attacked by the queen in row 1 along the column", or by several queens, joined with "and". */
export function attackWords(attacks: readonly Attack[]): string {
	if (attacks.length === 0) return 'not attacked';
	const parts = attacks.map(attackerWords);
	const list =
		parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
	return `attacked by the ${attacks.length === 1 ? 'queen' : 'queens'} ${list}`;
}

/** How marks read: "refused" or "highlighted: diagonal 3". */
export function markWords(marks: readonly Mark[]): string[] {
	return marks.map((m) => (m.label ? `${MARK_WORDS[m.kind]}: ${m.label}` : MARK_WORDS[m.kind]));
}

/** The accessible name of one square: where it is, what stands on it, who attacks it, its marks. */
export function cellName(options: {
	n: number;
	square: Square;
	queen: boolean;
	attacks: readonly Attack[];
	marks: readonly Mark[];
	coordinates?: Coordinates;
}): string {
	const { n, square, queen, attacks, marks, coordinates } = options;
	const parts = [squareWords(n, square, coordinates), queen ? 'queen' : 'empty'];
	if (attacks.length > 0) parts.push(attackWords(attacks));
	parts.push(...markWords(marks));
	return parts.join(', ');
}

/** How many queens stand in at least one attacking pair. */
export function conflictedCount(position: Position): number {
	return position.conflicted.flat().filter(Boolean).length;
}

/** "2 queens attack each other." or "No two queens attack each other." */
export function conflictSentence(position: Position): string {
	const count = conflictedCount(position);
	return count === 0 ? 'No two queens attack each other.' : `${count} queens attack each other.`;
}

/** The short status under the board: queens placed, conflicts, or "Solved!". */
export function statusText(position: Position): string {
	const { n, queens, solved } = position;
	if (solved) return `Solved! ${n} ${n === 1 ? 'queen' : 'queens'} and no two attack each other.`;
	const placed = `${queens.length} of ${n} queens placed.`;
	return queens.length === 0 ? placed : `${placed} ${conflictSentence(position)}`;
}

/** What the live region says after a queen is placed or removed. */
export function toggleAnnouncement(placed: boolean, square: Square, position: Position): string {
	const where = squareWords(position.n, square).replace('Row', 'row');
	const action = placed ? `Queen placed on ${where}.` : `Queen removed from ${where}.`;
	if (position.solved) return `${action} ${statusText(position)}`;
	return position.queens.length === 0
		? `${action} The board is empty.`
		: `${action} ${conflictSentence(position)}`;
}
