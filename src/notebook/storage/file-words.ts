import englishFile, { type NotebookFileMessages } from '../../i18n/en/notebook-file.ts';

/*
 * The words of the notebook file's toolbar: what an import brought, why one was refused, and values
 * quoted from a file. English (the catalog src/i18n/en/notebook-file.ts) is the default; the
 * toolbar passes its page's language, so the file itself never depends on the language.
 */

/** Every sentence the notebook file's import and export say, in one language. */
export type FileWords = NotebookFileMessages['file'];

/** The file's sentences in English, the default of every function here. */
export const ENGLISH_FILE_WORDS: FileWords = englishFile.file;

/** What the toolbar says after an import: "Imported 2 cells and 1 pass.", "Imported 6 passes and no code." */
export function importedMessage(
	cells: number,
	passes: number,
	words: FileWords = ENGLISH_FILE_WORDS,
): string {
	return words.imported(cells, passes);
}

/** A value from the file as JSON, cut short: "zzz", 99, "a very long na…". */
export function shown(value: unknown): string {
	const text = JSON.stringify(value) ?? String(value);
	return text.length > 42 ? `${text.slice(0, 40)}…${text.at(-1) === '"' ? '"' : ''}` : text;
}
