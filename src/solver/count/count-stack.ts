import type { ClassCounts, CountFamily } from './count-kernel.ts';
import { symmetryWeight } from './count-weight.ts';

/*
 * The same two family searches as count-kernel.ts without recursion: an explicit stack of masks,
 * one Int32Array slot per row (left, down, right and the squares still to try). Kept beside the
 * recursive kernel so the benchmark can compare them (scripts/bench.ts, "kernel" rows).
 */

/** Bytes the stack takes: five arrays of 32 rows (n <= 27 rows, so 32 slots always suffice). */
export const STACK_BYTES = 5 * 32 * Int32Array.BYTES_PER_ELEMENT;

/** What countWithStack does: the contract the WebAssembly kernel (count-wasm.ts) keeps too. */
export type StackKernel = typeof countWithStack;

/** Memory given for the stack (provideStackMemory); without it the kernel allocates its own. */
let given: ArrayBufferLike | undefined;
/** The kernel over its stack, made at this thread's first count. */
let kernel: StackKernel | undefined;

/**
 * Gives the kernel the memory its stack lives in, before this thread's first count (after it,
 * throws). The command's worker threads are given memory their main thread allocated: V8 builds
 * each array's address into the kernel's code, and on x64 Linux the main thread's memory lies
 * below 4 GiB, where an instruction can hold the address itself, while a worker thread's own lies
 * above it, where the address must be in a register first. How much that costs depends on how V8
 * allocates the loop's registers: more than a tenth of the count in earlier versions of this loop,
 * about nothing in this one (docs/performance.md, "Per core"); with this memory, nothing in any.
 */
export function provideStackMemory(memory: ArrayBufferLike): void {
	if (kernel) {
		throw new Error('The count kernel already has its stack: give it memory before it counts.');
	}
	if (memory.byteLength < STACK_BYTES) {
		throw new RangeError(
			`The count kernel's stack takes ${STACK_BYTES} bytes, not ${memory.byteLength}.`,
		);
	}
	given = memory;
}

/**
 * Counts one family subtree from row y0 (masks left, down, right), with the queens of rows
 * 0 … y0 - 1 read from `board`. Same rules and results as the recursive kernel.
 */
export function countWithStack(
	n: number,
	family: CountFamily,
	bound1: number,
	board: Int32Array,
	y0: number,
	left: number,
	down: number,
	right: number,
): ClassCounts {
	kernel ??= stackKernel(given ?? new ArrayBuffer(STACK_BYTES));
	return kernel(n, family, bound1, board, y0, left, down, right);
}

/**
 * countWithStack over one block of memory. Made once in a thread, so V8 specialises the inner
 * function on this one closure and builds the arrays' addresses into its code as constants, as
 * it would for module-level arrays (a parameter's map and length would be checked again on every
 * access).
 */
