import { catalogsOf } from './load.ts';
import type { PythonCellMessages } from './en/python-cell.ts';

/** What a cell says about Python, by language (read when the page is built). */
export const pythonCellMessages = await catalogsOf(
	import.meta.glob<{ default: PythonCellMessages }>('./*/python-cell.ts'),
);

export type { PythonCellMessages };
