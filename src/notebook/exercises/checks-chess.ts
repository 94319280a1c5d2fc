import { formatChess } from '../../solver/format/index.ts';
import { fail, shown, type CheckKit, type ExerciseCheck } from './check-kit.ts';
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
	return {
		name: `n = ${n}: the first solution in chess notation`,
		run(kit: CheckKit) {
			const columns = firstSolutionOf(n).columns!;
			const expected = formatChess(columns);
			const label = `for ${shown(columns)}`;
			const { value } = kit.call(label, [...columns]);
			if (typeof value !== 'string') {
				const what = Array.isArray(value) ? 'an array' : `${shown(value)}`;
				return fail(
					`${label} you returned ${what}, not a string: return the squares as one string, joined by spaces, like "a8 b2". Your answer: ${shown(value)}`,
				);
			}
			const squares = value.trim().split(/\s+/);
			if (squares.join(' ') === expected) return `${label} you returned "${expected}"`;
			const yours = `. Your answer: ${shown(value)}`;
			const byRow = columns.map(
				(col, row) => String.fromCharCode(97 + col) + (columns.length - row),
			);
			if (squares.join(' ') === byRow.join(' ')) {
				return fail(
					`${label} your squares are right, but listed row by row: the QBASIC article's program lists them file by file, from a${yours}`,
				);
			}
			if (squares.join(' ') === formatChess(flipped(columns))) {
				return fail(
					`${label} your ranks count from the bottom: the top row is rank ${columns.length}, so row r (from 0) is rank n − r${yours}`,
				);
			}
			if ([...squares].sort().join(' ') === expected.split(' ').sort().join(' ')) {
				return fail(
					`${label} your squares are right, but in another order: list them file by file, ${expected}${yours}`,
				);
			}
			return fail(`${label} the chess squares are "${expected}"${yours}`);
		},
	};
}

/** Exercise 4's checks: the first solutions of 4, 8 and 10 queens, smallest first. */
export const CHESS_CHECKS: readonly ExerciseCheck[] = [4, 8, 10].map(chessCheck);
