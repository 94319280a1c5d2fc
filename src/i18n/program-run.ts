import { catalogsOf } from './load.ts';
import type { ProgramRunMessages } from './en/program-run.ts';

/** The words of a Python program's Run button, by language (only the page's own is loaded in a browser). */
export const programRunMessages = await catalogsOf(
	import.meta.glob<{ default: ProgramRunMessages }>('./*/program-run.ts'),
);

export type { ProgramRunMessages };
