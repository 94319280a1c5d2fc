import { expect, test } from 'vitest';
import { backtrack, countWithCheck } from '../../src/solver/search.ts';
import { CHECK_NAMES } from '../../src/solver/board.ts';
import type { SearchEvent } from '../../src/solver/events.ts';

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
