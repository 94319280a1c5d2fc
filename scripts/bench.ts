/**
 * Benchmarks of the solver, timed with mitata: medians, nodes per second and ratios. `npm run bench`
 * stops the counters at n = 14 (quick, shared machines); `npm run bench -- --full` goes to n = 16,
 * races whole processes against a C reference up to n = 16, and times one thread against
 * the engine's own algorithm in C (scripts/bench/per-core.ts; `--sizes 15,16,17 --rounds 3` by
 * default), then the kernel alone by thread (scripts/bench/kernel-thread.ts, n = 16). Timings vary with the machine and its load; the ratios are what to compare.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure } from 'mitata';
import { countWithWorkers } from '../src/cli/count-workers.ts';
import { countSolutionsFast } from '../src/solver/checks/index.ts';
import { CHECK_NAMES } from '../src/solver/board/index.ts';
import { countAll, knownCount } from '../src/solver/count/index.ts';
import {
	backtrack,
	backtrackWithStack,
	countWithCheck,
	flatBacktrack,
	permutationSearch,
} from '../src/solver/search/index.ts';
import { type SearchEvent } from '../src/solver/events/index.ts';
import { benchChallengeRace } from './bench/challenge-race.ts';
import { benchCheckClass, classSizes, classTable } from './bench/check-class.ts';
import { benchNotebookBox } from './bench/notebook-box.ts';
import { benchKernelThread } from './bench/kernel-thread.ts';
import { benchPerCore, perCoreOptions, perCoreTable } from './bench/per-core.ts';
import { benchStartUp } from './bench/start-up.ts';
import { benchWorkerStart } from './bench/worker-start.ts';

const FULL = process.argv.includes('--full');
const TOP = FULL ? 16 : 14;
const NODE = process.execPath;

/** Median wall time in ms (mitata's p50): up to 25 samples for quick work, 3 for slow work. */
async function median(work: () => unknown): Promise<number> {
	const start = performance.now();
	await work(); // a first run, to choose how many samples fit in about half a second
	const once = performance.now() - start;
	const samples = Math.max(3, Math.min(25, Math.floor(500 / once)));
	const stats = await measure(work, {
		min_samples: samples,
		max_samples: samples,
		min_cpu_time: 0,
		warmup_samples: 1,
	});
	return stats.p50 / 1e6;
}

/** Prints rows as a table with aligned columns. */
function print(rows: string[][]): void {
	const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
	for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
	console.log();
}

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 0);
const drain = (stream: Iterable<SearchEvent>) => {
	let events = 0;
	for (const _ of stream) events++;
	return events;
};

// 1. Event searches and checks (what the widgets replay).
const events: string[][] = [['event search / check', 'n', 'median ms', 'ratio']];
for (const n of [8, 10]) {
	const base = await median(() => drain(backtrack({ n, check: 'bitmask' })));
	for (const check of CHECK_NAMES) {
		const ms = check === 'bitmask' ? base : await median(() => drain(backtrack({ n, check })));
		events.push([
			`backtrack, ${check} check`,
			`${n}`,
			fmt(ms),
			`${(ms / base).toFixed(2)}× bitmask`,
		]);
	}
	const stack = await median(() => drain(backtrackWithStack({ n, check: 'bitmask' })));
	events.push([
		'explicit stack, bitmask',
		`${n}`,
		fmt(stack),
		`${(stack / base).toFixed(2)}× recursive`,
	]);
	const flat = await median(() => drain(flatBacktrack({ n, check: 'bitmask' })));
	events.push([
		'flat generator, bitmask',
		`${n}`,
		fmt(flat),
		`${(flat / base).toFixed(2)}× recursive`,
	]);
	const fast = await median(() => countSolutionsFast(n));
	events.push([
		'  same n: flat generator',
		`${n}`,
		'',
		`${(flat / fast).toFixed(0)}× fast counter`,
	]);
}
// The checks alone, without the cost of yielding events: this is where they differ.
for (const n of [10, 12]) {
	const base = await median(() => countWithCheck({ n, check: 'bitmask' }));
	for (const check of CHECK_NAMES) {
		const ms = check === 'bitmask' ? base : await median(() => countWithCheck({ n, check }));
		events.push([
			`quiet count, ${check} check`,
			`${n}`,
			fmt(ms),
			`${(ms / base).toFixed(2)}× bitmask`,
		]);
	}
}
const perms = await median(() => drain(permutationSearch({ n: 8 })));
const back8 = await median(() => drain(backtrack({ n: 8 })));
events.push(['generate-and-test', '8', fmt(perms), `${(perms / back8).toFixed(1)}× backtracking`]);
print(events);

