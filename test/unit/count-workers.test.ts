import { describe, expect, test } from 'vitest';
import { CountCancelledError, countWithWorkers } from '../../src/cli/count-workers.ts';
import { planSubproblems } from '../../src/solver/count/index.ts';
import { A000170, A002562 } from './helpers.ts';

// Real worker threads running src/cli/count-worker.ts (Node 24 strips its types itself).
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

	test('reports progress once per sub-problem, ending with every one done', async () => {
		const done: number[] = [];
		let last: bigint | undefined;
		await countWithWorkers(10, {
			workers: 2,
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
	});

	test('cancel terminates a long count: it rejects, and no progress comes after', async () => {
		// n = 17 takes far longer than the test's 5 s limit: only a real cancel lets this test pass.
		const controller = new AbortController();
		let aborted = false;
		let after = 0;
		const run = countWithWorkers(17, {
			workers: 2,
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
	});

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

	test('a bad n is refused before any worker starts', async () => {
		await expect(countWithWorkers(28, { workers: 1 })).rejects.toThrow(/28/);
	});

	test('more workers than sub-problems start only as many as there are pieces', async () => {
		const result = await countWithWorkers(4, { workers: 8 });
		expect(result).toMatchObject({ solutions: 2n, workers: planSubproblems(4).length });
	});
});
