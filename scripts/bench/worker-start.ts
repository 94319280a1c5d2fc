/**
 * What one counting worker pays before its first sub-problem: the time from `new Worker` to its
 * first reply, less the time the worker says the sub-problem took. On a machine of many cores
 * every worker pays it at once, so it is the part of a count that more workers cannot shrink.
 * Compared for the source tree's worker (src/cli/count-worker.ts, TypeScript stripped module by
 * module as it loads) and for the bundled command (/nqueens.mjs, one file of plain JavaScript that
 * is its own worker). Fresh workers, interleaved; medians. Part of `npm run bench`; alone:
 * `node_modules/.bin/node scripts/bench/worker-start.ts`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { bundleCommand } from '../../src/site/command-bundle.ts';
import { planSubproblems, type CountJob, type CountShare } from '../../src/solver/count/index.ts';

const ROUNDS = 9;
/** A first job as the pool sends it: the first sub-problem of n = 12 (a few milliseconds). */
const JOB: CountJob = { id: 0, sp: planSubproblems(12)[0]! };

/** Ms from starting a worker at `url` to its first reply, and the ms it spent counting. */
function firstReply(url: URL): Promise<{ total: number; counting: number }> {
	const start = performance.now();
	const worker = new Worker(url);
	return new Promise((resolve, reject) => {
		worker.once('message', (reply: { type: string; result?: CountShare; message?: string }) => {
			const total = performance.now() - start;
			void worker.terminate();
			if (reply.type !== 'result') reject(new Error(reply.message));
			else resolve({ total, counting: reply.result!.ms });
		});
		worker.once('error', reject);
		worker.postMessage(JOB);
	});
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median ms before the first sub-problem, and spent on it, for each kind of worker. */
export async function benchWorkerStart(): Promise<[string, number, number][]> {
	const dir = mkdtempSync(join(tmpdir(), 'nqueens-worker-start-'));
	const bundle = join(dir, 'nqueens.mjs');
	writeFileSync(bundle, await bundleCommand());
	const kinds: [string, URL][] = [
		['source tree (count-worker.ts)', new URL('../../src/cli/count-worker.ts', import.meta.url)],
		['bundled command (nqueens.mjs)', new URL(`file://${bundle}`)],
	];
	const before = kinds.map((): number[] => []);
	const counting = kinds.map((): number[] => []);
	try {
		for (let round = 0; round < ROUNDS; round++) {
			for (const [i, [, url]] of kinds.entries()) {
				const { total, counting: ms } = await firstReply(url);
				before[i]!.push(total - ms);
				counting[i]!.push(ms);
			}
		}
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
	return kinds.map(([name], i) => [name, median(before[i]!), median(counting[i]!)]);
}

if (import.meta.main) {
	for (const [name, before, ms] of await benchWorkerStart()) {
		console.log(
			`${name}: ${before.toFixed(0)} ms before the first sub-problem, ${ms.toFixed(1)} ms on it`,
		);
	}
}
