// A Node worker thread that runs cells the way the cell worker does: ses's lockdown() first, then
// the notebook's runner. Vitest's own process is never locked down (nor changed by cell code):
// each test asks this thread.
import 'ses';
import { parentPort, workerData } from 'node:worker_threads';
import { getExercise } from '../../../src/notebook/exercises/exercises.ts';
import { LOCKDOWN_OPTIONS } from '../../../src/notebook/runtime/box.ts';
import { runCell, runExercise } from '../../../src/notebook/runtime/runner.ts';
import { stripTypes } from '../../../src/notebook/runtime/strip-types.ts';

// Unlocked only to show that the tests can fail: without lockdown, cell code can forge a verdict.
if ((workerData as { lock?: boolean } | undefined)?.lock !== false) lockdown(LOCKDOWN_OPTIONS);

/** One request: run `code` (TypeScript), as an exercise when `exercise` names one. */
interface Request {
	id: number;
	code: string;
	exercise?: string;
}

parentPort!.on('message', (request: Request) => {
	const stripped = stripTypes(request.code);
	if (!stripped.ok) {
		parentPort!.postMessage({ id: request.id, error: stripped.error });
		return;
	}
	const result = request.exercise
		? runExercise(getExercise(request.exercise), stripped.code)
		: { run: runCell(stripped.code) };
	parentPort!.postMessage({ id: request.id, result });
});
