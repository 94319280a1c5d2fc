import { describe, expect, test } from 'vitest';
import {
	CountPool,
	jobWeight,
	planJobs,
	poolSize,
	runCountJob,
	type CountJob,
	type CountReply,
	type CountWorker,
} from '../../components/count-pool.ts';
import { halfColumns } from '../../src/solver/bitmask.ts';
import {
	firstCountAbove,
	knownCount,
	knownCounts,
	MAX_KNOWN_N,
	TWO_TO_53,
} from '../../src/solver/known-counts.ts';
import { A000170 } from './helpers.ts';

describe('the published table', () => {
	test('holds n = 1 … 27 and agrees with the shared test table where they overlap', () => {
		expect(knownCounts()).toHaveLength(MAX_KNOWN_N);
		A000170.forEach((count, i) => expect(knownCount(i + 1)).toBe(BigInt(count)));
		expect(knownCount(27)).toBe(234907967154122528n);
		expect(knownCount(0)).toBeUndefined();
		expect(knownCount(28)).toBeUndefined();
	});

	test('n = 26 is the first count above 2^53, so it needs BigInt', () => {
		expect(firstCountAbove()).toBe(26);
		expect(knownCount(25)! < TWO_TO_53).toBe(true);
		expect(Number.isSafeInteger(Number(knownCount(25)))).toBe(true);
		// Past 2^53 a double has gaps: near n = 26's count only every fourth whole number exists,
		// so adding 1 changes nothing. BigInt has no gaps.
		const count26 = knownCount(26)!;
		expect(Number.isSafeInteger(Number(count26))).toBe(false);
		expect(Number(count26) + 1).toBe(Number(count26));
		expect(count26 + 1n).not.toBe(count26);
	});
});

describe('count jobs', () => {
	test.each(Array.from({ length: 11 }, (_, i) => i + 4))(
		'the shares of n = %i add up to the published count',
		(n) => {
			let total = 0n;
			for (const job of planJobs([n])) {
				const reply = runCountJob(job);
				if (reply.type !== 'result') throw new Error(reply.message);
				expect(reply.result.solutions).toMatch(/^\d+$/);
				total += BigInt(reply.result.solutions);
			}
			expect(total).toBe(knownCount(n));
		},
	);

	test('jobs cover each n once per first-row column of the left half, middle columns first', () => {
		expect(planJobs([4, 5])).toEqual([
			{ n: 4, column: 1 },
			{ n: 4, column: 0 },
			{ n: 5, column: 2 },
			{ n: 5, column: 1 },
			{ n: 5, column: 0 },
		]);
		expect(
			planJobs([12])
				.map((j) => j.column)
				.sort(),
		).toEqual(halfColumns(12));
	});

	test('from one n to the next, the weight of all jobs grows about as the published counts do', () => {
		// OEIS A000170 grows by 4.96 (n = 12 → 13) to 6.95 (n = 17 → 18) from n = 11 on; the
		// search tree, and so the work, grows roughly with it.
		const ratios = A000170.slice(10).map((count, i, counts) =>
			i === 0 ? 0 : count / counts[i - 1]!,
		);
		const [low, high] = [Math.min(...ratios.slice(1)), Math.max(...ratios.slice(1))];
		expect([low.toFixed(2), high.toFixed(2)]).toEqual(['4.96', '6.95']);
		const total = (n: number) => planJobs([n]).reduce((sum, job) => sum + jobWeight(job), 0);
		for (let n = 11; n < 18; n++) {
			const growth = total(n + 1) / total(n);
			expect(growth, `n = ${n} → ${n + 1}`).toBeGreaterThanOrEqual(low);
			expect(growth, `n = ${n} → ${n + 1}`).toBeLessThanOrEqual(high);
		}
	});

	test('a bad job comes back as an error reply, not an exception', () => {
		expect(runCountJob({ n: 40, column: 0 })).toMatchObject({
			type: 'error',
			code: 'n-too-large',
			message: expect.stringMatching(/too large/),
		});
	});

	test.each([
		[undefined, 1],
		[0, 1],
		[1, 1],
		[2, 2],
		[4, 4],
		[16, 4],
	])('%s cores give %i workers', (cores, workers) => {
		expect(poolSize(cores)).toBe(workers);
	});
});

