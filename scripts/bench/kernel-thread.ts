/**
 * The count kernel alone, by thread (issue 29): the CPU time of the counting thread over every
 * sub-problem of n (countSubproblem over planSubproblems, the kernel's warm-up included), each
 * time in a fresh process: in the main thread; in a worker thread given memory for its stack by
 * the main thread (provideStackMemory); and in a worker with its
 * own; and the WebAssembly kernel the command runs (count-wasm.ts), in the main thread. Beside
 * them, the CPU time of the C engine's whole process (nqueens-engine.c, gcc -O3
 * -march=native), the same algorithm. Interleaved rounds; medians. Alone:
 * `node_modules/.bin/node scripts/bench/kernel-thread.ts [--n 16] [--rounds 3]`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
	countSubproblem,
	countWithWasm,
	knownCount,
	planSubproblems,
	provideStackMemory,
	STACK_BYTES,
} from '../../src/solver/count/index.ts';

const SELF = new URL(import.meta.url);
const ENGINE = new URL('./nqueens-engine.c', import.meta.url).pathname;
const PLACES = [
	'main thread',
	'worker, memory from the main thread',
	'worker, its own memory',
	'WebAssembly kernel, main thread',
];

/**
 * Counts n in this thread (the TypeScript kernel, or the command's WebAssembly one); the thread's
 * CPU ms. Throws on a wrong count.
 */
function countHere(n: number, wasm = false): number {
	const kernel = wasm ? countWithWasm : 'stack';
	const start = process.threadCpuUsage();
	let solutions = 0n;
	for (const sp of planSubproblems(n)) solutions += countSubproblem(sp, kernel).solutions;
	const used = process.threadCpuUsage(start);
	if (solutions !== knownCount(n)) throw new Error(`counted ${solutions} boards of ${n} queens`);
	return (used.user + used.system) / 1000;
}

/** In a child process: counts n in the given place and prints the counting thread's CPU ms. */
async function child(place: number, n: number): Promise<void> {
	if (place === 0 || place === 3) {
		console.log(countHere(n, place === 3));
		return;
	}
	const stackMemory = place === 1 ? new SharedArrayBuffer(STACK_BYTES) : undefined;
	const worker = new Worker(SELF, { workerData: { n, stackMemory } });
	console.log(
		await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject)),
	);
	await worker.terminate();
}

/** CPU ms of one whole process of the C engine, from GNU time. */
function engineMs(binary: string, n: number): number {
	const run = spawnSync('/usr/bin/time', ['-f', '%U %S', binary, String(n)], { encoding: 'utf8' });
	if (run.stdout.trim() !== String(knownCount(n))) throw new Error(`C engine: ${run.stderr}`);
	const [user, system] = run.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
	return (user! + system!) * 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median CPU ms of each place and of C, by name, with the load before and after. */
export function benchKernelThread(
	n: number,
	rounds: number,
): { rows: [string, number][]; load: [number, number] } {
	const dir = mkdtempSync(join(tmpdir(), 'nqueens-kernel-'));
	const before = loadavg()[0]!;
	try {
		const binary = join(dir, 'nqueens-engine');
		execFileSync('gcc', ['-O3', '-march=native', '-o', binary, ENGINE], { stdio: 'pipe' });
		const runs = [...PLACES, 'C engine'].map((): number[] => []);
		for (let round = 0; round < rounds; round++) {
			const order = [0, 1, 2, 3, 4];
			if (round % 2) order.reverse();
			for (const i of order) {
				if (i === 4) {
					runs[4]!.push(engineMs(binary, n));
					continue;
				}
				const args = [SELF.pathname, '--child', String(i), String(n)];
				const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
				if (run.status !== 0) throw new Error(run.stderr);
				runs[i]!.push(Number(run.stdout));
			}
		}
		const rows = [...PLACES, 'C engine (whole process)'].map((name, i): [string, number] => [
			name,
			median(runs[i]!),
		]);
		return { rows, load: [before, loadavg()[0]!] };
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

if (!isMainThread) {
	const { n, stackMemory } = workerData as { n: number; stackMemory?: SharedArrayBuffer };
	if (stackMemory) provideStackMemory(stackMemory);
	parentPort!.postMessage(countHere(n));
} else if (process.argv[2] === '--child') {
	await child(Number(process.argv[3]), Number(process.argv[4]));
} else if (import.meta.main) {
	const value = (flag: string, fallback: number) => {
		const at = process.argv.indexOf(flag);
		return at < 0 ? fallback : Number(process.argv[at + 1]);
	};
	const n = value('--n', 16);
	const rounds = value('--rounds', 3);
	const { rows, load } = benchKernelThread(n, rounds);
	const c = rows.at(-1)![1];
	for (const [name, ms] of rows) {
		console.log(
			`${name.padEnd(36)} ${ms.toFixed(0).padStart(6)} ms CPU  ${(ms / c).toFixed(2)} × C`,
		);
	}
	console.log(
		`n = ${n}, medians of ${rounds} interleaved rounds, load ${load[0].toFixed(1)} → ${load[1].toFixed(1)}.`,
	);
}
