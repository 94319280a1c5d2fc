/**
 * What one counting worker pays before its first sub-problem: the CPU time of the whole process
 * (every thread: the worker's own, Node's helper threads compiling for it, and the main thread's
 * part) from `new Worker` to the worker's first reply. The first job is the smallest sub-problem
 * of n = 16, which counts in well under a millisecond once warm, so what is measured is the
 * worker's start (Node's bootstrap of a thread, then loading the modules) and the kernel's
 * compile (the WebAssembly kernel, src/solver/count/count-wasm.ts); the reply's own `ms` (the
 * first job, compile included) is given beside it. On a machine of many cores every worker
 * pays this at once, so it is part of what more workers cannot shrink. Kinds: a thread that
 * answers at once (Node's own part), the source tree's worker (TypeScript stripped module by
 * module as it loads, as `node src/cli/nqueens.ts` starts it; and with a warm compile cache, as
 * bin/nqueens.js starts it), and the bundled command (/nqueens.mjs, one file of plain JavaScript
 * that is its own worker). Fresh workers one at a time, interleaved; medians. Part of
 * `npm run bench`; alone: `node_modules/.bin/node scripts/bench/worker-start.ts`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { bundleCommand } from '../../src/site/command-bundle.ts';
import { planSubproblems, type CountJob, type CountShare } from '../../src/solver/count/index.ts';

const ROUNDS = 9;
/** The first job: the smallest sub-problem of n = 16, the last of its plan. */
const FIRST = planSubproblems(16);
const JOB: CountJob = { id: FIRST.length - 1, sp: FIRST.at(-1)! };
/** A worker that answers its first message at once, as a count worker would: Node's own part. */
const ANSWER_AT_ONCE = `const { parentPort } = require('node:worker_threads');
parentPort.once('message', () => parentPort.postMessage({ type: 'result', result: { ms: 0 } }));`;

/** One way to start a worker: its file (or code) and options. */
type Kind = [name: string, start: () => Worker];

/** One fresh worker to its first reply: process CPU ms, wall ms, and the ms its first job took. */
async function firstReply(start: () => Worker): Promise<[cpu: number, wall: number, ms: number]> {
	const cpu = process.cpuUsage();
	const wall = performance.now();
	const worker = start();
	try {
		const reply = await new Promise<{ type: string; result?: CountShare; message?: string }>(
			(resolve, reject) => {
				worker.once('message', resolve);
				worker.once('error', reject);
				worker.postMessage(JOB);
			},
		);
		const used = process.cpuUsage(cpu);
		if (reply.type !== 'result') throw new Error(reply.message);
		return [(used.user + used.system) / 1000, performance.now() - wall, reply.result!.ms];
	} finally {
		await worker.terminate();
	}
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** For each kind of worker: its name and median CPU ms, wall ms and first-job ms to its first reply. */
export async function benchWorkerStart(): Promise<[string, number, number, number][]> {
	const dir = mkdtempSync(join(tmpdir(), 'nqueens-worker-start-'));
	const bundle = join(dir, 'nqueens.mjs');
	writeFileSync(bundle, await bundleCommand());
	const source = new URL('../../src/cli/count-worker.ts', import.meta.url);
	// As the pool starts them.
	const options = (extra: WorkerOptions = {}): WorkerOptions => ({ ...extra });
	const cached = { env: { ...process.env, NODE_COMPILE_CACHE: join(dir, 'compile-cache') } };
	const kinds: Kind[] = [
		['a thread that answers at once', () => new Worker(ANSWER_AT_ONCE, { eval: true })],
		['source tree (count-worker.ts)', () => new Worker(source, options())],
		['source tree, compile cache warm', () => new Worker(source, options(cached))],
		['bundled command (nqueens.mjs)', () => new Worker(new URL(`file://${bundle}`), options())],
	];
	const runs = kinds.map((): [number, number, number][] => []);
	try {
		await firstReply(kinds[2]![1]); // fills the compile cache
		for (let round = 0; round < ROUNDS; round++) {
			for (const [i, [, start]] of kinds.entries()) runs[i]!.push(await firstReply(start));
		}
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
	return kinds.map(([name], i) => {
		const column = (k: number) => median(runs[i]!.map((run) => run[k]!));
		return [name, column(0), column(1), column(2)];
	});
}

if (import.meta.main) {
	for (const [name, cpu, wall, ms] of await benchWorkerStart()) {
		console.log(
			`${name}: ${cpu.toFixed(0)} ms of CPU (${wall.toFixed(0)} ms) to its first reply; ` +
				`its first job ${ms.toFixed(1)} ms`,
		);
	}
}
