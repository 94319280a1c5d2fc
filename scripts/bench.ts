/**
 * Benchmarks of the solver: medians over repeated runs, and ratios between the checks.
 * Run with `npm run bench`. Timings vary with the machine; the ratios are what to compare.
 */
import { backtrack, backtrackWithStack, countWithCheck } from '../src/solver/search.ts';
import { permutationSearch } from '../src/solver/permutations.ts';
import { countSolutionsFast } from '../src/solver/bitmask.ts';
import { CHECK_NAMES } from '../src/solver/board.ts';
import type { SearchEvent } from '../src/solver/events.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** Median wall time in ms of `RUNS` calls of `work`, after one warm-up call. */
function median(work: () => unknown): number {
	work();
	const times: number[] = [];
	for (let i = 0; i < RUNS; i++) {
		const start = performance.now();
		work();
		times.push(performance.now() - start);
	}
	times.sort((a, b) => a - b);
	return times[Math.floor(times.length / 2)]!;
}

/** Drains a stream, returning how many events it had. */
const drain = (stream: Iterable<SearchEvent>) => {
	let events = 0;
	for (const _ of stream) events++;
	return events;
};

const rows: string[][] = [['benchmark', 'n', 'median ms', 'ratio']];
const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 0);

for (const n of [8, 10]) {
	const base = median(() => drain(backtrack({ n, check: 'bitmask' })));
	for (const check of CHECK_NAMES) {
		const ms = check === 'bitmask' ? base : median(() => drain(backtrack({ n, check })));
		rows.push([
			`backtrack, ${check} check, all solutions`,
			String(n),
			fmt(ms),
			`${(ms / base).toFixed(2)}× bitmask`,
		]);
	}
	const stack = median(() => drain(backtrackWithStack({ n, check: 'bitmask' })));
	rows.push([
		'explicit stack, bitmask check',
		String(n),
		fmt(stack),
		`${(stack / base).toFixed(2)}× recursive`,
	]);
}
// The checks alone, without the cost of yielding events: this is where they differ.
for (const n of [10, 12]) {
	const base = median(() => countWithCheck({ n, check: 'bitmask' }));
	for (const check of CHECK_NAMES) {
		const ms = check === 'bitmask' ? base : median(() => countWithCheck({ n, check }));
		rows.push([
			`quiet count, ${check} check`,
			String(n),
			fmt(ms),
			`${(ms / base).toFixed(2)}× bitmask`,
		]);
	}
}
const perms = median(() => drain(permutationSearch({ n: 8 })));
const back8 = median(() => drain(backtrack({ n: 8 })));
rows.push([
	'generate-and-test, formula check',
	'8',
	fmt(perms),
	`${(perms / back8).toFixed(1)}× backtracking`,
]);
for (const n of [12, 13, 14]) {
	rows.push([
		'fast bitmask count (no events)',
		String(n),
		fmt(median(() => countSolutionsFast(n))),
		'',
	]);
}

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
console.log(`\n${RUNS} runs each after a warm-up; Node ${process.version}.`);