// 2. The counters: today's mirror-halved counter is the base every ratio divides by.
const counters: string[][] = [['counter', 'n', 'median ms', 'M nodes/s', 'ratio']];
for (let n = 8; n <= TOP; n++) {
	const nodesFast = countSolutionsFast(n).nodes;
	const nodesFull = countAll(n).nodes;
	const engines: [string, () => unknown, number][] = [
		['bitmask, mirror halving (base)', () => countSolutionsFast(n), nodesFast],
		['full symmetry, Int32Array stack', () => countAll(n), nodesFull],
		['full symmetry, recursive', () => countAll(n, undefined, 'recursive'), nodesFull],
	];
	let base = 0;
	for (const [name, work, nodes] of engines) {
		const ms = await median(work);
		base ||= ms;
		const rate = (nodes / ms / 1e3).toFixed(0);
		counters.push([name, `${n}`, fmt(ms), rate, `${(ms / base).toFixed(2)}× base`]);
	}
	if (n >= 12) {
		for (const workers of [1, 2]) {
			const ms = await median(() => countWithWorkers(n, { workers }));
			const rate = (nodesFull / ms / 1e3).toFixed(0);
			const name = `full symmetry, ${workers} worker thread${workers > 1 ? 's' : ''}`;
			counters.push([name, `${n}`, fmt(ms), rate, `${(ms / base).toFixed(2)}× base`]);
		}
	}
}
print(counters);
console.log('M nodes/s: queens placed per microsecond; the full-symmetry search places fewer.\n');

// 3. Whole processes, start-up included: the nqueens command against a C reference.
// Set NQUEENS_COUNT_CMD to time another command instead, with {n} for the board size.
const commandFor = (n: number, workers?: number): string[] =>
	(process.env.NQUEENS_COUNT_CMD ?? `${NODE} src/cli/nqueens.ts {n} --count`)
		.split(' ')
		.map((part) => part.replace('{n}', String(n)))
		.concat(workers ? ['--workers', String(workers)] : []);

/** Runs a command to the end; its wall time in ms, after checking it printed the published count. */
function timeProcess(argv: string[], n: number): number {
	const start = performance.now();
	const run = spawnSync(argv[0]!, argv.slice(1), { encoding: 'utf8' });
	const ms = performance.now() - start;
	const printed = run.stdout.trim().split('\n').at(-1);
	if (run.status !== 0 || printed !== String(knownCount(n))) {
		throw new Error(`${argv.join(' ')} printed ${JSON.stringify(printed)}: ${run.stderr}`);
	}
	return ms;
}

const mid = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

