import { getDemo, type DemoPhrases } from '#src/solver/demos/index.ts';
import { errorReply, type JobHandler, type JobReply } from '#src/jobs/index.ts';
import { catalogIn } from '#src/i18n/load.ts';
import { isLocale, type Locale } from '#src/i18n/locales.ts';
import { demoCatalogs } from '#src/i18n/demos.ts';

// The exercise demos (RunDemo.svelte, demo.worker.ts beside this file).

/** Run the demo with this name. */
export interface DemoRequest {
	demo: string;
	/** The board size, for a demo that takes one (checked against its limit in the worker). */
	n?: number;
	/** The page's language, which the report is said in (English when missing or unknown). */
	locale?: Locale;
}

/** What a demo printed and how long it took. */
export interface DemoOutput {
	demo: string;
	output: string;
	ms: number;
}

/** What the demo worker posts. */
export type DemoReply = JobReply<DemoOutput>;

/**
 * Runs a demo by name and times it, its report said by `say` (English unless given); never
 * throws (errors come back as replies).
 */
export function runDemo(request: DemoRequest, say?: DemoPhrases): DemoReply {
	try {
		const demo = getDemo(request.demo);
		const start = performance.now();
		const output = demo.run(request.n, say);
		return {
			type: 'result',
			result: { demo: demo.name, output, ms: performance.now() - start },
		};
	} catch (error) {
		return errorReply(error);
	}
}

/** The demo worker's handler: loads the report's words in the request's language, then one reply. */
export const serveDemo: JobHandler<DemoRequest, DemoOutput> = (request, post) => {
	const locale = isLocale(request.locale) ? request.locale : 'en';
	catalogIn(demoCatalogs, locale)
		.then((say) => post(runDemo(request, say)))
		.catch((error: unknown) => post(errorReply(error)));
};
