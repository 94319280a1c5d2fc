import type { JobHandler } from '../../src/solver/worker-protocol.ts';
import type { CellOutput, CellRequest } from './cell-protocol.ts';
import { compileCell } from './compile.ts';
import { CELL_EXERCISES } from './exercises.ts';
import { createLearnerScope, runInScope } from './run-learner.ts';

/** The cell worker's job: strip the types, run the code, then the exercise's checks; one result. */
export const serveCell: JobHandler<CellRequest, CellOutput> = (request, post) => {
	const started = performance.now();
	const exercise = request.exercise === undefined ? undefined : CELL_EXERCISES[request.exercise];
	if (request.exercise !== undefined && !exercise)
		throw new Error(`Unknown exercise "${request.exercise}".`);
	const compiled = compileCell(String(request.code ?? ''));
	if (!compiled.ok) {
		post({
			type: 'result',
			result: {
				items: [],
				truncated: false,
				error: compiled.error,
				ms: performance.now() - started,
			},
		});
		return;
	}
	const learner = createLearnerScope();
	const { error } = runInScope(compiled.code, learner);
	const result: CellOutput = {
		items: learner.output,
		truncated: learner.truncated(),
		ms: 0,
	};
	if (error) result.error = error;
	const trace = learner.trace();
	if (trace && trace.events.length > 0) result.trace = trace;
	if (exercise && !error) result.checks = exercise.check(compiled.code);
	result.ms = performance.now() - started;
	post({ type: 'result', result });
};
