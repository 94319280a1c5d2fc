import {
	board,
	type ClassCounts,
	countBorder,
	countCorner,
	type CountFamily,
	freeSquares,
	loadKernel,
	readCounts,
} from './count-kernel.ts';
import { countWithStack, type StackKernel } from './count-stack.ts';
import { validateN } from '../input/errors.ts';
import { LIMITS } from '../input/limits.ts';

/*
 * The full-symmetry counter cut into sub-problems: each is a family (corner or border, see
 * count-kernel.ts), its bound and the first few queens, small enough to hand to a worker as JSON.
 * Summed, their weighted counts give OEIS A000170; their class counts give OEIS A002562.
 */

/** One piece of the count: the family, its bound, and the columns of the queens in rows 0 … k - 1. */
export interface Subproblem {
	n: number;
	family: CountFamily;
	bound: number;
	prefix: number[];
}

/** What one sub-problem (or a whole count) found: weighted solutions, symmetry classes, queens placed. */
export interface SubproblemCount {
	/** Boards, each class counted once and weighted by its size (2, 4 or 8). */
	solutions: bigint;
	/** Symmetry classes (fundamental solutions). */
	classes: number;
	/** Queens placed by the search below the prefix. */
	nodes: number;
}

/**
 * Largest n counted without spreading over several threads: up to here the whole count takes less
 * than starting a worker does (n = 14: about 70 ms; npm run bench). The command counts these in its
 * own thread, the page on one warm worker.
 */
export const ONE_THREAD_MAX = 14;

/** Rows fixed by each sub-problem's prefix: enough pieces to share out (860 at n = 16, 5,741 at n = 27). */
function prefixRows(n: number): number {
	return Math.min(3, n - 2);
}

/**
 * Every sub-problem of n queens, largest first (border family by rising bound, then corner), so
 * workers taking them in order finish together. Serializable: plain numbers and arrays.
 */
export function planSubproblems(n: number): Subproblem[] {
	validateN(n, LIMITS.count.max);
	// The one-square board: its queen is its own image under all eight symmetries.
	if (n === 1) return [{ n, family: 'corner', bound: 0, prefix: [0] }];
	const plan: Subproblem[] = [];
	const last = n - 1;
	const rows = prefixRows(n);
	const expand = (family: CountFamily, bound: number, prefix: number[]) => {
		loadKernel(n, family, bound);
		let [left, down, right] = [0, 0, 0];
		for (const col of prefix) [left, down, right] = step(left, down, right, 2 ** col);
		const grow = (y: number, l: number, d: number, r: number) => {
			if (y === rows) {
				plan.push({ n, family, bound, prefix: prefix.concat(cols) });
				return;
			}
			let free = freeSquares(family, y, l, d, r);
			while (free > 0) {
				const bit = free & -free;
				free ^= bit;
				cols.push(Math.log2(bit));
				grow(y + 1, ...step(l, d, r, bit));
				cols.pop();
			}
		};
		const cols: number[] = [];
		grow(prefix.length, left, down, right);
	};
	// Border: the top-row queen bound squares from the left corner, on the left half.
	for (let b = 1; b < last - b; b++) expand('border', b, [b]);
	// Corner: the corner queen, then the row-1 queen in column b (column 1 would be attacked).
	for (let b = 2; b < last; b++) expand('corner', b, [0, b]);
	return plan;
}

/** The masks one row down after a queen at `bit`: columns, \ diagonals, / diagonals. */
function step(left: number, down: number, right: number, bit: number): [number, number, number] {
	return [(left | bit) << 1, down | bit, (right | bit) >> 1];
}

/**
 * The inner loop: an explicit Int32Array stack (the default: about 10% quicker), recursion, or a
 * function with the stack kernel's contract (the command passes countWithWasm from count-wasm.ts;
 * the engine does not import it, so the page's bundles do not carry it).
 */
export type CountKernel = 'stack' | 'recursive' | StackKernel;

/** Counts one sub-problem to the end: its share of the total, weighted by class size. */
export function countSubproblem(sp: Subproblem, kernel: CountKernel = 'stack'): SubproblemCount {
	const n = validateN(sp.n, LIMITS.count.max);
	if (n === 1) return { solutions: 1n, classes: 1, nodes: 1 };
	checkShape(sp);
	loadKernel(n, sp.family, sp.bound);
	let [left, down, right] = [0, 0, 0];
	sp.prefix.forEach((col, row) => {
		board[row] = 2 ** col;
		[left, down, right] = step(left, down, right, 2 ** col);
	});
	const y = sp.prefix.length;
	if (kernel !== 'recursive') {
		const count = kernel === 'stack' ? countWithStack : kernel;
		return weigh(count(n, sp.family, sp.bound, board, y, left, down, right));
	}
	if (sp.family === 'corner') countCorner(y, left, down, right);
	else countBorder(y, left, down, right);
	return weigh(readCounts());
}

/** Refuses a sub-problem no plan could have made (it may come from another thread as JSON). */
function checkShape({ n, family, bound, prefix }: Subproblem): void {
	const ok =
		(family === 'corner' || family === 'border') &&
		Number.isInteger(bound) &&
		bound >= 1 &&
		bound < n - 1 &&
		Array.isArray(prefix) &&
		prefix.length >= 1 &&
		prefix.length <= n - 2 &&
		prefix.every((c) => Number.isInteger(c) && c >= 0 && c < n);
	if (!ok)
		throw new RangeError(
			`Not a sub-problem of ${n} queens: ${JSON.stringify({ family, bound, prefix })}`,
		);
}

/** Boards by class size turned into a share of the total. */
function weigh({ c2, c4, c8, nodes }: ClassCounts): SubproblemCount {
	// Per sub-problem the counters stay far below 2^53 even at n = 27; the weighted sum may not.
	const solutions = 2n * BigInt(c2) + 4n * BigInt(c4) + 8n * BigInt(c8);
	return { solutions, classes: c2 + c4 + c8, nodes };
}

/** Progress of a count: sub-problems done out of all, and the running totals. */
export interface CountProgress extends SubproblemCount {
	done: number;
	total: number;
}

/** Counts n queens with every symmetry, in this thread, reporting after each sub-problem. */
export function countAll(
	n: number,
	onProgress?: (progress: CountProgress) => void,
	kernel: CountKernel = 'stack',
): SubproblemCount & { n: number } {
	const plan = planSubproblems(n);
	const sum: SubproblemCount = { solutions: 0n, classes: 0, nodes: 0 };
	plan.forEach((sp, i) => {
		const part = countSubproblem(sp, kernel);
		sum.solutions += part.solutions;
		sum.classes += part.classes;
		sum.nodes += part.nodes;
		onProgress?.({ ...sum, done: i + 1, total: plan.length });
	});
	return { n, ...sum };
}
