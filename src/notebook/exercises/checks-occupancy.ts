import type { ExercisesMessages } from '../../i18n/en/exercises.ts';
import { lineBetween } from '../../solver/board/index.ts';
import { knownCount } from '../../solver/count/index.ts';
import { defineCheck, fail, shown, type CheckKit, type ExerciseCheck } from './check-kit.ts';
import { sizesFrom, sizesIn } from './check-sizes.ts';
import { fullSearchChecks } from './solver-facts.ts';
import { formatCount } from '../../solver/format/index.ts';

/*
 * Exercise 5's checks: createOccupancyCheck(n) returns { isSafe, place, remove } (in Python,
 * OccupancyCheck(n) gives an object with is_safe, place and remove methods, python-run.ts). First one queen
 * and squares that one diagonal alone decides, \ and / apart; then place and remove; then its
 * answers are compared square by square with the rules (board.ts) on every square a row-by-row
 * search asks about, on boards from 1×1 to 8×8; then the search driven by its answers must find
 * the published count for 8 with the same number of checks as every other check; last, the
 * rules again on 10×10. Small boards come first, so a slow check reports them before a large one.
 */

/** The learner's check object. */
interface OccupancyCheck {
	isSafe(row: number, col: number): unknown;
	place(row: number, col: number): unknown;
	remove(row: number, col: number): unknown;
}

/** A fresh check object for n, or a failure saying what came back instead. */
function create(kit: CheckKit, n: number): OccupancyCheck {
	const label = kit.t.common.forN(n);
	const { value } = kit.callFresh(label, n);
	const check = value as Partial<OccupancyCheck> | null | undefined;
	const missing = (['isSafe', 'place', 'remove'] as const).filter(
		(name) => typeof check?.[name] !== 'function',
	);
	if (missing.length > 0 && kit.language === 'python') {
		// A Python answer is an OccupancyCheck(n), whose methods are named in snake_case.
		const names = missing.map((name) => (name === 'isSafe' ? kit.code.isSafe : name));
		return fail(kit.t.occupancy.missingPython(label, names), 'missing-methods');
	}
	if (missing.length > 0) {
		const yours = shown(value, kit.locale, kit.language);
		return fail(kit.t.occupancy.missing(label, yours, missing), 'missing-methods');
	}
	return check as OccupancyCheck;
}

/**
 * "(2, 4)": a square as the learner's calls name it (place(row, col), isSafe(row, col)), counted
 * from 0, so a message never names one square two ways ("isSafe(1, 1) … row 1, column 1").
 */
function square(t: ExercisesMessages, row: number, col: number): string {
	return t.occupancy.at(row, col);
}

/** The rules' answer for (row, col) under the queens `columns`: the first attacker, or undefined. */
function attacker(
	t: ExercisesMessages,
	columns: readonly number[],
	row: number,
	col: number,
): string | undefined {
	for (let r = 0; r < row; r++) {
		const rule = lineBetween(r, columns[r]!, row, col);
		if (rule) return t.occupancy.attacker(square(t, r, columns[r]!), t.common.rules[rule]);
	}
	return undefined;
}

/**
 * The line of a queen taken back, at (qr, qc), that (row, col) lies on (a column or a diagonal,
 * what an occupancy check marks), or undefined.
 */
function lineThrough(qr: number, qc: number, row: number, col: number): Rule | undefined {
	if (qc === col) return 'column';
	if (qr - qc === row - col) return 'diagonal';
	if (qr + qc === row + col) return 'antiDiagonal';
	return undefined;
}

/** The lines a queen attacks along, as the rules name them. */
type Rule = 'column' | 'diagonal' | 'antiDiagonal';

/** What an isSafe answer says, in words: "safe" or "attacked". */
function saying(t: ExercisesMessages, said: boolean): string {
	return said ? t.common.safe : t.common.attacked;
}

/**
 * The queen taken back that still blocks (row, col), when a fresh check object holding only the
 * queens of `columns` finds the square safe: then what blocks it is left over from a remove, and
 * the latest queen taken back whose line runs through the square is named.
 */
function stale(
	kit: CheckKit,
	n: number,
	columns: readonly number[],
	removed: readonly [number, number][],
	row: number,
	col: number,
): [number, number] | undefined {
	const ghost = removed.find(([qr, qc]) => lineThrough(qr, qc, row, col));
	if (!ghost) return undefined;
	const label = kit.t.common.forN(n);
	const fresh = create(kit, n);
	columns.forEach((c, r) => kit.attempt(label, () => fresh.place(r, c)));
	return kit.attempt(label, () => fresh.isSafe(row, col)) ? ghost : undefined;
}

/** The learner's answers agree with the rules on every square the search asks about. */
function rulesCheck(sizes: readonly number[]): ExerciseCheck {
	return defineCheck(
		(t) => t.occupancy.rulesName(sizesIn(t, sizes)),
		(kit) => {
			const { t, code } = kit;
			let asked = 0;
			for (const n of sizes) {
				const check = create(kit, n);
				const label = t.common.forN(n);
				const columns: number[] = [];
				// The queens taken back so far, latest first: one may still block a square.
				const removed: [number, number][] = [];
				const visit = (row: number): void => {
					if (row === n) return;
					for (let col = 0; col < n; col++) {
						const said = !!kit.attempt(label, () => check.isSafe(row, col));
						asked++;
						const why = attacker(t, columns, row, col);
						if (said !== !why) {
							const queens = t.occupancy.queensAt(columns.map((col, r) => square(t, r, col)));
							const call = `${code.isSafe}(${row}, ${col})`;
							const ghost = why ? undefined : stale(kit, n, columns, removed, row, col);
							if (ghost) {
								const line = t.common.rules[lineThrough(ghost[0], ghost[1], row, col)!];
								const [at, from] = [square(t, row, col), square(t, ...ghost)];
								fail(
									t.occupancy.stillBlocked(label, queens, call, at, from, line),
									'still-blocked',
								);
							}
							fail(
								t.occupancy.disagrees(
									label,
									queens,
									call,
									saying(t, said),
									why,
									square(t, row, col),
								),
								'disagrees',
							);
						}
						if (why) continue;
						kit.attempt(label, () => check.place(row, col));
						columns.push(col);
						visit(row + 1);
						columns.pop();
						kit.attempt(label, () => check.remove(row, col));
						removed.unshift([row, col]);
					}
				};
				visit(0);
			}
			return t.occupancy.rulesAgree(formatCount(asked), code);
		},
	);
}

