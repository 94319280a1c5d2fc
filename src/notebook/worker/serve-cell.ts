import type { CellProgress, CellRequest, CellResult } from '../../jobs/cell.ts';
import type { JobHandler } from '../../jobs/protocol.ts';
import { getExercise } from '../exercises/exercises.ts';
import { currentLearnerLine } from '../runtime/learner-line.ts';
import { runCell, runExercise, type CellOptions } from '../runtime/runner.ts';
import { packTrace } from '../runtime/packed-trace.ts';
import { stripTypes } from '../runtime/strip-types.ts';

/** Board events kept for the replay: every one is posted back to the page, so far fewer than the player holds. */
const REPLAY_EVENTS = 100_000;

/**
 * The cell worker's job: strip the types, then run the code (and an exercise's checks) in a new
 * box, streaming output and check verdicts as they come; then one result.
 */
export const serveCell: JobHandler<CellRequest, CellResult, CellProgress> = (request, post) => {
	const started = performance.now();
	const exercise = request.exercise === undefined ? undefined : getExercise(request.exercise);
	const stripped = stripTypes(String(request.code ?? ''));
	let result: CellResult;
	if (!stripped.ok) {
		result = { run: { output: [], outputCut: false, boards: [], error: stripped.error, ms: 0 } };
	} else {
		const progress = (message: CellProgress) => post({ type: 'progress', progress: message });
		const options: CellOptions = {
			maxEvents: REPLAY_EVENTS,
			stream: {
				send: (lines, line) => progress({ kind: 'output', lines, line }),
				lineOf: currentLearnerLine,
			},
			onCheckStart: (name, index) => progress({ kind: 'check-start', name, index }),
			onCheck: (outcome, index) => progress({ kind: 'check', outcome, index }),
			toSource: stripped.toSource,
		};
		const { run, ...checked } = exercise
			? runExercise(exercise, stripped.code, options)
			: { run: runCell(stripped.code, options) };
		const { trace, ...rest } = run;
		result = { ...checked, run: trace ? { ...rest, trace: packTrace(trace) } : rest };
	}
	result.run.ms = performance.now() - started;
	post({ type: 'result', result });
};
