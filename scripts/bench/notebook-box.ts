/**
 * The notebook box's cost: the challenge's worked solution counting 13 queens inside the box (a
 * ses compartment in a locked-down worker thread, as in the cell worker) against the same code as
 * a plain function in this process. Interleaved runs; medians and their ratio. Part of
 * `npm run bench`.
 */
import { getExercise } from '../../src/notebook/exercises/index.ts';
import { stripTypes } from '../../src/notebook/runtime/index.ts';
import { startLockedCells } from '../../src/notebook/worker/node-cells.ts';

const N = 13;
const RUNS = 9;

/** The worked solution's function, then a timed call that returns [count, ms]. */
function timedSolution(): string {
	const solution = getExercise('count-13').solution;
	const stripped = stripTypes(solution.slice(0, solution.indexOf('console.time')));
	if (!stripped.ok) throw new Error(stripped.error.message);
	return `${stripped.code}\nconst started = performance.now();\nconst count = countSolutions(${N});\nreturn [count, performance.now() - started];`;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Medians of the boxed and plain runs, in ms, and the boxed / plain ratio. */
export async function benchNotebookBox(): Promise<{ boxed: number; plain: number; ratio: number }> {
	const code = timedSolution();
	const plain = new Function('performance', code) as (p: Performance) => [number, number];
	const cells = startLockedCells();
	const times = { boxed: [] as number[], plain: [] as number[] };
	try {
		for (let run = 0; run < RUNS; run++) {
			const result = await cells.run(code);
			const [count, ms] = JSON.parse(result.run.returned ?? 'null') as [number, number];
			if (count !== 73_712) throw new Error(`the boxed run counted ${count}`); // OEIS A000170
			times.boxed.push(ms);
			times.plain.push(plain(performance)[1]);
		}
	} finally {
		await cells.close();
	}
	const [boxed, plainMs] = [median(times.boxed), median(times.plain)];
	return { boxed, plain: plainMs, ratio: boxed / plainMs };
}
