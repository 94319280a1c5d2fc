import { LIMITS } from '../../solver/input/index.ts';
import { formatCount } from '../../solver/format/index.ts';

/**
 * What a notebook cell says about saving it (src/notebook/storage/storage.ts), in English: the shape
 * of every language's, and the storage's own default. Apart from the toolbar's words
 * (notebook-file), so a cell ships only these.
 */
const en = {
	storage: {
		/** Each problem as the cell says it (StorageProblem in storage.ts). */
		problems: {
			corrupt: 'The saved copy of this cell was unreadable, so the starter code is shown.',
			unavailable: 'This browser does not let the site save your edits.',
			full: 'This browser’s storage for the site is full, so your edits are not saved.',
			'too-long': `This code is longer than the ${formatCount(LIMITS.cellCodeChars.max)} characters a cell keeps, so your edits are not saved.`,
		},
		/** A pass that could not be recorded (and maybe the code too). */
		passNotKept: (problem: 'full' | 'unavailable', codeToo: boolean) => {
			const why =
				problem === 'full'
					? 'this browser’s storage for the site is full'
					: 'this browser does not let the site save';
			return `Passed, but ${why}, so ${codeToo ? 'your code and the pass' : 'the pass'} will not be remembered after you leave.`;
		},
	},
};

export default en;

/** A cell's saving words, in any language. */
export type NotebookStorageMessages = typeof en;
