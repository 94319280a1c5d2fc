import { expect, test } from 'vitest';
import {
	BIT_OPERATIONS,
	allBits,
	applyBitOperation,
	bitExpression,
	bitsOf,
	type BitOperation,
} from '../../src/solver/checks/index.ts';

/*
 * The bit row's operations (src/solver/checks/bit-operations.ts) said in columns: each result,
 * read back as a set of columns, is what the operation means on a board's row of 8.
 */

/** The columns whose bits are 1. */
const columnsOf = (value: number) => bitsOf(value, 8).flatMap((on, col) => (on ? [col] : []));
/** The mask with bits at these columns. */
const maskOf = (columns: number[]) => columns.reduce((mask, col) => mask + 2 ** col, 0);

const TAKEN = [0, 2, 5, 7];

test.each<[BitOperation, number, number[], number[]]>([
	// operation, c, the result's columns, the mask's columns after it
	['place', 3, [0, 2, 3, 5, 7], [0, 2, 3, 5, 7]],
	['test', 3, [], TAKEN],
	['test', 5, [5], TAKEN],
	['remove', 5, [0, 2, 7], [0, 2, 7]],
	['left', 0, [1, 3, 6], [1, 3, 6]], // column 7 slides off the board
	['right', 0, [1, 4, 6], [1, 4, 6]], // column 0 slides off
	['lowest', 0, [1], TAKEN], // the leftmost free column
])('%s with c = %i', (operation, col, result, after) => {
	const { value, mask } = applyBitOperation(operation, maskOf(TAKEN), col, 8);
	expect(columnsOf(value)).toEqual(result);
	expect(columnsOf(mask)).toEqual(after);
});

test('a full row has no free column: free & -free is 0', () => {
	expect(applyBitOperation('lowest', allBits(8), 0, 8).value).toBe(0);
});

test('each operation is written as the JavaScript it evaluates', () => {
	for (const operation of BIT_OPERATIONS) {
		const written = bitExpression(operation, 3);
		const evaluate = new Function('mask', 'all', 'free', `return ${written};`) as (
			...values: number[]
		) => number;
		const mask = maskOf(TAKEN);
		const all = allBits(8);
		expect(evaluate(mask, all, all & ~mask)).toBe(applyBitOperation(operation, mask, 3, 8).value);
	}
});
