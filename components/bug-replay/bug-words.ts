import type { BugSummary, BuggyVariant, StaleKind } from '../../src/solver/bugs/index.ts';
import { describeConflict, describeSquare } from '../../src/solver/words/index.ts';

/*
 * The bug replay's words: the four versions of seed 002's program, what each does on the way back,
 * its loop as plain pseudocode, and what the moment it goes wrong means (from the solver's analysis).
 */

/** The four versions by name, as the picker shows them. */
export const NAMES: Record<BuggyVariant, string> = {
	'no-undo': 'First try: never undo',
	'half-fix': 'Half fix: replace within a row',
	'clear-on-exit': 'Clear the row when its loop ends',
	fixed: 'Also clear after printing',
};
/** What each version does (or forgets) when the search comes back up. */
export const ON_THE_WAY_BACK: Record<BuggyVariant, string> = {
	'no-undo':
		'On the way back it does nothing: a queen, once put down, is never picked up. Its check also looks along the row, so when the search comes back to a row, that row’s own queen refuses every square after it.',
	'half-fix':
		'Inside a row, a second safe square now replaces the row’s first queen. But when a row runs out of columns, its last queen stays where it is, and the rows above trip over it as they try their next columns.',
	'clear-on-exit':
		'When a row runs out of columns, its queen is lifted before going back. But the last row returns straight after printing, without lifting its queen, so after the first board one queen stays in the last row for good.',
	fixed:
		'Every queen that goes down comes back up: when its row runs out of columns, and right after a board is printed.',
};

/** The variant's loop as plain pseudocode; `missing` lines are what it forgets to do. */
export interface CodeLine {
	text: string;
	depth: number;
	/** The event type this line produces, to mark it as the replay passes. */
	at?: 'try' | 'check' | 'replace' | 'place' | 'solution' | 'after-print' | 'exit';
	missing?: boolean;
}
export function codeFor(v: BuggyVariant): CodeLine[] {
	const replaces = v !== 'no-undo';
	const clearsOnExit = v === 'clear-on-exit' || v === 'fixed';
	return [
		{ text: 'visit(row):', depth: 0 },
		{ text: `for each column, left to right:`, depth: 1, at: 'try' },
		{
			text:
				v === 'no-undo'
					? 'skip it if a queen stands on its row, column or a diagonal'
					: 'skip it if a queen stands on its column or a diagonal',
			depth: 2,
			at: 'check',
		},
		replaces
			? { text: 'if this row already has a queen, lift it', depth: 2, at: 'replace' }
			: { text: '(a queen already in this row is not lifted)', depth: 2, missing: true },
		{ text: 'put a queen on this square', depth: 2, at: 'place' },
		{ text: 'if this is the last row:', depth: 2 },
		{ text: 'print the board', depth: 3, at: 'solution' },
		v === 'fixed'
			? { text: 'lift this row’s queen', depth: 3, at: 'after-print' }
			: { text: '(the queen just printed is not lifted)', depth: 3, missing: true },
		{ text: 'return', depth: 3 },
		{ text: 'visit(row + 1)', depth: 2 },
		clearsOnExit
			? { text: 'lift this row’s queen, then return', depth: 1, at: 'exit' }
			: { text: '(return, leaving this row’s queen on the board)', depth: 1, missing: true },
	];
}
/** Where the queen of the first stale refusal comes from, and why it is still there. */
const WHY: Record<StaleKind, string> = {
	'own-row':
		'That queen is this row’s own. The search has come back to this row from a dead end below and wants to move the queen one column right, but the old queen was never lifted, so the row check refuses the rest of the row (and the same happens in every row above).',
	'after-print':
		'That queen stands in the last row. It completed the first board, which was printed; then the function returned without lifting it. It now blocks every later board, so the program prints just one.',
	'row-below':
		'That queen stands in a row below the one being filled. The search has already come back up from that row, so its queen should be gone; it was left behind and now blocks the rows above.',
};

/** What the jump lands on, in words: the refusal, where its queen comes from, what it costs. */
export function explain(r: BugSummary): string {
	const shows = r.firstStale;
	if (!shows) {
		return `Nothing goes wrong in this version: it puts down ${r.stats.placements} queens and lifts ${r.stats.removals}, so no square is ever refused by a queen that should be gone.`;
	}
	const { refusal } = shows;
	const here = `Here ${describeSquare(refusal.row, refusal.col)} is refused: ${describeConflict(refusal.conflict)}. ${WHY[shows.kind]}`;
	const parts = r.firstWrong;
	if (!parts) return here;
	if (parts.index === shows.index) {
		return `${here} No queen that belongs on the board attacks this square: the correct program would put a queen here.`;
	}
	const square = describeSquare(parts.refusal.row, parts.refusal.col);
	const steps = parts.index - shows.index;
	return `${here} This square is attacked anyway, but ${steps} steps later ${square} is refused by the same mistake, and no queen that belongs on the board attacks it: the correct program would put a queen there.`;
}
