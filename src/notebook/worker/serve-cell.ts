import { getExercise } from '../exercises/exercises.ts';
import { runCell, runExercise, type CellOptions } from '../runtime/runner.ts';
import type { JobHandler } from '../../jobs/protocol.ts';
import type { CellRequest, CellResult } from '../../jobs/cell.ts';
import { compileCell } from '../runtime/strip-types.ts';

/** Board events kept for the replay: every one is posted back to the page, so far fewer than the player holds. */
const REPLAY_EVENTS = 100_000;

/** The cell worker's job: strip the types, then run the code (and an exercise's checks); one result. */
export const serveCell: JobHandler<CellRequest, CellResult> = (request, post) => {
	const started = performance.now();
	const exercise = request.exercise === undefined ? undefined : getExercise(request.exercise);
	const compiled = compileCell(String(request.code ?? ''));
	let result: CellResult;
	if (!compiled.ok) {
		result = { run: { output: [], outputCut: false, boards: [], error: compiled.error, ms: 0 } };
	} else {
		const options: CellOptions = { maxEvents: REPLAY_EVENTS };
		result = exercise
			? runExercise(exercise, compiled.code, options)
			: { run: runCell(compiled.code, options) };
	}
	result.run.ms = performance.now() - started;
	post({ type: 'result', result });
};
