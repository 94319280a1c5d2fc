import { describe, expect, test } from 'vitest';
import {
	assembleCountWasm,
	bytesModule,
	committedBytesModule,
} from '../../scripts/build-count-wasm.ts';
import type { ClassCounts } from '../../src/solver/count/count-kernel.ts';
import { countWithStack, type StackKernel } from '../../src/solver/count/count-stack.ts';
import {
	countAll,
	countSubproblem,
	countWithWasm,
	planSubproblems,
} from '../../src/solver/count/index.ts';
import { A000170, A002562 } from './helpers.ts';

// The WebAssembly kernel (count-wasm.wat) is the TypeScript stack kernel written again: the same
// counts for every sub-problem, not only the same totals. n = 16 and 17 on it, as the command runs
// it: `node_modules/.bin/node scripts/bench/verify-counts.ts 16 17`.
const sizes = Array.from({ length: 15 }, (_, i) => i + 1);

describe('the WebAssembly count kernel', () => {
	test('is count-wasm.wat as wabt assembles it (run scripts/build-count-wasm.ts after a change)', async () => {
		expect(committedBytesModule()).toBe(bytesModule(await assembleCountWasm()));
	});

	test.each(sizes)('n = %i gives the published count (OEIS A000170)', (n) => {
		expect(countAll(n, undefined, countWithWasm).solutions).toBe(BigInt(A000170[n - 1]!));
	});

	test.each(sizes.slice(0, 14))('n = %i finds each symmetry class once (OEIS A002562)', (n) => {
		expect(countAll(n, undefined, countWithWasm).classes).toBe(A002562[n - 1]);
	});

	test.each([4, 5, 8, 11, 12, 13])(
		'n = %i: every sub-problem gives the TypeScript kernel its classes by size and queens placed',
		(n) => {
			const pairs: [ClassCounts, ClassCounts][] = [];
			const both: StackKernel = (...args) => {
				const reference = countWithStack(...args);
				pairs.push([reference, countWithWasm(...args)]);
				return reference;
			};
			const plan = planSubproblems(n);
			for (const sp of plan) countSubproblem(sp, both);
			expect(pairs).toHaveLength(plan.length);
			for (const [reference, wasm] of pairs) expect(wasm).toEqual(reference);
			// Classes of each size occur at 12 and 13 (of 2 only when n is 4k or 4k + 1), so none
			// goes untested.
			if (n >= 12) {
				for (const size of ['c2', 'c4', 'c8'] as const) {
					expect(pairs.some(([reference]) => reference[size] > 0)).toBe(true);
				}
			}
		},
	);

	test('counts a sub-problem from JSON (what a worker receives) as the TypeScript kernel does', () => {
		for (const sp of planSubproblems(10)) {
			const received = JSON.parse(JSON.stringify(sp)) as typeof sp;
			expect(countSubproblem(received, countWithWasm)).toEqual(countSubproblem(sp));
		}
	});
});
