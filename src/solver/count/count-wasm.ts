import type { ClassCounts, CountFamily } from './count-kernel.ts';
import type { StackKernel } from './count-stack.ts';
import { COUNT_WASM } from './count-wasm-bytes.ts';

/*
 * The stack kernel in WebAssembly (count-wasm.wat, written by hand step for step from
 * countWithStack and symmetryWeight): same search, same counts, same queens placed, about 7% less
 * CPU time than V8's code for the TypeScript loop (docs/decisions/wasm-count-kernel.md). The
 * command's counting threads run it; the page's count race keeps the TypeScript kernel (not wired
 * there: its workers' bundles stay as they were).
 */

/** What count-wasm.wat exports. */
interface KernelExports {
	memory: WebAssembly.Memory;
	count(
		n: number,
		corner: number,
		bound1: number,
		top: number,
		left: number,
		down: number,
		right: number,
	): void;
}

/** Where the .wat keeps the board's rows and writes its results (bytes into its memory). */
const ROWS_AT = 512;
const RESULTS_AT = 640;

/** The kernel over its own instance, made at this thread's first count. */
let kernel: StackKernel | undefined;

/**
 * countWithStack's contract, counted by the WebAssembly kernel: one family subtree from row y0
 * (masks left, down, right), with the queens of rows 0 … y0 - 1 read from `board`.
 */
export function countWithWasm(
	n: number,
	family: CountFamily,
	bound1: number,
	board: Int32Array,
	y0: number,
	left: number,
	down: number,
	right: number,
): ClassCounts {
	if (!kernel) {
		kernel = wasmKernel();
		if (n >= 13) warmUp(kernel);
	}
	return kernel(n, family, bound1, board, y0, left, down, right);
}

/**
 * V8 runs a new WebAssembly function first as its baseline compiler (Liftoff) makes it, about half
 * as fast, and swaps in its optimised code only at a later call once a background thread has built
 * it: at n = 16 the first, largest sub-problems ran on the baseline code, 2% of the whole count.
 * Counting 10 queens a few times over (about 4 ms) spends that time on small calls instead.
 */
function warmUp(count: StackKernel): void {
	const n = 10;
	const prefix = new Int32Array(32);
	for (let round = 0; round < 12; round++) {
		let total = 0;
		for (let b = 1; b < n - 1 - b; b++) {
			prefix[0] = 1 << b;
			const found = count(n, 'border', b, prefix, 1, 2 << b, 1 << b, (1 << b) >> 1);
			total += 2 * found.c2 + 4 * found.c4 + 8 * found.c8;
		}
		for (let b = 2; b < n - 1; b++) {
			const bit = 1 << b;
			prefix[0] = 1;
			prefix[1] = bit;
			total += 8 * count(n, 'corner', b, prefix, 2, (2 | bit) << 1, 1 | bit, bit >> 1).c8;
		}
		// OEIS A000170: 724 boards of 10 queens.
		if (total !== 724)
			throw new Error(`The count kernel found ${total} boards of 10 queens, not 724.`);
	}
}

/** Compiles and instantiates the kernel (about 1 KiB, synchronously). */
function wasmKernel(): StackKernel {
	const bytes = Uint8Array.from(atob(COUNT_WASM), (c) => c.charCodeAt(0));
	const { exports } = new WebAssembly.Instance(new WebAssembly.Module(bytes));
	const { memory, count } = exports as unknown as KernelExports;
	const rows = new Int32Array(memory.buffer, ROWS_AT, 32);
	const results = new Float64Array(memory.buffer, RESULTS_AT, 4);
	return (n, family, bound1, board, y0, left, down, right) => {
		for (let row = 0; row < y0; row++) rows[row] = board[row]!;
		count(n, family === 'corner' ? 1 : 0, bound1, y0, left, down, right);
		return { c2: results[0]!, c4: results[1]!, c8: results[2]!, nodes: results[3]! };
	};
}
