/*
 * The canonical-form test of the full-symmetry counter (Takaken's Check, as in Q27): a border-family
 * board (count-kernel.ts) is kept only if none of its rotations is smaller, comparing rows one by
 * one as numbers (`board[row] = 1 << column`). The reflections need no test: the family's rules
 * already put every reflected image's top-row queen further from the corner, or make it attacked.
 */

/**
 * 0 if a rotation of the full board is smaller, else the size of its symmetry class: 2 if a
 * quarter turn leaves it unchanged, 4 if only a half turn does, else 8. `bound1` is the top-row
 * queen's column; each comparison stops at the first row that differs.
 */
export function symmetryWeight(board: Int32Array, last: number, bound1: number): number {
	const bound2 = last - bound1;
	const topBit = 2 ** last;
	// Quarter turn clockwise, (r, c) -> (c, last - r): its top row comes from the column-0 queen,
	// equal to ours only if that queen stands in row bound2.
	if (board[bound2] === 1) {
		let own = 1;
		for (let ptn = 2; own <= last; own++, ptn <<= 1) {
			// Image row `own` holds last - (row of the queen in column own): find it, stopping early.
			let bit = 1;
			for (let you = last; board[you] !== ptn && board[own]! >= bit; you--) bit <<= 1;
			if (board[own]! > bit) return 0;
			if (board[own]! < bit) break;
		}
		if (own > last) return 2;
	}
	// Half turn, (r, c) -> (last - r, last - c): image row r is row last - r read backwards.
	if (board[last] === 2 ** bound2) {
		let own = 1;
		for (let you = last - 1; own <= last; own++, you--) {
			let bit = 1;
			for (let ptn = topBit; board[you] !== ptn && board[own]! >= bit; ptn >>>= 1) bit <<= 1;
			if (board[own]! > bit) return 0;
			if (board[own]! < bit) break;
		}
		if (own > last) return 4;
	}
	// Quarter turn anticlockwise, (r, c) -> (last - c, r): its top row comes from the column-last queen.
	if (board[bound1] === topBit) {
		for (let own = 1, ptn = topBit >>> 1; own <= last; own++, ptn >>>= 1) {
			let bit = 1;
			for (let you = 0; board[you] !== ptn && board[own]! >= bit; you++) bit <<= 1;
			if (board[own]! > bit) return 0;
			if (board[own]! < bit) break;
		}
	}
	return 8;
}
