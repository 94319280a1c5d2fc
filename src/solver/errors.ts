/** Error thrown for input a learner can fix: a bad board size, method or option. */
export class NQueensInputError extends Error {
	override name = 'NQueensInputError';
}

/** Largest board each way of solving accepts: beyond it the work (or the numbers) get out of hand. */
export const MAX_N = {
	/** Event-by-event searches: every square tried is an event a learner could replay. */
	trace: 16,
	/** Generate-and-test: n! candidates, so 10! = 3 628 800 is already a long wait. */
	permutations: 10,
	/** Bit masks live in 32-bit integers; A000170 is published up to n = 27. */
	bitmask: 27,
} as const;

/** Checks that `value` is a whole number from 1 to `max` and returns it; throws a readable error otherwise. */
export function validateN(value: unknown, max: number, what = 'n'): number {
	const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof n !== 'number' || Number.isNaN(n)) {
		throw new NQueensInputError(`${what} must be a number, but got ${JSON.stringify(value)}.`);
	}
	if (!Number.isInteger(n)) {
		throw new NQueensInputError(`${what} must be a whole number of queens, but got ${n}.`);
	}
	if (n < 1) {
		throw new NQueensInputError(
			`${what} must be at least 1 (a board needs at least one square), but got ${n}.`,
		);
	}
	if (n > max) {
		throw new NQueensInputError(
			`${what} = ${n} is too large for this method; the largest it accepts is ${max}.`,
		);
	}
	return n;
}
