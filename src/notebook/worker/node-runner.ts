// The cell worker's twin in Node, for tests and benchmarks: a worker thread that runs cells the way
// cell.worker.ts does, ses's lockdown() first, then the notebook's runner. Vitest's own process is
// never locked down (nor changed by cell code): each test asks this thread.
import 'ses';
import { parentPort, workerData } from 'node:worker_threads';
import { getExercise } from '../exercises/index.ts';
import { LOCKDOWN_OPTIONS, runCell, stripTypes } from '../runtime/index.ts';
import { runExercise } from './serve-cell.ts';
import { isLocale } from '../../i18n/locales.ts';
import { catalogIn } from '../../i18n/load.ts';
import { runtimeCatalogs } from '../../i18n/runtime.ts';

// Unlocked only to show that the tests can fail: without lockdown, cell code can forge a verdict.
if ((workerData as { lock?: boolean } | undefined)?.lock !== false) lockdown(LOCKDOWN_OPTIONS);

/** One request: run `code` (TypeScript), as an exercise when `exercise` names one, in `locale`. */
interface Request {
	id: number;
	code: string;
	exercise?: string;
	locale?: string;
}

parentPort!.on('message', async (request: Request) => {
	const locale = isLocale(request.locale) ? request.locale : 'en';
	const words = await catalogIn(runtimeCatalogs, locale);
	const stripped = stripTypes(request.code, words);
	if (!stripped.ok) {
		parentPort!.postMessage({ id: request.id, error: stripped.error });
		return;
	}
	const started = performance.now();
	const options = { toSource: stripped.toSource, locale, words };
	const result = request.exercise
		? runExercise(getExercise(request.exercise), stripped.code, options)
		: { run: runCell(stripped.code, options) };
	result.run.ms = performance.now() - started;
	parentPort!.postMessage({ id: request.id, result });
});
