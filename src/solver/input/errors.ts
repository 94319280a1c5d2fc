/**
 * What kind of mistake an input error is. Widgets, the command and tests match on the code;
 * the sentence is for the reader and may be reworded without breaking them.
 */
export type InputErrorCode =
	| 'not-a-number'
	| 'not-whole'
	| 'n-too-small'
	| 'n-too-large'
	| 'not-decimal'
	| 'missing-n'
	| 'extra-argument'
	| 'bad-limit'
	| 'unknown-check'
	| 'unknown-method'
	| 'unknown-format'
	| 'unknown-board-style'
	| 'unknown-demo'
	| 'unknown-option'
	| 'bad-option'
	| 'conflicting-options'
	| 'too-much-output'
	| 'bad-share'
	| 'bad-board'
	| 'bad-text'
	| 'unknown-exercise';

/** Error thrown for input a learner can fix: a bad board size, method, option or board text. */
export class NQueensInputError extends Error {
	override name = 'NQueensInputError';
	/** What kind of mistake it is, for code to match on. */
	readonly code: InputErrorCode;
	constructor(code: InputErrorCode, message: string) {
		super(message);
		this.code = code;
	}
}

/** Whether `error` is an input error, optionally of the given code. */
export function isInputError(error: unknown, code?: InputErrorCode): error is NQueensInputError {
	return error instanceof NQueensInputError && (code === undefined || error.code === code);
}

/** The text a user typed, echoed as typed (a number as JavaScript prints it; strings untouched). */
export function echo(value: unknown): string {
	if (typeof value === 'string') return JSON.stringify(value.trim());
	if (typeof value === 'number' || typeof value === 'bigint') return String(value);
	return JSON.stringify(value) ?? String(value);
}

/** The sentences of a bad number, in one language; `what` names it ("The board size"). */
export interface InputPhrases {
	notANumber: (what: string, echoed: string) => string;
	notWhole: (what: string, shown: string) => string;
	/** `atLeastOne`: the smallest allowed is 1, a board needs one square. */
	tooSmall: (what: string, min: number, shown: string, atLeastOne: boolean) => string;
	tooLarge: (what: string, shown: string, max: number) => string;
}

/** Bad numbers in English, as the `nqueens` command and the book say them. */
export const ENGLISH_INPUT_PHRASES: InputPhrases = {
	notANumber: (what, echoed) => `${what} must be a number, but got ${echoed}.`,
	notWhole: (what, shown) => `${what} must be a whole number of queens, but got ${shown}.`,
	tooSmall: (what, min, shown, atLeastOne) =>
		`${what} must be at least ${min}${atLeastOne ? ' (a board needs at least one square)' : ''}, but got ${shown}.`,
	tooLarge: (what, shown, max) =>
		`${what} = ${shown} is too large here; the largest allowed is ${max}.`,
};

/**
 * Checks that `value` is a whole number from `min` to `max` and returns it; throws a readable,
 * coded error otherwise, in `phrases` (English unless told). Strings are accepted (from a URL, a
 * form or the command line) and echoed as typed, so 9007199254740993 is not shown rounded.
 */
export function validateN(
	value: unknown,
	max: number,
	what = 'n',
	min = 1,
	phrases: InputPhrases = ENGLISH_INPUT_PHRASES,
): number {
	const typed = typeof value === 'string' ? value.trim() : value;
	const n = typeof typed === 'string' && typed !== '' ? Number(typed) : typed;
	const shown = typeof typed === 'string' ? typed : String(n);
	if (typeof n !== 'number' || Number.isNaN(n)) {
		throw new NQueensInputError('not-a-number', phrases.notANumber(what, echo(value)));
	}
	if (!Number.isInteger(n) && Number.isFinite(n)) {
		throw new NQueensInputError('not-whole', phrases.notWhole(what, shown));
	}
	if (n < min) {
		throw new NQueensInputError('n-too-small', phrases.tooSmall(what, min, shown, min === 1));
	}
	if (n > max) {
		throw new NQueensInputError('n-too-large', phrases.tooLarge(what, shown, max));
	}
	return n;
}
