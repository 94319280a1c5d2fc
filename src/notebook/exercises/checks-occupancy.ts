import { lineBetween } from '../../solver/board/index.ts';
import { RULE_WORDS } from '../../solver/search/index.ts';
import { knownCount } from '../../solver/count/index.ts';
import { describeQueens, fail, shown, type CheckKit, type ExerciseCheck } from './check-kit.ts';
import { sizesFrom, sizesLabel } from './check-sizes.ts';
import { fullSearchChecks } from './solver-facts.ts';
import { formatCount } from '../../solver/format/index.ts';

/*
 * Exercise 5's checks: createOccupancyCheck(n) returns { isSafe, place, remove }. First one queen
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
	const { value } = kit.callFresh(`for n = ${n}`, n);
	const check = value as Partial<OccupancyCheck> | null | undefined;
	const missing = (['isSafe', 'place', 'remove'] as const).filter(
		(name) => typeof check?.[name] !== 'function',
	);
	if (missing.length > 0) {
		return fail(
			`for n = ${n} you returned ${shown(value)}, which has no ${missing.join(', ')}; return { isSafe, place, remove }`,
		);
	}
	return check as OccupancyCheck;
}

/** "row 3, column 5" for the 0-based square. */
function square(row: number, col: number): string {
	return `row ${row + 1}, column ${col + 1}`;
}

/** The rules' answer for (row, col) under the queens `columns`: the first attacker, or undefined. */
function attacker(columns: readonly number[], row: number, col: number): string | undefined {
	for (let r = 0; r < row; r++) {
		const rule = lineBetween(r, columns[r]!, row, col);
		if (rule)
			return `the queen in ${square(r, columns[r]!)} attacks it along the ${RULE_WORDS[rule]}`;
	}
	return undefined;
}

/** The learner's answers agree with the rules on every square the search asks about. */
function rulesCheck(sizes: readonly number[]): ExerciseCheck {
	return {
		name: `every square the search asks about, ${sizesLabel(sizes)}`,
		run(kit) {
			let asked = 0;
			for (const n of sizes) {
				const check = create(kit, n);
				const label = `for n = ${n}`;
				const columns: number[] = [];
				const visit = (row: number): void => {
					if (row === n) return;
					for (let col = 0; col < n; col++) {
						const said = !!kit.attempt(label, () => check.isSafe(row, col));
						asked++;
						const why = attacker(columns, row, col);
						if (said !== !why) {
							fail(
								`${label}, with ${describeQueens(columns)}, your isSafe(${row}, ${col}) said ${said ? 'safe' : 'attacked'}, ` +
									`but ${why ?? `no queen attacks ${square(row, col)}`}`,
							);
						}
						if (why) continue;
						kit.attempt(label, () => check.place(row, col));
						columns.push(col);
						visit(row + 1);
						columns.pop();
						kit.attempt(label, () => check.remove(row, col));
					}
				};
				visit(0);
			}
			return `your isSafe answered ${formatCount(asked)} questions as the rules do`;
		},
	};
}

/**
 * One queen on an empty 8×8 board, and a square below it that only one line decides: its \
 * diagonal, its / diagonal (each one row away and three rows away), or neither. The last two
 * catch index formulas that fold two lines into one entry, such as |row − col| for \.
 */
const DIAGONAL_CASES = [
	[0, 3, 1, 4, '\\ diagonal'],
	[0, 3, 3, 6, '\\ diagonal'],
	[0, 3, 1, 2, '/ diagonal'],
	[0, 3, 3, 0, '/ diagonal'],
	[0, 3, 1, 0, undefined],
	[0, 3, 4, 1, undefined],
] as const;

/** Each diagonal decides on its own: a square attacked along it alone is refused, others are not. */
const diagonalsCheck: ExerciseCheck = {
	name: 'one queen: each diagonal on its own',
	run(kit) {
		for (const [qr, qc, row, col, line] of DIAGONAL_CASES) {
			const check = create(kit, 8);
			const label = `after place(${qr}, ${qc}) on an empty 8×8 board`;
			kit.attempt(label, () => check.place(qr, qc));
			const said = !!kit.attempt(label, () => check.isSafe(row, col));
			const start = `${label}, your isSafe(${row}, ${col}) said ${said ? 'safe' : 'attacked'}`;
			if (line && said) {
				fail(
					`your check misses the ${line}: place must mark it and isSafe look it up. ${start[0]!.toUpperCase()}${start.slice(1)}, but the queen in ${square(qr, qc)} attacks ${square(row, col)} along the ${line} alone`,
				);
			}
			if (!line && !said) {
				fail(
					`${start}, but ${square(row, col)} shares no column and no diagonal with the queen in ${square(qr, qc)}: check the index of each diagonal`,
				);
			}
		}
		return 'a queen’s \\ and / diagonals are each refused on their own, near and far, and squares off its lines are free';
	},
};

/** Taking a queen back clears its column and both diagonals (chapter 6's bug otherwise). */
const removeCheck: ExerciseCheck = {
	name: 'remove clears what place marked',
	run(kit) {
		// Each queen of row 0 must block the square below it on that line, and no longer once taken back.
		const cases = [
			[0, 0, 1, 0, 'column'],
			[0, 0, 1, 1, '\\ diagonal'],
			[0, 2, 1, 1, '/ diagonal'],
		] as const;
		for (const [qr, qc, row, col, line] of cases) {
			const check = create(kit, 8);
			const placed = `after place(${qr}, ${qc}) on an empty 8×8 board`;
			kit.attempt(placed, () => check.place(qr, qc));
			if (kit.attempt(placed, () => check.isSafe(row, col))) {
				fail(
					`your check misses the ${line}: place must mark that line before remove can clear it. After place(${qr}, ${qc}) on an empty 8×8 board, your isSafe(${row}, ${col}) said safe, but the queen attacks it along the ${line}`,
				);
			}
			const label = `after place(${qr}, ${qc}) and remove(${qr}, ${qc}) on an empty 8×8 board`;
			kit.attempt(label, () => check.remove(qr, qc));
			if (!kit.attempt(label, () => check.isSafe(row, col))) {
				fail(
					`${label}, your isSafe(${row}, ${col}) still said attacked: remove must clear the ${line} that place marked (the bug of chapter 6)`,
				);
			}
		}
		return 'a queen blocks its column and both diagonals, and no longer once taken back';
	},
};

/** The search driven by the learner's answers finds the published count with the usual checks. */
function searchCheck(n: number): ExerciseCheck {
	const expected = Number(knownCount(n)!);
	return {
		name: `n = ${n}: the search finds ${formatCount(expected)}`,
		run(kit) {
			const check = create(kit, n);
			const label = `for n = ${n}`;
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
						fail(
							`${label} the search with your check asked more than ${formatCount(10 * want)} questions; a correct check needs ${formatCount(want)}: it must be letting attacked squares through`,
						);
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
					`${label} the search with your check found ${formatCount(solutions)} solutions with ${formatCount(checks)} checks; every correct check finds ${formatCount(expected)} with ${formatCount(want)}`,
				);
			}
			return `${label} the search with your check found ${formatCount(expected)} solutions with ${formatCount(checks)} checks, like every other check`;
		},
	};
}

/** Exercise 5's checks. */
export const OCCUPANCY_CHECKS: readonly ExerciseCheck[] = [
	diagonalsCheck,
	removeCheck,
	rulesCheck(sizesFrom(1, 8)),
	searchCheck(8),
	rulesCheck([10]),
];
