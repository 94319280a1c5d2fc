/*
 * The book's plain search, which the count checks time beside the learner's countSolutions on
 * the same board, in the same run, on the same device. It is exercise 3's search as a learner
 * writes it: row by row, each square tested by scanning the queens of the rows above (chapter 4's
 * formula check), with its own scan instead of the counted isSafe helper, no events and no
 * counters, so it is as quick as a plain scan gets in this engine. Its Python twin, for Python
 * cells, is src/notebook/python/plain-search.py.
 */

/** The number of solutions of n queens, by plain backtracking with a scan of the rows above. */
export function countPlainly(n: number): number {
	const columns: number[] = new Array<number>(n).fill(0);
	const isSafe = (row: number, col: number): boolean => {
		for (let r = 0; r < row; r++) {
			const c = columns[r]!;
			if (c === col || c - r === col - row || c + r === col + row) return false;
		}
		return true;
	};
	const placeRow = (row: number): number => {
		if (row === n) return 1;
		let count = 0;
		for (let col = 0; col < n; col++) {
			if (!isSafe(row, col)) continue;
			columns[row] = col;
			count += placeRow(row + 1);
		}
		return count;
	};
	return placeRow(0);
}
