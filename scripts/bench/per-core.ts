/**
 * Per-core speed against the same algorithm (issue 20): `nqueens N --count --workers 1` (one
 * thread, start-up included) against the engine's own full-symmetry count in C
 * (`nqueens-engine.c`, gcc -O3 -march=native, one thread). Whole processes, interleaved round by
 * round (the one to go first alternates); medians of wall and CPU time, their ratios JS / C, and
 * the load average. The command starts as bin/nqueens.js starts it: Node 24 with a warm compile
 * cache (NODE_COMPILE_CACHE, here a fresh folder filled by one untimed run), so the figure is the
 * engine's and not Node stripping the types of every module again (docs/performance.md gives
 * that cost on its own, under "Start-up of the command"). Part of `npm run bench -- --full`; alone:
 * `node_modules/.bin/node scripts/bench/per-core.ts [--sizes 15,16,17] [--rounds 3]`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { knownCount } from '../../src/solver/count/index.ts';

const SOURCE = new URL('./nqueens-engine.c', import.meta.url).pathname;
const CLI = new URL('../../src/cli/nqueens.ts', import.meta.url).pathname;

/** Which sizes and how many rounds of each: `--sizes 15,16,17 --rounds 3` (the defaults). */
export interface PerCoreOptions {
	sizes: number[];
	rounds: number;
}

/** One size: medians in ms (wall and CPU) of each side, and the 1-minute load before and after. */
export interface PerCoreRow {
	n: number;
	js: { wall: number; cpu: number };
	c: { wall: number; cpu: number };
	load: [number, number];
}

/** Reads `--sizes a,b,…` and `--rounds k` from the command line; refuses values it cannot use. */
export function perCoreOptions(argv: string[]): PerCoreOptions {
	const value = (flag: string) => {
		const at = argv.indexOf(flag);
		return at < 0 ? undefined : (argv[at + 1] ?? '');
	};
	const sizes = (value('--sizes') ?? '15,16,17').split(',').map(Number);
	const rounds = Number(value('--rounds') ?? 3);
	if (!sizes.every((n) => Number.isInteger(n) && n >= 4 && n <= 27)) {
		throw new RangeError(`--sizes takes sizes from 4 to 27 joined by commas, as in 15,16,17`);
	}
	if (!Number.isInteger(rounds) || rounds < 1)
		throw new RangeError('--rounds takes a whole number');
	return { sizes, rounds };
}

// CPU time of waited-for children, from /proc/self/stat (cutime + cstime, fields 16 and 17, in
// clock ticks): the child's CPU time across all its threads, which a busy machine disturbs less
// than wall time. Linux only; elsewhere the CPU columns stay empty (NaN).
const TICK_MS =
	1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout || 100);
function childrenCpuMs(): number {
	if (!existsSync('/proc/self/stat')) return NaN;
	const stat = readFileSync('/proc/self/stat', 'utf8');
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
	return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
}

/** Runs a command to the end; wall and CPU ms, after checking it printed the published count. */
function timeProcess(
	argv: string[],
	n: number,
	env?: NodeJS.ProcessEnv,
): { wall: number; cpu: number } {
	const cpu = childrenCpuMs();
	const start = performance.now();
	const run = spawnSync(argv[0]!, argv.slice(1), { encoding: 'utf8', env });
	const wall = performance.now() - start;
	const printed = run.stdout?.trim().split('\n').at(-1);
	if (run.status !== 0 || printed !== String(knownCount(n))) {
		throw new Error(`${argv.join(' ')} printed ${JSON.stringify(printed)}: ${run.stderr}`);
	}
	return { wall, cpu: childrenCpuMs() - cpu };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/**
 * Builds the C program and times both sides at each size; `skipped`, with the reason, when gcc is
 * missing or fails (the rest of the benchmark goes on).
 */
export function benchPerCore(options: PerCoreOptions): PerCoreRow[] | { skipped: string } {
	const dir = mkdtempSync(join(tmpdir(), 'nqueens-engine-'));
	try {
		const binary = join(dir, 'nqueens-engine');
		try {
			execFileSync('gcc', ['-O3', '-march=native', '-o', binary, SOURCE], { stdio: 'pipe' });
		} catch (error) {
			const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
			return { skipped: `no C build of the engine (gcc -O3 -march=native failed: ${why})` };
		}
		// The compile cache bin/nqueens.js keeps, filled once before anything is timed.
		const env = { ...process.env, NODE_COMPILE_CACHE: join(dir, 'compile-cache') };
		timeProcess([process.execPath, CLI, '6', '--count'], 6, env);
		const rows: PerCoreRow[] = [];
		for (const n of options.sizes) {
			const sides = {
				js: [process.execPath, CLI, String(n), '--count', '--workers', '1'],
				c: [binary, String(n)],
			};
			const runs: Record<'js' | 'c', { wall: number; cpu: number }[]> = { js: [], c: [] };
			const before = loadavg()[0]!;
			for (let round = 0; round < options.rounds; round++) {
				// Alternate who goes first, so a burst of load from elsewhere falls on both alike.
				const order = round % 2 === 0 ? (['c', 'js'] as const) : (['js', 'c'] as const);
				for (const side of order) runs[side].push(timeProcess(sides[side], n, env));
			}
			const mid = (side: 'js' | 'c') => ({
				wall: median(runs[side].map((r) => r.wall)),
				cpu: median(runs[side].map((r) => r.cpu)),
			});
			rows.push({ n, js: mid('js'), c: mid('c'), load: [before, loadavg()[0]!] });
		}
		return rows;
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/** The rows as table lines: sizes, medians, ratios and the load before → after. */
export function perCoreTable(rows: PerCoreRow[]): string[][] {
	const ms = (x: number) => (Number.isNaN(x) ? '–' : x.toFixed(0));
	const ratio = (a: number, b: number) => (Number.isNaN(a / b) ? '–' : (a / b).toFixed(2));
	return [
		['N', 'C ms', '1 thread ms', 'JS / C', 'C CPU ms', '1 thread CPU ms', 'JS / C CPU', 'load'],
		...rows.map(({ n, js, c, load }) => [
			`${n}`,
			ms(c.wall),
			ms(js.wall),
			ratio(js.wall, c.wall),
			ms(c.cpu),
			ms(js.cpu),
			ratio(js.cpu, c.cpu),
			`${load[0].toFixed(1)} → ${load[1].toFixed(1)}`,
		]),
	];
}

// Run alone: print the table.
if (process.argv[1] === new URL(import.meta.url).pathname) {
	const options = perCoreOptions(process.argv.slice(2));
	const result = benchPerCore(options);
	if ('skipped' in result) console.log(result.skipped);
	else {
		const table = perCoreTable(result);
		const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
		for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
		console.log(`Medians of ${options.rounds} interleaved rounds, whole processes.`);
	}
}
