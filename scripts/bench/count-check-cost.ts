/**
 * What exercise 3's checks cost a run: the worked solution run as exercise 3, in JavaScript (a new
 * locked-down worker thread per run) and in Python (one Pyodide thread, the first run starting the
 * interpreter), from the request to the verdicts; medians of 3. Run:
 * `node_modules/.bin/node --import ./src/notebook/runtime/raw-text.ts scripts/bench/count-check-cost.ts`.
 */
import { startLockedCells } from '../../src/notebook/worker/node-cells.ts';
import { startPythonCells } from '../../src/notebook/python/node-python.ts';
import { getExercise } from '../../src/notebook/exercises/index.ts';
import { pythonCountSolution } from '../../src/notebook/exercises/python-count-code.ts';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const js: number[] = [];
for (let i = 0; i < 3; i++) {
	const cells = startLockedCells();
	const r = await cells.run(getExercise('count-12').solution, 'count-12');
	js.push(r.run.ms);
	await cells.close();
}
const py: number[] = [];
const cells = startPythonCells();
for (let i = 0; i < 3; i++) {
	const s = performance.now();
	const o = await cells.run(pythonCountSolution('count-12')!, { exercise: 'count-12' });
	py.push(performance.now() - s);
	if (!o.result?.checks?.every((c: { passed: boolean }) => c.passed))
		throw new Error(JSON.stringify(o.result?.checks));
}
await cells.close();
console.log(
	`JS exercise 3 run and checks: ${median(js).toFixed(0)} ms (${js.map((x) => x.toFixed(0)).join(', ')}); Python: ${median(py).toFixed(0)} ms (${py.map((x) => x.toFixed(0)).join(', ')})`,
);
