import { CHECK_NAMES, type Checker, type CheckName } from '../board/board.ts';
import { createFormulaChecker, createFormulaUpChecker, createGridChecker } from './checks.ts';
import { createOccupancyChecker } from './occupancy.ts';
import { createBitmaskChecker } from './bitmask.ts';
import { NQueensInputError } from '../input/errors.ts';

const FACTORIES: Record<CheckName, (n: number) => Checker> = {
	grid: createGridChecker,
	formula: createFormulaChecker,
	'formula-up': createFormulaUpChecker,
	occupancy: createOccupancyChecker,
	bitmask: createBitmaskChecker,
};

/** Whether a string names a check. */
export function isCheckName(name: unknown): name is CheckName {
	return typeof name === 'string' && (CHECK_NAMES as readonly string[]).includes(name);
}

/** A fresh, empty board for the named check. */
export function createChecker(name: CheckName, n: number): Checker {
	if (!isCheckName(name)) {
		throw new NQueensInputError(
			'unknown-check',
			`Unknown check ${JSON.stringify(name)}; choose one of ${CHECK_NAMES.join(', ')}.`,
		);
	}
	return FACTORIES[name](n);
}
