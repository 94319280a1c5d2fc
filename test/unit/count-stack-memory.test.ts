import { Worker } from 'node:worker_threads';
import { describe, expect, test, vi } from 'vitest';
import {
	countSubproblem,
	type CountJob,
	type CountShare,
	planSubproblems,
	STACK_BYTES,
} from '../../src/solver/count/index.ts';

/*
 * Where the stack kernel keeps its stack (provideStackMemory in src/solver/count/count-stack.ts):
 * memory it is given before its first count, which is how the command's worker threads get
 * memory their main thread allocated. Speed is the benchmark's business; these hold the wiring.
 */

/** The count modules loaded afresh, as a new thread loads them: nothing counted yet. */
async function freshCount(): Promise<typeof import('../../src/solver/count/index.ts')> {
	vi.resetModules();
	return import('../../src/solver/count/index.ts');
}

/** True when the memory holds anything but zeros: the kernel has written its stack there. */
const written = (memory: ArrayBufferLike) => new Int32Array(memory).some((x) => x !== 0);

describe("the count kernel's stack", () => {
	test('lives in the memory it was given, and counts the same there', async () => {
		const count = await freshCount();
		const memory = new ArrayBuffer(count.STACK_BYTES);
		count.provideStackMemory(memory);
		const sp = count.planSubproblems(10)[0]!;
		expect(count.countSubproblem(sp)).toEqual(countSubproblem(sp));
		expect(written(memory)).toBe(true);
	});

	test('takes memory only before its first count, and only enough for the whole stack', async () => {
		const count = await freshCount();
		expect(() => count.provideStackMemory(new ArrayBuffer(count.STACK_BYTES - 4))).toThrow(
			RangeError,
		);
		count.countSubproblem(count.planSubproblems(8)[0]!);
		const late = new ArrayBuffer(count.STACK_BYTES);
		expect(() => count.provideStackMemory(late)).toThrow(/before it counts/);
		count.countSubproblem(count.planSubproblems(8)[0]!);
		expect(written(late)).toBe(false);
	});

	test("of the command's worker thread lives in the memory the thread is started with", async () => {
		const stackMemory = new SharedArrayBuffer(STACK_BYTES);
		const worker = new Worker(new URL('../../src/cli/count-worker.ts', import.meta.url), {
			workerData: { stackMemory },
		});
		try {
			const job: CountJob = { id: 3, sp: planSubproblems(10)[3]! };
			const reply = await new Promise<{ type: string; result?: CountShare }>((resolve, reject) => {
				worker.once('message', resolve);
				worker.once('error', reject);
				worker.postMessage(job);
			});
			expect(reply.type).toBe('result');
			expect(reply.result!.solutions).toBe(countSubproblem(job.sp).solutions.toString());
			expect(written(stackMemory)).toBe(true);
		} finally {
			await worker.terminate();
		}
	});
});
