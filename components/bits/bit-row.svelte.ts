import {
	allBits,
	applyBitOperation,
	bitExpression,
	bitsOf,
	type BitOperation,
} from '#src/solver/checks/index.ts';

/** The last operation the learner pressed, and what it gave. */
interface Done {
	operation: BitOperation;
	expression: string;
	value: number;
}

/**
 * The bit row's state (chapter 4): one row's mask, the column c the operations use, and the last
 * operation's result. The solver evaluates every operation (src/solver/checks/bit-operations.ts).
 */
export class BitRowController {
	mask = $state(0);
	col = $state(0);
	done: Done | undefined = $state();

	constructor(
		readonly width: number,
		mask: number,
		col: number,
	) {
		this.mask = mask & allBits(width);
		this.col = Math.min(Math.max(0, col), width - 1);
	}

	/** The mask's bits, column 0 first. */
	get bits(): boolean[] {
		return bitsOf(this.mask, this.width);
	}
	/** `1 << c`'s bits. */
	get oneBit(): boolean[] {
		return bitsOf(1 << this.col, this.width);
	}
	/** The last result's bits, if there is one. */
	get result(): boolean[] | undefined {
		return this.done ? bitsOf(this.done.value, this.width) : undefined;
	}

	/** Flips bit `col` of the mask, as if a queen came into or left that column. */
	flip(col: number): void {
		this.mask ^= 1 << col;
		this.done = undefined;
	}

	/** Evaluates `operation` on the mask; those that make a new mask keep it. */
	apply(operation: BitOperation): void {
		const { value, mask } = applyBitOperation(operation, this.mask, this.col, this.width);
		this.mask = mask;
		this.done = { operation, expression: bitExpression(operation, this.col), value };
	}

	/** The column of a one-bit value's 1 (what `free & -free` picked out). */
	columnOf(value: number): number {
		return 31 - Math.clz32(value);
	}
}

/** A value's bits written as a binary number, highest first, padded to the row's width. */
export function binary(value: number, width: number): string {
	return value.toString(2).padStart(width, '0');
}
