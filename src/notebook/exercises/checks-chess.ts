import { formatChess } from '../../solver/format/index.ts';
import { defineCheck, fail, shown, type CheckKit, type ExerciseCheck } from './check-kit.ts';
import type { MistakeId } from './mistakes.ts';
import { firstSolutionOf } from './solver-facts.ts';

/*
 * Exercise 4's checks: the queens in chess notation, file by file from a, rank n at the top row,
 * as the QBASIC article's program prints them and the solver's formatChess writes them. The usual
 * slips (listing by row, ranks counted from the top or from 0, files a letter off, files and
 * ranks swapped, an array of squares) get their own sentence, before the answer itself.
 */

/** The letter of file c: a for 0 (one before a for −1, still a character). */
function letter(c: number): string {
	return String.fromCharCode(97 + c);
}

/** A slip of the notation: how it names the square (r, c) of an n×n board. */
type Naming = (n: number, r: number, c: number) => string;

/** The slips whose squares, in any order, tell the mistake, in the order they are looked for. */
const SLIPS: readonly [Exclude<MistakeId, 'by-row'>, Naming][] = [
	['ranks-from-the-top', (_n, r, c) => letter(c) + (r + 1)],
	['ranks-from-zero', (n, r, c) => letter(c) + (n - r - 1)],
	['files-shifted', (n, r, c) => letter(c + 1) + (n - r)],
	['files-shifted', (n, r, c) => letter(c - 1) + (n - r)],
	['files-and-ranks-swapped', (n, r, c) => letter(r) + (n - c)],
	['files-and-ranks-swapped', (_n, r, c) => letter(r) + (c + 1)],
];

/** The squares of `columns` as `naming` names them, sorted: what a slip gives in any order. */
function squaresBy(columns: readonly number[], naming: Naming): string {
	return columns
		.map((c, r) => naming(columns.length, r, c))
		.sort()
		.join(' ');
}

/** The slips whose squares are the learner's `squares` (sorted) for `columns`. */
function slipsOf(columns: readonly number[], squares: string): MistakeId[] {
	return SLIPS.filter(([, naming]) => squaresBy(columns, naming) === squares).map(([id]) => id);
}

/** The learner's squares for `columns`, sorted, or undefined when not a string or it threw. */
function sortedAnswer(kit: CheckKit, columns: readonly number[]): string | undefined {
	try {
		const { value } = kit.call(kit.t.chess.forColumns(shown(columns, kit.locale, kit.language)), [
			...columns,
		]);
		return typeof value === 'string' ? value.trim().split(/\s+/).sort().join(' ') : undefined;
	} catch {
		return undefined;
	}
}

/** Exercise 4: toChess(columns) names the queens file by file, as the QBASIC article prints them. */
function chessCheck(n: number, others: readonly number[]): ExerciseCheck {
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
				const text = t.chess.notAString(label, Array.isArray(value), yours, code);
				return fail(text, 'chess-not-a-string');
			}
			const squares = value.trim().split(/\s+/);
			if (squares.join(' ') === expected) return t.chess.right(label, expected);
			const byRow = columns.map((col, row) => letter(col) + (columns.length - row));
			if (squares.join(' ') === byRow.join(' ')) return fail(t.chess.byRow(label, yours), 'by-row');
			const sorted = [...squares].sort().join(' ');
			if (sorted === expected.split(' ').sort().join(' ')) {
				return fail(t.chess.otherOrder(label, expected, yours), 'other-order');
			}
			let slips = slipsOf(columns, sorted);
			// On a small board two slips can give the same squares: the learner's answers for the
			// other boards of the exercise tell them apart.
			for (const size of others) {
				if (new Set(slips).size < 2) break;
				const board = firstSolutionOf(size).columns!;
				const theirs = sortedAnswer(kit, board);
				const there = theirs === undefined ? [] : slipsOf(board, theirs);
				if (slips.some((slip) => there.includes(slip))) {
					slips = slips.filter((slip) => there.includes(slip));
				}
			}
			const words: Partial<Record<MistakeId, () => string>> = {
				'ranks-from-the-top': () => t.chess.fromTheTop(label, n, yours),
				'ranks-from-zero': () => t.chess.fromZero(label, n, yours),
				'files-shifted': () => t.chess.filesShifted(label, yours, code),
				'files-and-ranks-swapped': () => t.chess.swapped(label, yours),
			};
			const slip = slips[0];
			if (slip) return fail(words[slip]!(), slip);
			return fail(t.chess.wrong(label, expected, yours), 'wrong-squares');
		},
	);
}

/** The boards exercise 4 is checked on: the first solutions of 4, 8 and 10 queens. */
const SIZES = [4, 8, 10];

/** Exercise 4's checks: the first solutions of 4, 8 and 10 queens, smallest first. */
export const CHESS_CHECKS: readonly ExerciseCheck[] = SIZES.map((n) =>
	chessCheck(
		n,
		SIZES.filter((size) => size !== n),
	),
);