/**
 * One queen on an empty 8×8 board, and a square below it that only one line decides: its \
 * diagonal, its / diagonal (each one row away and three rows away), or neither. The last two
 * catch index formulas that fold two lines into one entry, such as |row − col| for \.
 */
const DIAGONAL_CASES = [
	[0, 3, 1, 4, 'diagonal'],
	[0, 3, 3, 6, 'diagonal'],
	[0, 3, 1, 2, 'antiDiagonal'],
	[0, 3, 3, 0, 'antiDiagonal'],
	[0, 3, 1, 0, undefined],
	[0, 3, 4, 1, undefined],
] as const;

/** Each diagonal decides on its own: a square attacked along it alone is refused, others are not. */
const diagonalsCheck: ExerciseCheck = defineCheck(
	(t) => t.occupancy.diagonalsName,
	(kit) => {
		const { t, code } = kit;
		for (const [qr, qc, row, col, rule] of DIAGONAL_CASES) {
			const check = create(kit, 8);
			const label = t.occupancy.afterPlace(qr, qc);
			kit.attempt(label, () => check.place(qr, qc));
			const said = !!kit.attempt(label, () => check.isSafe(row, col));
			const start = t.occupancy.said(label, `${code.isSafe}(${row}, ${col})`, saying(t, said));
			if (rule && said) {
				const line = t.common.rules[rule];
				const [queen, at] = [square(t, qr, qc), square(t, row, col)];
				fail(t.occupancy.missesLine(line, start, queen, at, code), 'misses-line');
			}
			if (!rule && !said) {
				fail(
					t.occupancy.offItsLines(start, square(t, row, col), square(t, qr, qc)),
					'off-its-lines',
				);
			}
		}
		return t.occupancy.diagonalsRight;
	},
);

/** Taking a queen back clears its column and both diagonals (chapter 6's bug otherwise). */
const removeCheck: ExerciseCheck = defineCheck(
	(t) => t.occupancy.removeName,
	(kit) => {
		const { t, code } = kit;
		// Each queen of row 0 must block the square below it on that line, and no longer once taken back.
		const cases = [
			[0, 0, 1, 0, 'column'],
			[0, 0, 1, 1, 'diagonal'],
			[0, 2, 1, 1, 'antiDiagonal'],
		] as const;
		for (const [qr, qc, row, col, rule] of cases) {
			const line = t.common.rules[rule];
			const call = `${code.isSafe}(${row}, ${col})`;
			const check = create(kit, 8);
			const placed = t.occupancy.afterPlace(qr, qc);
			kit.attempt(placed, () => check.place(qr, qc));
			if (kit.attempt(placed, () => check.isSafe(row, col))) {
				fail(t.occupancy.notMarked(line, qr, qc, call), 'not-marked');
			}
			const label = t.occupancy.afterRemove(qr, qc);
			kit.attempt(label, () => check.remove(qr, qc));
			if (!kit.attempt(label, () => check.isSafe(row, col))) {
				fail(t.occupancy.notCleared(label, call, line), 'not-cleared');
			}
		}
		return t.occupancy.removeRight;
	},
);

/** The search driven by the learner's answers finds the published count with the usual checks. */
function searchCheck(n: number): ExerciseCheck {
	const expected = Number(knownCount(n)!);
	return defineCheck(
		(t) => t.occupancy.searchName(n, formatCount(expected)),
		(kit) => {
			const { t } = kit;
			const check = create(kit, n);
			const label = t.common.forN(n);
			let solutions = 0;
			let checks = 0;
			const want = fullSearchChecks(n);
			const visit = (row: number): void => {
				if (row === n) {
					solutions++;
					return;
				}
				for (let col = 0; col < n; col++) {
					checks++;
					// A check that lets attacked squares through can make the search explode: stop it.
					if (checks > 10 * want) {
						const most = formatCount(10 * want);
						fail(t.occupancy.runaway(label, most, formatCount(want)), 'runaway');
					}
					if (!kit.attempt(label, () => check.isSafe(row, col))) continue;
					kit.attempt(label, () => check.place(row, col));
					visit(row + 1);
					kit.attempt(label, () => check.remove(row, col));
				}
			};
			visit(0);
			if (solutions !== expected || checks !== want) {
				return fail(
					t.occupancy.searchWrong(
						label,
						formatCount(solutions),
						formatCount(checks),
						formatCount(expected),
						formatCount(want),
					),
					'search-wrong',
				);
			}
			return t.occupancy.searchRight(label, formatCount(expected), formatCount(checks));
		},
	);
}

/** Exercise 5's checks. */
export const OCCUPANCY_CHECKS: readonly ExerciseCheck[] = [
	diagonalsCheck,
	removeCheck,
	rulesCheck(sizesFrom(1, 8)),
	searchCheck(8),
	rulesCheck([10]),
];
