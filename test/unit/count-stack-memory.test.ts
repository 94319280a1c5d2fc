import { describe, expect, test, vi } from 'vitest';
import { countSubproblem } from '../../src/solver/count/index.ts';

/*
 * Where the stack kernel keeps its stack (provideStackMemory in src/solver/count/count-stack.ts):
 * memory it is given before its first count (scripts/bench/kernel-thread.ts gives a worker
 * memory its main thread allocated). The command's threads count with the WebAssembly kernel,
 * which has its own memory. Speed is the benchmark's business; these hold the wiring.
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
});
