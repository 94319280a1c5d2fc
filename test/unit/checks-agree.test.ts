import { expect, test } from 'vitest';
import { backtrack, countWithCheck } from '../../src/solver/search/index.ts';
import { type SearchEvent } from '../../src/solver/events/index.ts';
import { CHECK_NAMES } from '../../src/solver/board/index.ts';
import { createChecker } from '../../src/solver/checks/index.ts';

/** The checks' verdicts without their costs: which squares were refused, and why. */
const verdicts = (events: SearchEvent[]) =>
	events.map((e) => (e.type === 'check' ? { ...e, comparisons: 0 } : e));

test.each([4, 6, 8])('n = %i: every check accepts and refuses the same squares', (n) => {
	const reference = [...backtrack({ n, check: 'formula' })].filter((e) => e.type !== 'done');
	for (const check of CHECK_NAMES) {
		const events = [...backtrack({ n, check })].filter((e) => e.type !== 'done');
		expect(events.map((e) => (e.type === 'check' ? e.safe : e.type))).toEqual(
			reference.map((e) => (e.type === 'check' ? e.safe : e.type)),
		);
	}
});

// Event streams stop at n = 16 (LIMITS.search); the quiet count goes on to 27, and past 16 the
// diagonal masks need more than 32 bits. One refusal too many or too few changes these counters
// (the 32-bit masks' wrap-around changed them at n = 19 and 21, issue 7).
test.each([17, 18, 19, 21])(
	'n = %i, up to the first solution: every check asks, places and removes the same',
	(n) => {
		const [reference, ...others] = CHECK_NAMES.map((check) => {
			const { comparisons: _cost, ...counters } = countWithCheck({ n, check, first: true });
			return counters;
		});
		expect(reference!.solutions).toBe(1);
		for (const counters of others) expect(counters).toEqual(reference);
	},
);

test.each([5, 8])(
	'n = %i: occupancy arrays and bit masks blame the same queen on the same line',
	(n) => {
		const occupancy = verdicts([...backtrack({ n, check: 'occupancy' })].slice(0, -1));
		const bitmask = verdicts([...backtrack({ n, check: 'bitmask' })].slice(0, -1));
		expect(bitmask).toEqual(occupancy);
	},
);

test('every refusal names a real queen that attacks the square along the named line', () => {
	for (const check of CHECK_NAMES) {
		let refusals = 0;
		const queens = new Map<number, number>();
		for (const e of backtrack({ n: 7, check })) {
			if (e.type === 'place') queens.set(e.row, e.col);
			if (e.type === 'remove') queens.delete(e.row);
			if (e.type === 'check' && !e.safe) {
				refusals++;
				const { rule, queenRow, queenCol } = e.conflict!;
				expect(queens.get(queenRow)).toBe(queenCol);
				if (rule === 'column') expect(queenCol).toBe(e.col);
				if (rule === 'diagonal') expect(queenCol - queenRow).toBe(e.col - e.row);
				if (rule === 'antiDiagonal') expect(queenCol + queenRow).toBe(e.col + e.row);
			}
		}
		expect(refusals, check).toBeGreaterThan(0);
	}
});

/** The rule itself, with no check's machinery: a square is safe when no queen shares its column or a diagonal. */
const attackedByAny = (queens: [number, number][], row: number, col: number) =>
	queens.some(([r, c]) => c === col || Math.abs(r - row) === Math.abs(c - col));

// Past 16 the diagonal masks outgrow 32 bits (issue 7: on 18 × 18 a queen in row 1, column 18 made
// the bit-mask check refuse row 18, column 3). The checks answer for the row after the filled ones,
// as the search asks them; here every prefix of one scattered board, every square of the next row.
// Its first queen is in the last column, so on 18 × 18 that very square is among those asked.
test.each([17, 18, 20, 27])(
	'n = %i: every check answers every square of the next row as the rule does',
	(n) => {
		// Distinct columns in a scattered order (7 is coprime with each n here).
		const queens = Array.from(
			{ length: n - 1 },
			(_, r) => [r, (r * 7 + n - 1) % n] as [number, number],
		);
		for (const check of CHECK_NAMES) {
			const board = createChecker(check, n);
			for (let row = 0; row < n; row++) {
				for (let col = 0; col < n; col++)
					expect(board.isSafe(row, col).safe, `${check}: row ${row}, column ${col}`).toBe(
						!attackedByAny(queens.slice(0, row), row, col),
					);
				if (row < n - 1) board.place(...queens[row]!);
			}
		}
	},
);