function stackKernel(memory: ArrayBufferLike): StackKernel {
	const lefts = new Int32Array(memory, 0, 32);
	const downs = new Int32Array(memory, 128, 32);
	const rights = new Int32Array(memory, 256, 32);
	const frees = new Int32Array(memory, 384, 32);
	// The board being built, one bit per row: the caller's prefix rows, then the kernel's own.
	const rows = new Int32Array(memory, 512, 32);
	return countFamily;

	function countFamily(
		n: number,
		family: CountFamily,
		bound1: number,
		board: Int32Array,
		y0: number,
		left: number,
		down: number,
		right: number,
	): ClassCounts {
		if (!warmedUp && n >= 13) warmUp();
		// `| 0` tells V8 each value is a 32-bit integer, so the loop keeps them in untagged registers
		// (`2 **` gives a double, and the parameters could hold anything): 20% quicker per queen.
		const mask = (2 ** n - 1) | 0;
		const last = (n - 1) | 0;
		const b1 = bound1 | 0;
		const bound2 = (last - b1) | 0;
		const corner = family === 'corner';
		// Rows above bound1 keep away from the side columns (border) or from column 1 (corner).
		const sideMask = (2 ** last + 1) | 0;
		const early = corner ? 2 : sideMask;
		const lastMask = corner ? 0 : mask & ~((2 ** (last - b1 + 1) - 1) ^ (2 ** b1 - 1));
		const top = y0 | 0;
		for (let row = 0; row < top; row++) rows[row] = board[row]!;
		let c2 = 0;
		let c4 = 0;
		let c8 = 0;
		let nodes = 0;
		let y = top;
		lefts[y] = left | 0;
		downs[y] = down | 0;
		rights[y] = right | 0;
		frees[y] = rowSquares(mask & ~(left | down | right), y, down | 0);
		while (true) {
			const free = frees[y]!;
			if (free === 0) {
				if (y === top) break;
				y--;
				continue;
			}
			const bit = free & -free;
			frees[y] = free ^ bit;
			rows[y] = bit;
			nodes++;
			const l = (lefts[y]! | bit) << 1;
			const d = downs[y]! | bit;
			const r = (rights[y]! | bit) >> 1;
			const next = y + 1;
			const open = mask & ~(l | d | r);
			if (next === last) {
				// The bottom row: at most one square is left.
				if (open === 0 || (open & lastMask) !== 0) continue;
				nodes++;
				if (corner) {
					c8++;
					continue;
				}
				rows[last] = open;
				const w = symmetryWeight(rows, last, b1);
				if (w === 8) c8++;
				else if (w === 4) c4++;
				else if (w === 2) c2++;
				continue;
			}
			y = next;
			lefts[y] = l;
			downs[y] = d;
			rights[y] = r;
			frees[y] = rowSquares(open, y, d);
		}
		return { c2, c4, c8, nodes };

		/** The open squares of row y a board of this family may use (0 when the branch is dead). */
		function rowSquares(open: number, y: number, d: number): number {
			if (y < b1) return open & ~early;
			if (corner || y !== bound2) return open;
			const sides = d & sideMask;
			if (sides === 0) return 0;
			return sides === sideMask ? open : open & sideMask;
		}
	}
}

// Two ways V8 would otherwise slow the first count down (measured at n = 15 and 16, fresh process):
// - It optimises the loop for the paths it has seen, and a real count meets the corner family, the
//   side columns' rules and each class size only after thousands of boards: each new path threw the
//   optimised code away, about ten recompilations in a count of 15 (a third of its CPU time).
// - A long loop is first optimised on the stack (OSR), and that code ran here about 1.8 times slower
//   than the function's own optimised code, which V8 built only after some 350 calls: at n = 16 the
//   first count took 3.9 s of CPU, the second 2.4 s.
// Counting 8 and 5 queens (every path, classes of 8, 4 and 2) a hundred times over takes about
// 10 ms and leaves V8 with the function's own optimised code before the real count starts.
let warmedUp = false;
const FAMILIES: [CountFamily, CountFamily] = ['border', 'corner'];

/** Counts 8 and 5 queens family by family, a hundred times, once, before the first real count. */
function warmUp(): void {
	warmedUp = true;
	const prefix = new Int32Array(32);
	for (let round = 0; round < 100; round++) {
		// OEIS A000170: 92 boards of 8 queens, 10 of 5.
		for (const [n, expected] of [
			[8, 92],
			[5, 10],
		] as const) {
			const last = n - 1;
			let total = 0;
			// Border: the row-0 queen in column b; corner: queens at (0, 0) and (1, b), as planSubproblems.
			// A family name that came through postMessage is a different kind of string to V8 than a
			// literal, and one the optimised code has not seen throws it away: pass both kinds.
			const [border, corner] = round % 2 ? structuredClone(FAMILIES) : FAMILIES;
			for (let b = 1; b < last - b; b++) {
				prefix[0] = 1 << b;
				const found = countWithStack(n, border, b, prefix, 1, 2 << b, 1 << b, (1 << b) >> 1);
				total += 2 * found.c2 + 4 * found.c4 + 8 * found.c8;
			}
			for (let b = 2; b < last; b++) {
				const bit = 1 << b;
				prefix[0] = 1;
				prefix[1] = bit;
				const found = countWithStack(n, corner, b, prefix, 2, (2 | bit) << 1, 1 | bit, bit >> 1);
				total += 8 * found.c8;
			}
			if (total !== expected) {
				throw new Error(`The count kernel found ${total} boards of ${n} queens, not ${expected}.`);
			}
		}
	}
}
