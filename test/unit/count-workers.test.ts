import { describe, expect, test } from 'vitest';
import {
	CountCancelledError,
	countWithWorkers,
	ONE_THREAD_HERE_MAX,
	startWorkersFrom,
} from '../../src/cli/count-workers.ts';
import { countSubproblem, planSubproblems } from '../../src/solver/count/index.ts';
import { A000170, A002562 } from './helpers.ts';

// Real worker threads running src/cli/count-worker.ts (Node 24 strips its types itself); a count
// on one thread, up to ONE_THREAD_HERE_MAX, runs in the test's own thread.
describe('the worker pool', () => {
	test.each([8, 9, 10, 11, 12].flatMap((n) => [1, 2].map((workers) => [n, workers])))(
		'n = %i on %i worker(s) gives the published count (OEIS A000170, A002562)',
		async (n, workers) => {
			const result = await countWithWorkers(n, { workers });
			expect(result.solutions).toBe(BigInt(A000170[n - 1]!));
			expect(result.classes).toBe(A002562[n - 1]);
			expect(result.workers).toBe(workers);
		},
	);

	test.each([1, 2])(
		'on %i thread(s), reports progress once per sub-problem, ending with every one done',
		async (workers) => {
			const done: number[] = [];
			let last: bigint | undefined;
			await countWithWorkers(10, {
				workers,
				onProgress: (p) => {
					done.push(p.done);
					last = p.solutions;
					expect(p.total).toBe(planSubproblems(10).length);
					expect(p.remainingMs).toBeGreaterThanOrEqual(0);
				},
			});
			expect(done).toEqual(done.map((_, i) => i + 1));
			expect(done.at(-1)).toBe(planSubproblems(10).length);
			expect(last).toBe(724n);
		},
	);

	test.each([1, 2])(
		'on %i thread(s), cancel stops a long count: it rejects, and no progress comes after',
		async (workers) => {
			// n = 17 takes far longer than the test's 5 s limit: only a real cancel lets this test pass.
			const controller = new AbortController();
			let aborted = false;
			let after = 0;
			const run = countWithWorkers(17, {
				workers,
				signal: controller.signal,
				onProgress: () => {
					if (aborted) after++;
				},
			});
			setTimeout(() => {
				aborted = true;
				controller.abort();
			});
			await expect(run).rejects.toBeInstanceOf(CountCancelledError);
			await new Promise((resolve) => setTimeout(resolve, 100));
			expect(after).toBe(0);
		},
	);

	test('an already-aborted signal never starts', async () => {
		await expect(countWithWorkers(12, { signal: AbortSignal.abort() })).rejects.toThrow(
			/cancelled/,
		);
	});

	test.each([0, -1, 1.5, Number.NaN])(
		'%s workers is refused with a clear message',
		async (workers) => {
			await expect(countWithWorkers(8, { workers })).rejects.toThrow(/whole number, at least 1/);
		},
	);

	test.each([1, 2])(
		'on %i thread(s), a sub-problem that fails stops the count and is named from 1',
		async (workers) => {
			const jobs = planSubproblems(8).map((sp, id) => ({ id, sp }));
			jobs[2] = { id: 2, sp: { ...jobs[2]!.sp, bound: 0 } };
			await expect(countWithWorkers(8, { workers, jobs })).rejects.toThrow(
				/^Counting 8 queens failed in part 3: Not a sub-problem of 8 queens/,
			);
		},
	);

	test(`one thread counts here up to n = ${ONE_THREAD_HERE_MAX}, on a worker above`, async () => {
		// Workers started from a file that does not exist fail at once: a count that succeeds
		// started none. The last few sub-problems of each size are quick to count.
		const lastJobs = (n: number) =>
			planSubproblems(n)
				.map((sp, id) => ({ id, sp }))
				.slice(-3);
		startWorkersFrom(new URL('./no-such-worker.ts', import.meta.url));
		try {
			const jobs = lastJobs(ONE_THREAD_HERE_MAX);
			const here = await countWithWorkers(ONE_THREAD_HERE_MAX, { workers: 1, jobs });
			const expected = jobs.reduce((sum, job) => sum + countSubproblem(job.sp).solutions, 0n);
			expect(here).toMatchObject({ solutions: expected, workers: 1 });
			await expect(countWithWorkers(ONE_THREAD_HERE_MAX, { workers: 2, jobs })).rejects.toThrow(
				/worker/,
			);
			const above = ONE_THREAD_HERE_MAX + 1;
			await expect(countWithWorkers(above, { workers: 1, jobs: lastJobs(above) })).rejects.toThrow(
				/worker/,
			);
		} finally {
			startWorkersFrom(new URL('../../src/cli/count-worker.ts', import.meta.url));
		}
	});

	test('a bad n is refused before any worker starts', async () => {
		await expect(countWithWorkers(28, { workers: 1 })).rejects.toThrow(/28/);
	});

	test('more workers than sub-problems start only as many as there are pieces', async () => {
		const result = await countWithWorkers(4, { workers: 8 });
		expect(result).toMatchObject({ solutions: 2n, workers: planSubproblems(4).length });
	});
});