describe('the pool', () => {
	/** Answers each job after `release()` is called, so the test controls the order. */
	class QueuedWorker implements CountWorker {
		onmessage: ((event: { data: CountReply }) => void) | null = null;
		onerror: ((event: { message?: string }) => void) | null = null;
		pending: CountJob[] = [];
		terminated = false;
		postMessage(job: CountJob) {
			this.pending.push(job);
		}
		release() {
			const job = this.pending.shift()!;
			this.onmessage?.({ data: runCountJob(job) });
		}
		terminate() {
			this.terminated = true;
		}
	}

	const failOn = (m: string) => {
		throw new Error(m);
	};

	test('small boards: one worker takes the jobs one by one and reports done once', () => {
		const workers: QueuedWorker[] = [];
		const pool = new CountPool(() => (workers.push(new QueuedWorker()), workers.at(-1)!), 2);
		const results: string[] = [];
		let done = 0;
		pool.start(planJobs([8]), {
			onresult: (r) => results.push(`${r.column}:${r.solutions}`),
			ondone: () => done++,
			onfailure: failOn,
		});
		expect(workers).toHaveLength(1);
		for (const column of [3, 2, 1, 0]) {
			expect(workers[0]!.pending).toEqual([{ n: 8, column }]);
			expect(done).toBe(0);
			workers[0]!.release();
		}
		expect(done).toBe(1);
		// 8-queens solutions by the first row's queen in columns 1 to 4: 4, 8, 16 and 18 (92 in all
		// with their mirror images), each share doubled here by the mirror image.
		expect(results.sort()).toEqual(['0:8', '1:16', '2:32', '3:36']);
		expect(pool.liveWorkers).toBe(1); // kept for the next run
	});

	test('large boards: each job goes to the next free worker, and the shares add up', () => {
		const workers: QueuedWorker[] = [];
		const pool = new CountPool(() => (workers.push(new QueuedWorker()), workers.at(-1)!), 2);
		let total = 0n;
		let done = 0;
		pool.start(planJobs([12]), {
			onresult: (r) => (total += BigInt(r.solutions)),
			ondone: () => done++,
			onfailure: failOn,
		});
		expect(workers).toHaveLength(2);
		expect(workers.map((w) => w.pending.length)).toEqual([1, 1]);
		const handedOut = () => workers.flatMap((w) => w.pending.map((job) => job.column));
		// The middle columns first: 5 and 4 of the six left-half columns 0 … 5.
		expect(handedOut().sort()).toEqual([4, 5]);
		workers[1]!.release(); // worker 1 is free first: it takes the next column, 3
		expect(workers[1]!.pending).toEqual([{ n: 12, column: 3 }]);
		while (workers.some((w) => w.pending.length > 0)) {
			expect(done).toBe(0);
			workers.find((w) => w.pending.length > 0)!.release();
		}
		expect(done).toBe(1);
		expect(total).toBe(14200n); // OEIS A000170, and seed 001's count for n = 12
		expect(pool.liveWorkers).toBe(2);
	});

	test('cancel terminates every worker and ignores late answers', () => {
		const workers: QueuedWorker[] = [];
		const pool = new CountPool(() => (workers.push(new QueuedWorker()), workers.at(-1)!), 3);
		let results = 0;
		pool.start(planJobs([10]), {
			onresult: () => results++,
			ondone: () => {
				throw new Error('not done');
			},
			onfailure: (m) => {
				throw new Error(m);
			},
		});
		pool.cancel();
		expect(workers.every((w) => w.terminated)).toBe(true);
		expect(pool.liveWorkers).toBe(0);
		workers[0]!.release();
		expect(results).toBe(0);
	});
});
