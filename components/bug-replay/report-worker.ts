import type { ReportWorker } from './bug-replay.svelte.ts';

/** The bug analysis worker (Vite bundles the worker from this exact expression). */
export function createReportWorker(): ReportWorker {
	return new Worker(new URL('../workers/bug-analysis.worker.ts', import.meta.url), {
		type: 'module',
	}) as unknown as ReportWorker;
}
