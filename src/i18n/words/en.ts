import { ENGLISH_BOARD_PHRASES, ENGLISH_EVENT_PHRASES } from '../../solver/words/index.ts';

/**
 * The solver's sentences in English (the solver's own defaults, src/solver/words/): the trace
 * log's events, why a square is refused, and boards in words for screen readers. Pass a language's
 * catalog as the `phrases` of describeEvent, or whole as the `words` of the board sentences.
 */
const en = {
	/** One trace event as one sentence (describeEvent, describeSquare, describeConflict). */
	event: ENGLISH_EVENT_PHRASES,
	/** A board in words: squares' names, the status line, announcements (words-board.ts). */
	board: ENGLISH_BOARD_PHRASES,
};

export default en;

/** The solver's sentences, in any language. */
export type WordsMessages = typeof en;
