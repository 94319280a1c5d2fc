/*
 * The bit operations the bit-mask check and counter use, one at a time on one row's mask, for the
 * bit row of chapter 4 (components/bits/): bit c of a mask stands for column c, so `1 << c` is
 * column c alone, `|` puts a queen's column in, `&` asks whether it is there, `& ~` takes it out,
 * `<< 1` and `>>> 1` move every bit one column (a diagonal attack, one row further down), and
 * `free & -free` picks out the lowest free column. Each is the JavaScript expression itself.
 */

/** One operation on a row's mask, with column c where it needs one. */
export type BitOperation = 'place' | 'test' | 'remove' | 'left' | 'right' | 'lowest';

/** The operations in the order the bit row offers them. */
export const BIT_OPERATIONS: readonly BitOperation[] = [
	'place',
	'test',
	'remove',
	'left',
	'right',
	'lowest',
];

/** What an operation gave: its value, and the row's mask after it (unchanged by a question). */
export interface BitResult {
	value: number;
	mask: number;
}

/** Every bit of a row of `width` columns: `all` in the counter of chapter 9. */
export function allBits(width: number): number {
	return (1 << width) - 1;
}

/** The expression an operation evaluates, as JavaScript writes it, with column `col` put in. */
export function bitExpression(operation: BitOperation, col: number): string {
	const bit = `(1 << ${col})`;
	const written: Record<BitOperation, string> = {
		place: `mask | ${bit}`,
		test: `mask & ${bit}`,
		remove: `mask & ~${bit}`,
		left: '(mask << 1) & all',
		right: 'mask >>> 1',
		lowest: 'free & -free',
	};
	return written[operation];
}

/**
 * Evaluates `operation` on `mask` for a row of `width` columns (at most 31, so every value is a
 * small non-negative integer); `free` is `all & ~mask`, the columns the mask leaves free.
 */
export function applyBitOperation(
	operation: BitOperation,
	mask: number,
	col: number,
	width: number,
): BitResult {
	const all = allBits(width);
	const bit = 1 << col;
	const free = all & ~mask;
	switch (operation) {
		case 'place':
			return { value: mask | bit, mask: mask | bit };
		case 'test':
			return { value: mask & bit, mask };
		case 'remove':
			return { value: mask & ~bit, mask: mask & ~bit };
		case 'left':
			return { value: (mask << 1) & all, mask: (mask << 1) & all };
		case 'right':
			return { value: mask >>> 1, mask: mask >>> 1 };
		case 'lowest':
			return { value: free & -free, mask };
	}
}

/** The bits of `value` in a row of `width` columns, column 0 first: true where the bit is 1. */
export function bitsOf(value: number, width: number): boolean[] {
	return Array.from({ length: width }, (_, col) => (value & (1 << col)) !== 0);
}