// Issue 10's small targets, whole processes with start-up: a count of 12 and the first board of
// a listing piped into head (the command must stop as soon as head has its line).
{
	const count12: number[] = [];
	const head12: number[] = [];
	for (let rep = 0; rep < 5; rep++) {
		count12.push(timeProcess(commandFor(12), 12));
		const start = performance.now();
		const run = spawnSync(
			'bash',
			['-c', `set -o pipefail; ${NODE} src/cli/nqueens.ts 12 | head -n 1`],
			{
				encoding: 'utf8',
			},
		);
		head12.push(performance.now() - start);
		if (run.status !== 0 || run.stdout.split('\n').length !== 2)
			throw new Error(`nqueens 12 | head: ${run.stderr}`);
	}
	console.log('Whole processes, start-up included, medians of 5:');
	print([
		['command', 'median ms'],
		['nqueens 12 --count', fmt(mid(count12))],
		['nqueens 12 | head -n 1', fmt(mid(head12))],
	]);
}
let dir: string | undefined;
try {
	dir = mkdtempSync(join(tmpdir(), 'nqueens-bench-'));
	const ref = join(dir, 'nqueens-ref');
	execFileSync('gcc', ['-O3', '-march=native', '-o', ref, 'scripts/bench/nqueens-ref.c']);
	const table: string[][] = [
		['N', 'C ms', 'command ms', 'command / C', '1 worker ms', '1 / 2 workers'],
	];
	for (const n of FULL ? [14, 15, 16] : [14]) {
		const times = { c: [] as number[], cmd: [] as number[], one: [] as number[] };
		// Interleaved, so a burst of load from elsewhere hits all three alike.
		for (let rep = 0; rep < 3; rep++) {
			times.c.push(timeProcess([ref, String(n)], n));
			times.cmd.push(timeProcess(commandFor(n), n));
			times.one.push(timeProcess(commandFor(n, 1), n));
		}
		const [c, cmd, one] = [mid(times.c), mid(times.cmd), mid(times.one)];
		table.push([`${n}`, fmt(c), fmt(cmd), (cmd / c).toFixed(2), fmt(one), (one / cmd).toFixed(2)]);
	}
	const shown = process.env.NQUEENS_COUNT_CMD ?? 'src/cli/nqueens.ts, every core';
	console.log(`nqueens N --count (${shown}) against C (one thread), medians of 3:`);
	print(table);
} catch (error) {
	console.log(`C comparison skipped: ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
	if (dir) rmSync(dir, { recursive: true, force: true });
}
// Per core: one thread against the same algorithm compiled from C (issue 20).
if (FULL) {
	const options = perCoreOptions(process.argv);
	const perCore = benchPerCore(options);
	if ('skipped' in perCore) console.log(`Per-core comparison skipped: ${perCore.skipped}\n`);
	else {
		console.log(
			`nqueens N --count --workers 1 against the engine's algorithm in C (nqueens-engine.c, ` +
				`gcc -O3), medians of ${options.rounds} interleaved rounds; load is the 1-minute average:`,
		);
		print(perCoreTable(perCore));
		const kernel = benchKernelThread(16, options.rounds);
		console.log(
			`the kernel alone, n = 16: CPU of the counting thread (scripts/bench/kernel-thread.ts), ` +
				`load ${kernel.load[0].toFixed(1)} → ${kernel.load[1].toFixed(1)}:`,
		);
		const c = kernel.rows.at(-1)![1];
		print([
			['where', 'CPU ms', '× C'],
			...kernel.rows.map(([name, ms]) => [name, fmt(ms), (ms / c).toFixed(2)]),
		]);
	}
}
const box = await benchNotebookBox();
console.log("the challenge's worked solution, countSolutions(13), medians of 9 interleaved runs:");
print([
	['where', 'median ms', 'box / plain'],
	['plain function in Node', fmt(box.plain), ''],
	['notebook box (ses, locked down)', fmt(box.boxed), box.ratio.toFixed(2)],
]);
console.log("the challenge's speed check on two worked solutions, by this machine's clock:");
const verdicts = benchChallengeRace();
print([
	['solution', 'should', 'did', 'verdict'],
	...verdicts.map((v) => [
		v.solution,
		v.expected,
		`${v.passed ? 'pass' : 'fail'}${v.passed === (v.expected === 'pass') ? '' : ' (falls short)'}`,
		v.message,
	]),
]);
const startUp = await benchStartUp();
console.log('start-up: CPU time of `nqueens 6 --count` as a whole process, medians of 15 runs:');
print([['command', 'CPU ms'], ...startUp.map(([name, ms]) => [name, fmt(ms)])]);
const workerStart = await benchWorkerStart();
console.log(
	"a counting worker's start: new Worker to its first reply (a job of under a millisecond once " +
		'warm), medians of 9 fresh workers; CPU is the whole process:',
);
print([
	['worker', 'CPU ms', 'wall ms', 'first job ms (warm-up)'],
	...workerStart.map(([name, cpu, wall, ms]) => [name, fmt(cpu), fmt(wall), fmt(ms)]),
]);
console.log(
	'`nqueens check` on a class (half JavaScript, half Python, every third with two wrong answers), ' +
		"every core, the page's time limit; --class-100 adds 100 notebooks:",
);
print(classTable(classSizes(process.argv).map((size) => benchCheckClass(size))));
console.log(
	`Node ${process.version}, ${FULL ? 'full (n ≤ 16)' : 'quick (n ≤ 14; --full for 16)'}.`,
);
