/** The words around the book's code (SolverCode, CodeFigure, LanguageTabs), in English: the shape of every language's. */
const en = {
	/** A solver region's caption: its file and lines. */
	lines: (file: string, from: number, to: number) => `${file}, lines ${from}–${to}`,
	/** The scrolling code box's name. */
	code: (caption: string) => `Code: ${caption}`,
};

export default en;

/** The words around the book's code, in any language. */
export type CodeMessages = typeof en;
