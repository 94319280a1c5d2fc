import type { Lazy } from './load.ts';
import type { DemosMessages } from './en/demos.ts';

/**
 * The demos' reports in every language, each loaded on first use: the demo worker loads the
 * language its request names with `catalogIn(demoCatalogs, locale)`
 * (components/demo/demo-job.ts), so a page never loads them.
 */
export const demoCatalogs: Lazy<DemosMessages> = import.meta.glob<{
	default: DemosMessages;
}>('./*/demos.ts');

export type { DemosMessages };
