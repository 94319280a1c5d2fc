import { ENGLISH_INPUT_PHRASES } from '../../solver/input/index.ts';

/** Bad input a widget refuses, in English: the shape of every language's. */
const en = {
	/** The solver's sentences for a bad number (src/solver/input/errors.ts). */
	phrases: ENGLISH_INPUT_PHRASES,
	/** What a size menu's number is called in those sentences. */
	boardSize: 'The board size',
};

export default en;

/** Bad-input words, in any language. */
export type InputMessages = typeof en;
