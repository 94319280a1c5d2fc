import { formatCount } from '../../solver/format/index.ts';

/** Every sentence the notebook file's import and export say, in one language. */
interface FileWords {
	/** What an import brought: cells and passes, either may be 0. */
	imported: (cells: number, passes: number) => string;
	/** A file larger than any export; `mb` is written already ("3.4"). */
	tooBig: (mb: string) => string;
	/** No storage, or one that throws. */
	unavailable: string;
	/** The storage has no room for the file's cells and passes. */
	storageFull: (cells: number, passes: number) => string;
	notJson: string;
	/** A file whose brackets nest deeper than `max`, refused before it is parsed. */
	tooDeep: (max: number) => string;
	/** A file holding more than `max` values and keys, refused before it is parsed. */
	tooManyValues: (max: number) => string;
	/** Between the sentence of what was imported and the one of what was changed. */
	gap: string;
	/** Combining marks removed from `cells` cells (`shown` names one), each character keeping `max`. */
	marksRemoved: (cells: number, marks: number, shown: string, max: number) => string;
	notANotebook: string;
	/** A file written by a newer notebook; `reads` is the version this page reads. */
	newerVersion: (version: number, reads: number) => string;
	noVersion: (reads: number) => string;
	/** `shown` is the file's value, quoted as JSON. */
	badVersion: (shown: string, reads: number) => string;
	unknownCell: (shown: string) => string;
	unknownCells: (count: number, shown: string) => string;
	badCell: (shown: string) => string;
	/** A cell holding more code than a cell keeps. */
	tooLong: (shown: string, chars: number, max: number) => string;
	badProgress: string;
	/** A learner's name that is not one line of plain text of at most `max` characters. */
	badLearner: (max: number) => string;
	unknownPass: (shown: string) => string;
	unknownPasses: (count: number, shown: string) => string;
	/**
	 * What an import of a Jupyter notebook took: the Python of `taken` exercises (`titles` names
	 * them), and the `left` cells it did not take (markdown, other code, JavaScript kept as text).
	 */
	jupyterTaken: (taken: number, titles: string, left: number) => string;
	/** Between the exercises' titles jupyterTaken lists. */
	listJoin: string;
	/** A Jupyter notebook with no Python cell marked as one of the book's exercises. */
	jupyterNothing: (cells: number) => string;
	/** A notebook of a format before Jupyter's version 4, which this page does not read. */
	jupyterOld: (version: string) => string;
}

/** "2 cells and 1 pass", "3 cells", "6 passes". */
function contents(cells: number, passes: number): string {
	const parts = [cells > 0 ? count(cells, 'cell') : '', passes > 0 ? count(passes, 'pass') : ''];
	return parts.filter(Boolean).join(' and ');
}

/** "1 cell", "5,000 cells", "2 passes". */
function count(n: number, word: string): string {
	const plural = word.endsWith('s') ? `${word}es` : `${word}s`;
	return `${formatCount(n)} ${n === 1 ? word : plural}`;
}

/** Why an import was refused, or what it brought (src/notebook/storage/file-words.ts). */
const file: FileWords = {
	imported: (cells, passes) => {
		if (cells > 0 && passes > 0) return `Imported ${contents(cells, passes)}.`;
		if (cells > 0) return `Imported ${contents(cells, passes)} and no passes.`;
		if (passes > 0) return `Imported ${contents(cells, passes)} and no code.`;
		return 'The file holds no code and no passes, so there was nothing to import.';
	},
	tooBig: (mb) => `The file is larger than a notebook export can be (${mb} MB).`,
	unavailable: 'This browser does not let the site save anything.',
	storageFull: (cells, passes) =>
		`This browser’s storage for the site is too full to take the ${contents(cells, passes)} in the file.`,
	notJson: 'The file is not JSON, so it is not a notebook export.',
	tooDeep: (max) =>
		`The file nests its brackets more than ${formatCount(max)} deep, which no notebook export does.`,
	tooManyValues: (max) =>
		`The file holds more than ${formatCount(max)} values, which no notebook export does.`,
	gap: ' ',
	marksRemoved: (cells, marks, value, max) =>
		`${cells === 1 ? `In the cell ${value}` : `In ${count(cells, 'cell')}, such as ${value}`}, ${count(marks, 'combining mark')} stacked on single characters ${marks === 1 ? 'was' : 'were'} removed: a character keeps at most ${formatCount(max)}.`,
	notANotebook: 'The file is JSON, but not an export of this notebook’s cells.',
	newerVersion: (version, reads) =>
		`This file is from a newer notebook (version ${version}); this page reads version ${reads}.`,
	noVersion: (reads) =>
		`The file does not say which version of the notebook wrote it; this page reads version ${reads}.`,
	badVersion: (value, reads) =>
		`The file’s version, ${value}, is not one a notebook writes; this page reads version ${reads}.`,
	unknownCell: (value) => `The file names a cell this book does not have: ${value}.`,
	unknownCells: (n, value) =>
		`The file names ${count(n, 'cell')} this book does not have, such as ${value}.`,
	badCell: (value) => `The cell ${value} in the file is damaged.`,
	tooLong: (value, chars, max) =>
		`The cell ${value} in the file holds ${count(chars, 'character')} of code, more than the ${formatCount(max)} a cell keeps.`,
	badProgress: 'The list of exercises passed in the file is damaged.',
	badLearner: (max) =>
		`The learner’s name in the file is not one line of plain text of at most ${formatCount(max)} characters.`,
	unknownPass: (value) =>
		`The file records a pass of an exercise this book does not have: ${value}.`,
	unknownPasses: (n, value) =>
		`The file records ${count(n, 'pass')} of exercises this book does not have, such as ${value}.`,
	jupyterTaken: (taken, titles, left) =>
		`From the Jupyter notebook, took your Python for ${count(taken, 'exercise')} (${titles})${left > 0 ? ` and left its other ${count(left, 'cell')} (text, outputs, JavaScript and code not marked as an exercise of this book)` : ''}.`,
	listJoin: '; ',
	jupyterNothing: (cells) =>
		`This Jupyter notebook’s ${count(cells, 'cell')} hold no Python marked as an exercise of this book (only a notebook this page exported has that mark), so nothing was taken.`,
	jupyterOld: (version) =>
		`This Jupyter notebook is of format ${version}; this page reads format 4 (JupyterLab, VS Code and Colab save it).`,
};

