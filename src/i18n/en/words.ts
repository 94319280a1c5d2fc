import { ENGLISH_BOARD_WORDS, type BoardWords } from '../../solver/words/index.ts';

/*
 * The solver's sentences in English: the trace log's events, why a square is refused, and boards
 * in words for screen readers. They are the solver's own (src/solver/words/english.ts, what the
 * `nqueens` command says), not a copy: only that module of the solver comes with this catalog.
 * Pass `event` as describeEvent's phrases, or the catalog whole as the board sentences' `words`.
 */
const en: BoardWords = ENGLISH_BOARD_WORDS;

export default en;

/** The solver's sentences, in any language. */
export type WordsMessages = BoardWords;
