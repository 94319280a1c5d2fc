import type { SearchEvent, SearchStats } from '../events/events.ts';
import { createChecker } from '../checks/checkers.ts';
import { LIMITS } from '../input/limits.ts';
import { resolveOptions, type SearchOptions, withStats } from './search.ts';

/** Rearranges `a` into the next permutation in dictionary order; false when `a` was the last one. */
function nextPermutation(a: number[]): boolean {
	let i = a.length - 2;
	while (i >= 0 && a[i]! >= a[i + 1]!) i--;
	if (i < 0) return false;
	let j = a.length - 1;
	while (a[j]! <= a[i]!) j--;
	[a[i], a[j]] = [a[j]!, a[i]!];
	for (let l = i + 1, r = a.length - 1; l < r; l++, r--) [a[l], a[r]] = [a[r]!, a[l]!];
	return true;
}

/**
 * Generate-and-test (seed 003, exercise 2.2): every permutation of the columns is a board with one
 * queen per row and per column; keep those where no two queens share a diagonal.
 */
export function permutationSearch(options: SearchOptions): Generator<SearchEvent, SearchStats> {
	const { n, check, limit } = resolveOptions(options, LIMITS.permutations.max);
	let found = 0;
	let exhausted = false;
	function* run(): Generator<SearchEvent> {
		// #region permutation-search
		const columns = Array.from({ length: n }, (_, i) => i); // 0, 1, …, n−1: the first permutation
		do {
			yield { type: 'candidate', columns: [...columns] };
			const board = createChecker(check, n);
			let valid = true;
			for (let row = 0; row < n && valid; row++) {
				const result = board.isSafe(row, columns[row]!);
				yield { type: 'check', row, col: columns[row]!, ...result };
				if (result.safe) board.place(row, columns[row]!);
				else valid = false;
			}
			if (valid) {
				found++;
				yield { type: 'solution', columns: [...columns], index: found };
				if (found >= limit) return;
			} else {
				yield { type: 'reject', columns: [...columns] };
			}
		} while (nextPermutation(columns));
		// #endregion permutation-search
		exhausted = true;
	}
	return withStats(n, run(), () => exhausted);
}
