import { catalogsOf } from './load.ts';
import type { NotebookStorageMessages } from './en/notebook-storage.ts';

/** A cell's saving words, by language (only the page's own is loaded in a browser). */
export const notebookStorageMessages = await catalogsOf(
	import.meta.glob<{ default: NotebookStorageMessages }>('./*/notebook-storage.ts'),
);

export type { NotebookStorageMessages };
