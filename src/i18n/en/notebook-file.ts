import { ENGLISH_FILE_WORDS } from '../../notebook/storage/file-words.ts';
import { formatCount } from '../../solver/format/index.ts';

/** The notebook toolbar's words (export, import, progress) in English: the shape of every language's. */
const en = {
	/** Why an import was refused, or what it brought (src/notebook/storage/file-words.ts). */
	file: ENGLISH_FILE_WORDS,
	tools: {
		group: 'Your notebook',
		/** "Exercises passed in this browser: 2 of 9 (Exercise 1; Exercise 4)." */
		progress: (passed: number, of: number, titles: readonly string[]) =>
			`Exercises passed in this browser: ${formatCount(passed)} of ${formatCount(of)}${titles.length > 0 ? ` (${titles.join('; ')})` : ''}.`,
		exportAll: 'Export all cells',
		importCells: 'Import cells…',
		fileInput: 'Notebook file to import',
		exported: (file: string) => `Exported your cells and the exercises passed as ${file}.`,
		unreadable: 'The browser could not read the file.',
	},
};

export default en;

/** The notebook toolbar's words, in any language. */
export type NotebookFileMessages = typeof en;
