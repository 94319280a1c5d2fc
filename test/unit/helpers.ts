import type { Conflict, SearchEvent, SearchStats } from '../../src/solver/events/index.ts';
import type { StorageLike } from '../../src/notebook/storage/storage.ts';

/** Runs an event stream to the end and returns its events and final statistics. */
export function drain(stream: Iterable<SearchEvent>): {
	events: SearchEvent[];
	stats: SearchStats;
} {
	const events = [...stream];
	const done = events.at(-1);
	if (done?.type !== 'done') throw new Error('stream did not end with a done event');
	return { events, stats: done.stats };
}

/**
 * Whether a column list is a solution: one queen per row on the board, no two sharing a column or
 * diagonal. Written from the rules alone, so tests never use the code under test as their oracle.
 */
export function isValidSolution(columns: readonly number[]): boolean {
	const n = columns.length;
	if (columns.some((c) => !Number.isInteger(c) || c < 0 || c >= n)) return false;
	return columns.every((c, r) =>
		columns.every((d, s) => s === r || (c !== d && Math.abs(c - d) !== Math.abs(r - s))),
	);
}

/**
 * The queens of the rows above `row` (`columns[r]` for r < row) that attack (row, col), nearest
 * row first, each with its line. Written from the rules alone, like `isValidSolution`.
 */
export function attackersAbove(columns: readonly number[], row: number, col: number): Conflict[] {
	const found: Conflict[] = [];
	for (let r = row - 1; r >= 0; r--) {
		const c = columns[r]!;
		// A \ diagonal goes down and to the right: equal distances across and down, same sign.
		if (c === col) found.push({ rule: 'column', queenRow: r, queenCol: c });
		else if (col - c === row - r) found.push({ rule: 'diagonal', queenRow: r, queenCol: c });
		else if (c - col === row - r) found.push({ rule: 'antiDiagonal', queenRow: r, queenCol: c });
	}
	return found;
}

/**
 * Row-by-row backtracking written from the rules (via `attackersAbove`), trying columns left to
 * right: how many squares it tries, its tree profile (queens placed per row) and its solutions.
 * An oracle for the solver's counters, independent of its checks and searches.
 */
export function searchByRules(
	n: number,
	first = false,
): { tries: number; profile: number[]; solutions: number[][] } {
	const columns: number[] = [];
	const profile = Array.from({ length: n }, () => 0);
	const solutions: number[][] = [];
	let tries = 0;
	const fill = (row: number): void => {
		if (row === n) {
			solutions.push([...columns]);
			return;
		}
		for (let col = 0; col < n && !(first && solutions.length > 0); col++) {
			tries++;
			if (attackersAbove(columns, row, col).length > 0) continue;
			profile[row]!++;
			columns.push(col);
			fill(row + 1);
			columns.pop();
		}
	};
	fill(0);
	return { tries, profile, solutions };
}

/**
 * Generate-and-test written from the rules: every permutation of the n columns, each tested row by
 * row until its first queen that an earlier one attacks. Returns how many rows were tested in all
 * and how many permutations passed.
 */
export function generateAndTestByRules(n: number): { tested: number; kept: number } {
	let tested = 0;
	let kept = 0;
	const visit = (columns: number[], rest: number[]): void => {
		if (rest.length > 0) {
			rest.forEach((c, i) =>
				visit(
					[...columns, c],
					rest.filter((_, j) => j !== i),
				),
			);
			return;
		}
		let row = 0;
		while (row < n) {
			tested++;
			if (attackersAbove(columns, row, columns[row]!).length > 0) break;
			row++;
		}
		if (row === n) kept++;
	};
	visit(
		[],
		Array.from({ length: n }, (_, i) => i),
	);
	return { tested, kept };
}

/** A small seeded pseudo-random generator (mulberry32), so random tests repeat exactly. */
export function seededRandom(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
	};
}

// OEIS A000170: number of ways to place n non-attacking queens on an n×n board.
export const A000170 = [
	1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104,
	666090624,
];
// OEIS A002562: the same up to rotations and reflections (fundamental solutions).
export const A002562 = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752];
// OEIS A319235: the profile of the backtrack tree for eight queens (Knuth, TAOCP 7.2.2), nodes per
// level from the empty board (level 0) to the 92 solutions (level 8): 2057 nodes in all.
export const A319235 = [1, 8, 42, 140, 344, 568, 550, 312, 92];

/**
 * localStorage in memory, for the notebook's storage tests (unit and component). Like a browser's,
 * it counts the characters of keys and values: a write past `quota` throws QuotaExceededError and
 * leaves the storage as it was; `full` makes every write throw so, as a storage already full.
 */
export class MemoryStorage implements StorageLike {
	readonly map = new Map<string, string>();
	/** Every write throws QuotaExceededError, as in a storage with no room left. */
	full = false;
	readonly quota: number;

	constructor(quota = Infinity) {
		this.quota = quota;
	}

	get length(): number {
		return this.map.size;
	}

	/** Characters held, keys and values, as browsers count a site's storage. */
	get used(): number {
		let sum = 0;
		for (const [key, value] of this.map) sum += key.length + value.length;
		return sum;
	}

	key(index: number): string | null {
		return [...this.map.keys()][index] ?? null;
	}

	getItem(key: string): string | null {
		return this.map.get(key) ?? null;
	}

	setItem(key: string, value: string): void {
		const old = this.map.get(key);
		const freed = old === undefined ? 0 : key.length + old.length;
		if (this.full || this.used - freed + key.length + value.length > this.quota) {
			throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		}
		this.map.set(key, value);
	}

	removeItem(key: string): void {
		this.map.delete(key);
	}

	/** Every key and value, sorted by key: to compare the storage before and after. */
	snapshot(): [string, string][] {
		return [...this.map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	}
}