/**
 * The words an exported Jupyter notebook carries (src/notebook/storage/jupyter.ts), in the page's
 * language: the file is for the learner to read, unlike the notebook file.
 */
interface JupyterWords {
	/** The comment line above the helpers' code, in the first cell. */
	helpersComment: string;
	/** The markdown under an exercise's title: where it is set out, what the cell below is for. */
	exerciseText: (page: string) => string;
	/** Above a JavaScript exercise kept as text. */
	javascriptText: string;
	/** The one line of a code cell for an exercise with no Python saved yet. */
	emptyCell: string;
}

/** The English words of an exported Jupyter notebook. */
const jupyter: JupyterWords = {
	helpersComment:
		'# The book’s helpers is_safe and print_board, in plain Python: run this cell first.',
	exerciseText: (page) =>
		`The exercise is set out in full on the book’s page, ${page}. Write your Python in the cell below; import this notebook there to run the book’s checks on it.`,
	javascriptText:
		'You wrote this exercise in JavaScript, which a Python notebook does not run, so it is kept here as text; edit it on the book’s page (importing this notebook takes back Python cells only).',
	emptyCell: '# Your Python for this exercise (nothing saved in the browser yet).',
};

/**
 * The page of feedback `nqueens check --feedback` writes for one learner, in their file's
 * language (src/cli/check/report.ts): each exercise's verdict and the first thing its checks said.
 */
const feedback = {
	/** The page's title and heading; `name` is the learner's, or the file's. */
	title: (name: string) => `Feedback for ${name}`,
	intro: (file: string) =>
		`Your teacher ran the book’s own checks on your notebook file ${file}, the checks the book’s page runs when you press Run.`,
	passed: 'Passed',
	notYet: 'Not yet',
	checks: (passed: number, total: number) =>
		`${formatCount(passed)} of ${formatCount(total)} ${total === 1 ? 'check' : 'checks'} passed`,
	/** Before the first thing the checks said. */
	firstMessage: 'What the checks said first:',
	notSaved: 'No code saved for this exercise yet.',
};

/** The notebook toolbar's words (export, import, progress) in English: the shape of every language's. */
const en = {
	file,
	jupyter,
	feedback,
	tools: {
		group: 'Your notebook',
		/** "Exercises passed in this browser: 2 of 9 (Exercise 1; Exercise 4)." */
		progress: (passed: number, of: number, titles: readonly string[]) =>
			`Exercises passed in this browser: ${formatCount(passed)} of ${formatCount(of)}${titles.length > 0 ? ` (${titles.join('; ')})` : ''}.`,
		exportAll: 'Export all cells',
		/** The label of the name box beside Export: the name goes into the exported file. */
		learnerName: 'Your name (optional, for your teacher)',
		importCells: 'Import cells…',
		fileInput: 'Notebook file to import',
		exported: (file: string) => `Exported your cells and the exercises passed as ${file}.`,
		exportJupyter: 'Export for Jupyter',
		exportedJupyter: (file: string) =>
			`Exported your exercises as the Jupyter notebook ${file}: Python as code cells, JavaScript as text.`,
		unreadable: 'The browser could not read the file.',
	},
};

export default en;

/** The notebook toolbar's words, in any language. */
export type NotebookFileMessages = typeof en;
