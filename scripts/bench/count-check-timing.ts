/**
 * Exercise 3's timed check against the learner's own clock: the worked solution, with
 * `console.time` around its own countSolutions(12) as the starter has it, run as an exercise in
 * a locked-down worker thread (a new one per run, as the page starts a new cell worker per run).
 * Prints, per run, what the learner's console.time said and what the check's verdict said, then
 * the medians. Run: `node_modules/.bin/node --import ./src/notebook/runtime/raw-text.ts scripts/bench/count-check-timing.ts [runs]`.
 */
import { getExercise } from '../../src/notebook/exercises/index.ts';
import { startLockedCells } from '../../src/notebook/worker/node-cells.ts';

const RUNS = Number(process.argv[2] ?? 5);

const solution = getExercise('count-12').solution;
const code = solution.replace(
	'console.log(countSolutions(12));',
	"console.time('n = 12');\nconsole.log(countSolutions(12));\nconsole.timeEnd('n = 12');",
);
if (code === solution) throw new Error('the worked solution no longer prints countSolutions(12)');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** The first "<number> ms" in `text`, in ms ("less than 1 ms" counts as 0). */
const msIn = (text: string, after = '') => {
	const match = new RegExp(`${after}(\\d[\\d,.]*) (ms|s)\\b`).exec(text);
	if (!match) return text.includes('less than 1 ms') ? 0 : NaN;
	const value = Number(match[1]!.replaceAll(',', ''));
	return match[2] === 's' ? value * 1000 : value;
};

const own: number[] = [];
const verdict: number[] = [];
for (let run = 0; run < RUNS; run++) {
	const cells = startLockedCells();
	try {
		const result = await cells.run(code, 'count-12');
		const printed = result.run.output.map((line) => line.text).find((t) => t.startsWith('n = 12:'));
		const timed = result.checks?.at(-1);
		if (!printed || !timed?.passed) throw new Error(`unexpected run: ${JSON.stringify(result)}`);
		own.push(msIn(printed));
		verdict.push(msIn(timed.message, 'your count took '));
		console.log(`run ${run + 1}: console.time ${printed} | verdict: ${timed.message}`);
	} finally {
		await cells.close();
	}
}
console.log(
	`median of ${RUNS}: the learner's console.time ${median(own)} ms, the verdict's time ${median(verdict)} ms, ratio ${(median(verdict) / median(own)).toFixed(2)}`,
);
