import { ENGLISH_STORAGE_WORDS } from '../../notebook/storage/storage.ts';

/**
 * What a notebook cell says about saving it (src/notebook/storage/storage.ts), in English: the shape
 * of every language's. Apart from the toolbar's words (notebook-file), so a cell ships only these.
 */
const en = {
	storage: ENGLISH_STORAGE_WORDS,
};

export default en;

/** A cell's saving words, in any language. */
export type NotebookStorageMessages = typeof en;
