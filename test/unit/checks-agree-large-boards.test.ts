import { describe, expect, test } from 'vitest';
import { CHECK_NAMES, type CheckName, type Checker } from '../../src/solver/board/index.ts';
import { createChecker } from '../../src/solver/checks/index.ts';
import type { CheckResult, Conflict } from '../../src/solver/events/index.ts';
import { LIMITS } from '../../src/solver/input/index.ts';
import { attackersAbove, isValidSolution, seededRandom } from './helpers.ts';

// Boards past 16, where the 2n − 1 diagonals of a direction no longer fit in 32 bits. Up to
// LIMITS.count.max, because countWithCheck accepts every check up to there.
const LARGE = [17, 18, 20, LIMITS.count.max];

/**
 * The queen a check should name, given every attacker from the rules (nearest row first). On a
 * board without conflicts each line holds at most one queen, so only the scanning order matters:
 * the formula check walks down from the top row, the upward one up from the nearest row, and the
 * grid scan, occupancy arrays and bit masks look at the column, then \, then /.
 */
function expectedConflict(check: CheckName, attackers: Conflict[]): Conflict | undefined {
	if (check === 'formula') return attackers.at(-1);
	if (check === 'formula-up') return attackers[0];
	const order = ['column', 'diagonal', 'antiDiagonal'];
	return [...attackers].sort((a, b) => order.indexOf(a.rule) - order.indexOf(b.rule))[0];
}

/** The verdict without its cost: safe, or the queen and line that refused. */
const verdict = (r: CheckResult) => ({ safe: r.safe, conflict: r.conflict });

/** All five checks on one n×n board, kept in step. */
function allChecks(n: number): Checker[] {
	return CHECK_NAMES.map((name) => createChecker(name, n));
}

/**
 * Asks every check about every square of row `columns.length` and lists each answer that differs
 * from the rules. Also reports whether a square on a diagonal numbered 32 or more was asked.
 */
function disagreements(checks: Checker[], columns: readonly number[]) {
	const n = checks[0]!.n;
	const row = columns.length;
	const wrong: string[] = [];
	let wide = false;
	for (let col = 0; col < n; col++) {
		// 0-based diagonal numbers, as seed 000 counts them from 1: row − col + n − 1 and row + col.
		if (row - col + n - 1 >= 32 || row + col >= 32) wide = true;
		const attackers = attackersAbove(columns, row, col);
		for (const check of checks) {
			const expected = expectedConflict(check.name, attackers);
			const got = verdict(check.isSafe(row, col));
			if (got.safe !== (attackers.length === 0) || !sameConflict(got.conflict, expected)) {
				wrong.push(
					`${check.name} on ${n}×${n}, queens ${columns.join(' ')}: row ${row}, col ${col} → ${JSON.stringify(got)}`,
				);
			}
		}
	}
	return { wrong, wide };
}

const sameConflict = (a: Conflict | undefined, b: Conflict | undefined) =>
	a?.rule === b?.rule && a?.queenRow === b?.queenRow && a?.queenCol === b?.queenCol;

describe('the 18×18 board of issue 7', () => {
	// 1-based columns of rows 1 to 17, found by a search and checked here by the rules: the queen
	// of row 1 stands in column 18, and row 18, column 3 completes an 18-queens solution.
	const ROWS_1_TO_17 = [18, 1, 4, 2, 8, 11, 13, 16, 5, 17, 15, 6, 10, 14, 7, 9, 12];
	const columns = ROWS_1_TO_17.map((c) => c - 1);

	test('the board is a solution once row 18 takes column 3 (checked by the rules alone)', () => {
		expect(isValidSolution([...columns, 2])).toBe(true);
	});

	test('every check finds row 18, column 3 the only safe square of row 18', () => {
		const checks = allChecks(18);
		columns.forEach((col, row) => checks.forEach((c) => c.place(row, col)));
		for (const check of checks) {
			const safe = Array.from({ length: 18 }, (_, col) => check.isSafe(17, col).safe);
			expect(
				safe.flatMap((s, col) => (s ? [col + 1] : [])),
				check.name,
			).toEqual([3]);
		}
		expect(disagreements(checks, columns).wrong).toEqual([]);
	});

	test('with only the row-1 queen in column 18, row 18, column 3 is safe for the bit masks', () => {
		// Row 18, column 3 lies on \ diagonal 17 − 2 + 17 = 32 (0-based); the queen on diagonal 0.
		// A 32-bit shift wraps 32 to 0, which once blamed a queen in column −15.
		const bitmask = createChecker('bitmask', 18);
		bitmask.place(0, 17);
		expect(bitmask.isSafe(17, 2)).toEqual({ safe: true, comparisons: 1 });
		// Row 18, column 1 is on the queen's / diagonal (0 + 17 = 17 + 0).
		expect(bitmask.isSafe(17, 0).conflict).toEqual({
			rule: 'antiDiagonal',
			queenRow: 0,
			queenCol: 17,
		});
	});
});

