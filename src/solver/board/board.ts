import type { CheckResult, Rule } from '../events/events.ts';

/** The names of the safety checks, from the naive grid scan to bit masks. */
export type CheckName = 'grid' | 'formula' | 'formula-up' | 'occupancy' | 'bitmask';

/** All check names, in the order the chapters introduce them. */
export const CHECK_NAMES: readonly CheckName[] = [
	'grid',
	'formula',
	'formula-up',
	'occupancy',
	'bitmask',
];

/**
 * A board that can answer "is this square safe?" for the next row. Each check keeps the
 * state it needs (a grid, a column list, occupancy arrays or masks) and updates it itself.
 */
export interface Checker {
	readonly name: CheckName;
	readonly n: number;
	/** Whether a queen at (row, col) would be attacked by a queen in an earlier row. */
	isSafe(row: number, col: number): CheckResult;
	place(row: number, col: number): void;
	remove(row: number, col: number): void;
}

/** The answer of a check that found an attacker: the rule, the queen, and the comparisons it took. */
export function refused(
	rule: Rule,
	queenRow: number,
	queenCol: number,
	comparisons: number,
): CheckResult {
	return { safe: false, comparisons, conflict: { rule, queenRow, queenCol } };
}

/** Which rule, if any, a queen at (qr, qc) attacks (row, col) along (a different square). */
export function lineBetween(qr: number, qc: number, row: number, col: number): Rule | undefined {
	// Row-by-row searches never ask about their own row; hand-placed boards (attacks.ts) do.
	if (qr === row) return 'row';
	if (qc === col) return 'column';
	if (qr - qc === row - col) return 'diagonal';
	if (qr + qc === row + col) return 'antiDiagonal';
	return undefined;
}
