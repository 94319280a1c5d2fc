import { catalogsOf } from './load.ts';
import type { NotebookFileMessages } from './en/notebook-file.ts';

/** The notebook toolbar's words, by language (only the page's own is loaded in a browser). */
export const notebookFileMessages = await catalogsOf(
	import.meta.glob<{ default: NotebookFileMessages }>('./*/notebook-file.ts'),
);

export type { NotebookFileMessages };
