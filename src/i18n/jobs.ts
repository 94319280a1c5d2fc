import { catalogsOf } from './load.ts';
import type { JobsMessages } from './en/jobs.ts';

/** The jobs' words, by language (only the page's own is loaded in a browser). */
export const jobsMessages = await catalogsOf(
	import.meta.glob<{ default: JobsMessages }>('./*/jobs.ts'),
);

export type { JobsMessages };