describe.each(LARGE)('n = %i', (n) => {
	// Grid scan, occupancy arrays and bit masks do not need the rows above to be full, so one
	// queen on any square can be asked about every square below it: every pair of lines.
	test('one queen anywhere: the checks that allow gaps agree with the rules on every square below', () => {
		const wrong: string[] = [];
		let asked = 0;
		for (const name of ['grid', 'occupancy', 'bitmask'] as const) {
			const check = createChecker(name, n);
			for (let qr = 0; qr < n - 1; qr++) {
				for (let qc = 0; qc < n; qc++) {
					check.place(qr, qc);
					for (let row = qr + 1; row < n; row++) {
						for (let col = 0; col < n; col++) {
							asked++;
							const queens = Array.from({ length: row }, (_, r) => (r === qr ? qc : -1));
							const expected = attackersAbove(queens, row, col).filter((a) => a.queenCol >= 0);
							const got = check.isSafe(row, col);
							if (
								got.safe !== (expected.length === 0) ||
								!sameConflict(got.conflict, expected[0])
							) {
								wrong.push(`${name}: queen ${qr},${qc}; square ${row},${col}`);
							}
						}
					}
					check.remove(qr, qc);
				}
			}
		}
		expect(wrong.slice(0, 5)).toEqual([]);
		// 3 checks × every (queen, square below) pair: 3 · n · n² · (n − 1) / 2.
		expect(asked).toBe((3 * n ** 3 * (n - 1)) / 2);
	});

	test.each([1, 2, 3])(
		'seeded random search %i: all five checks agree with the rules at every step',
		(seed) => {
			const random = seededRandom(n * 1000 + seed);
			const checks = allChecks(n);
			const columns: number[] = [];
			// For each row on the way down, the safe columns not tried yet, in a random order.
			const untried: number[][] = [];
			const wrong: string[] = [];
			let deepest = 0;
			let wideAsked = 0;
			const solutions: number[][] = [];
			const compare = () => {
				const found = disagreements(checks, columns);
				wrong.push(...found.wrong);
				if (found.wide) wideAsked++;
				deepest = Math.max(deepest, columns.length);
			};
			const descend = () => {
				compare();
				const row = columns.length;
				const safe = Array.from({ length: n }, (_, c) => c).filter(
					(c) => attackersAbove(columns, row, c).length === 0,
				);
				untried.push(shuffle(safe, random));
			};
			descend();
			for (let step = 0; step < 4000 && untried.length > 0; step++) {
				const next = untried.at(-1)!.pop();
				if (next === undefined) {
					// Dead end: retreat one row, and ask about that row again after the removal.
					untried.pop();
					const row = columns.length - 1;
					if (row < 0) break;
					checks.forEach((c) => c.remove(row, columns[row]!));
					columns.pop();
					compare();
					continue;
				}
				checks.forEach((c) => c.place(columns.length, next));
				columns.push(next);
				if (columns.length < n) {
					descend();
					continue;
				}
				// A solution: no row left to ask about. Note it, take the last queen off and go on.
				solutions.push([...columns]);
				checks.forEach((c) => c.remove(n - 1, next));
				columns.pop();
				compare();
			}
			expect(wrong.slice(0, 5)).toEqual([]);
			// The walk must have reached the bottom rows, where the diagonal numbers pass 31.
			expect(solutions.length).toBeGreaterThan(0);
			for (const s of solutions) expect(isValidSolution(s)).toBe(true);
			expect(deepest).toBe(n - 1);
			expect(wideAsked).toBeGreaterThan(0);
			// Taking the queens off one by one, from the bottom, every state is asked about again.
			while (columns.length > 0) {
				const row = columns.length - 1;
				checks.forEach((c) => c.remove(row, columns[row]!));
				columns.pop();
				expect(disagreements(checks, columns).wrong).toEqual([]);
			}
		},
	);
});

/** Fisher–Yates shuffle with the given random source. */
function shuffle<T>(items: T[], random: () => number): T[] {
	for (let i = items.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		[items[i], items[j]] = [items[j]!, items[i]!];
	}
	return items;
}
