import { catalogsOf, lazyInNode, type Lazy } from './load.ts';
import type { NotebookFileMessages } from './en/notebook-file.ts';

/** The notebook file's words in every language, each loaded on first use (in plain Node too: `nqueens check`). */
export const notebookFileCatalogs: Lazy<NotebookFileMessages> = import.meta.env
	? import.meta.glob<{ default: NotebookFileMessages }>('./*/notebook-file.ts')
	: lazyInNode<NotebookFileMessages>(import.meta.url, 'notebook-file.ts');

/** The notebook toolbar's words, by language (only the page's own is loaded in a browser). */
export const notebookFileMessages = await catalogsOf(notebookFileCatalogs);

export type { NotebookFileMessages };
