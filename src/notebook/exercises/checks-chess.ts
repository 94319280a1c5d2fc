import { formatChess } from '../../solver/format/index.ts';
import { defineCheck, fail, shown, type CheckKit, type ExerciseCheck } from './check-kit.ts';
import { firstSolutionOf } from './solver-facts.ts';

/*
 * Exercise 4's checks: the queens in chess notation, file by file from a, rank n at the top row,
 * as the QBASIC article's program prints them and the solver's formatChess writes them. The usual
 * slips (listing by row, counting ranks from the bottom, an array of squares) get their own
 * sentence, before the answer itself.
 */

/** The board read bottom up: what a learner gets who numbers ranks r + 1 instead of n − r. */
function flipped(columns: readonly number[]): number[] {
	return [...columns].reverse();
}

/** Exercise 4: toChess(columns) names the queens file by file, as the QBASIC article prints them. */
function chessCheck(n: number): ExerciseCheck {
	return defineCheck(
		(t) => t.chess.name(n),
		(kit: CheckKit) => {
			const { t, locale, language, code } = kit;
			const columns = firstSolutionOf(n).columns!;
			const expected = formatChess(columns);
			const label = t.chess.forColumns(shown(columns, locale, language));
			const { value } = kit.call(label, [...columns]);
			const yours = shown(value, locale, language);
			if (typeof value !== 'string') {
				return fail(t.chess.notAString(label, Array.isArray(value), yours, code));
			}
			const squares = value.trim().split(/\s+/);
			if (squares.join(' ') === expected) return t.chess.right(label, expected);
			const byRow = columns.map(
				(col, row) => String.fromCharCode(97 + col) + (columns.length - row),
			);
			if (squares.join(' ') === byRow.join(' ')) return fail(t.chess.byRow(label, yours));
			if (squares.join(' ') === formatChess(flipped(columns))) {
				return fail(t.chess.fromTheBottom(label, columns.length, yours));
			}
			if ([...squares].sort().join(' ') === expected.split(' ').sort().join(' ')) {
				return fail(t.chess.otherOrder(label, expected, yours));
			}
			return fail(t.chess.wrong(label, expected, yours));
		},
	);
}

/** Exercise 4's checks: the first solutions of 4, 8 and 10 queens, smallest first. */
export const CHESS_CHECKS: readonly ExerciseCheck[] = [4, 8, 10].map(chessCheck);
