/**
 * `nqueens check` on a class: 10 and 30 notebooks (and 100 with `--class-100`), all six
 * exercises each, half the learners in JavaScript and half in Python, every third with wrong
 * answers from the mistake corpus (test/fixtures/mistakes/) in two exercises. Each class is
 * graded once by the real command, `node src/cli/nqueens.ts check FILE… --format csv`, every
 * core, the page's time limit; prints the wall time, the CPU time of the command and its threads,
 * the verdicts (a worked solution the time limit stopped is "not yet", as on the page), and the
 * machine's load before and after (os.loadavg, 1 minute). Part of `npm run bench`; alone:
 * `node_modules/.bin/node --import ./src/notebook/runtime/raw-text.ts scripts/bench/check-class.ts [--class-100 | --sizes 30]`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
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
	/** The cells holding a worked solution: each passes unless the time limit stops it. */
	solutions: number;
	loadBefore: number;
	loadAfter: number;
	/** CPU seconds of the command and its threads, user and system. */
	cpu: number;
}

/** CPU seconds this process's waited-for children have used (Linux: /proc/self/stat's cutime + cstime). */
function childrenCpu(): number {
	const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
	// Fields 16 and 17 of stat(5), counted from the state (field 3) after the command's name.
	return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** A class of `size` learners' files (name → text), and how many cells hold a worked solution. */
function classOf(size: number): { files: Record<string, string>; solutions: number } {
	const wrong = { js: wrongAnswers('js'), python: wrongAnswers('python') };
	const files: Record<string, string> = {};
	let solutions = 0;
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
		const solved = new Set(allSolved(language).map((cell) => cell.code));
		solutions += cells.filter((cell) => solved.has(cell.code)).length;
		files[`learner-${String(i + 1).padStart(3, '0')}.json`] = notebookText(cells, {
			learner: `Learner ${i + 1}`,
			locale: i % 4 < 2 ? 'en' : 'zh-cn',
		});
	}
	return { files, solutions };
}

/** Grades a class of `size` with the real command; the CSV's verdicts are counted. */
export function benchCheckClass(size: number): ClassRun {
	const { files, solutions } = classOf(size);
	const { folder, paths } = classFolder(files);
	try {
		const loadBefore = loadavg()[0]!;
		const cpuBefore = childrenCpu();
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
			solutions,
			loadBefore,
			loadAfter: loadavg()[0]!,
			cpu: childrenCpu() - cpuBefore,
		};
	} finally {
		rmSync(folder, { recursive: true, force: true });
	}
}

/** The class sizes to grade: 10 and 30, and 100 when asked (it takes minutes more); alone, `--sizes 30` picks. */
export function classSizes(argv: readonly string[]): number[] {
	const at = argv.indexOf('--sizes');
	if (at >= 0) return argv[at + 1]!.split(',').map(Number);
	return argv.includes('--class-100') ? [10, 30, 100] : [10, 30];
}

/** The runs as the bench prints them. */
export function classTable(runs: readonly ClassRun[]): string[][] {
	return [
		[
			'notebooks',
			'runs',
			'wall s',
			'CPU s',
			's per notebook',
			'passed (of solutions)',
			'not yet',
			'load before → after',
		],
		...runs.map((run) => [
			String(run.notebooks),
			String(run.notebooks * EXERCISES.length),
			run.seconds.toFixed(1),
			run.cpu.toFixed(1),
			(run.seconds / run.notebooks).toFixed(2),
			`${run.passed} (${run.solutions})`,
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
