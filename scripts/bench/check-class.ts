/**
 * `nqueens check` on a class: 10 and 30 notebooks (and 100 with `--class-100`), all six
 * exercises each, half the learners in JavaScript and half in Python, every third with wrong
 * answers from the mistake corpus (test/fixtures/mistakes/) in two exercises. Each class is
 * graded once by the real command, `node src/cli/nqueens.ts check FILE… --format csv`, every
 * core, the page's time limit; prints the wall time, the verdicts, and the machine's load before
 * and after (os.loadavg, 1 minute). Part of `npm run bench`; alone:
 * `node_modules/.bin/node --import ./src/notebook/runtime/raw-text.ts scripts/bench/check-class.ts [--class-100]`.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { EXERCISES } from '../../src/notebook/exercises/index.ts';
import {
	allSolved,
	classFolder,
	notebookText,
	wrongAnswers,
	type ClassCell,
} from '../../test/class-files.ts';

const CLI = new URL('../../src/cli/nqueens.ts', import.meta.url).pathname;

/** One class graded: its size, wall seconds, verdicts, and the load around it. */
export interface ClassRun {
	notebooks: number;
	seconds: number;
	passed: number;
	notYet: number;
	loadBefore: number;
	loadAfter: number;
}

/** A class of `size` learners' files: name → text. */
function classOf(size: number): Record<string, string> {
	const wrong = { js: wrongAnswers('js'), python: wrongAnswers('python') };
	const files: Record<string, string> = {};
	for (let i = 0; i < size; i++) {
		const language = i % 2 === 0 ? 'js' : 'python';
		let cells: ClassCell[] = allSolved(language);
		if (i % 3 === 0) {
			// Two wrong answers, from the corpus, in place of the solutions of their exercises.
			const picks = [
				wrong[language][i % wrong[language].length]!,
				wrong[language][(i * 7 + 3) % wrong[language].length]!,
			];
			for (const pick of picks) {
				cells = cells.map((cell) => (cell.exercise === pick.cell.exercise ? pick.cell : cell));
			}
		}
		files[`learner-${String(i + 1).padStart(3, '0')}.json`] = notebookText(cells, {
			learner: `Learner ${i + 1}`,
			locale: i % 4 < 2 ? 'en' : 'zh-cn',
		});
	}
	return files;
}

/** Grades a class of `size` with the real command; the CSV's verdicts are counted. */
export function benchCheckClass(size: number): ClassRun {
	const { folder, paths } = classFolder(classOf(size));
	try {
		const loadBefore = loadavg()[0]!;
		const started = performance.now();
		const run = spawnSync(
			process.execPath,
			[CLI, 'check', ...Object.values(paths), '--format', 'csv'],
			{
				encoding: 'utf8',
				maxBuffer: 1 << 26,
			},
		);
		const seconds = (performance.now() - started) / 1000;
		if (run.status !== 0) throw new Error(`check exited ${run.status}: ${run.stderr}`);
		const cells = run.stdout.split('\r\n').slice(1).join(',').split(',');
		return {
			notebooks: size,
			seconds,
			passed: cells.filter((cell) => cell === 'passed').length,
			notYet: cells.filter((cell) => cell === 'not yet').length,
			loadBefore,
			loadAfter: loadavg()[0]!,
		};
	} finally {
		rmSync(folder, { recursive: true, force: true });
	}
}

/** The class sizes to grade: 10 and 30, and 100 when asked (it takes minutes more). */
export function classSizes(argv: readonly string[]): number[] {
	return argv.includes('--class-100') ? [10, 30, 100] : [10, 30];
}

/** The runs as the bench prints them. */
export function classTable(runs: readonly ClassRun[]): string[][] {
	return [
		['notebooks', 'runs', 'wall s', 's per notebook', 'passed', 'not yet', 'load before → after'],
		...runs.map((run) => [
			String(run.notebooks),
			String(run.notebooks * EXERCISES.length),
			run.seconds.toFixed(1),
			(run.seconds / run.notebooks).toFixed(2),
			String(run.passed),
			String(run.notYet),
			`${run.loadBefore.toFixed(1)} → ${run.loadAfter.toFixed(1)}`,
		]),
	];
}

if (import.meta.main) {
	const runs = classSizes(process.argv).map((size) => benchCheckClass(size));
	const rows = classTable(runs);
	const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
	for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
	console.log(
		`${availableParallelism()} cores, Node ${process.version}; folder ${join(CLI, '..')}`,
	);
}
