/*
 * The engine's own full-symmetry counter (src/solver/count/) in C, one thread, for the benchmark's
 * per-core figure (scripts/bench/per-core.ts): the same plan of sub-problems as planSubproblems
 * (border family by rising bound, then corner; prefixes of min(3, n - 2) rows), the same explicit
 * stack kernel as countWithStack (count-stack.ts), the same canonical-form test and weights 2/4/8
 * as symmetryWeight (count-weight.ts). Only the language differs, so JS time / C time is the cost
 * of running it in V8.
 * Build: gcc -O3 -march=native -o nqueens-engine nqueens-engine.c
 * Usage: nqueens-engine N   (prints the number of solutions, OEIS A000170)
 */
#include <stdio.h>
#include <stdlib.h>

typedef unsigned long long u64;

enum family { CORNER, BORDER };

/* Registers for one sub-problem, as loadKernel sets them. */
static int n, last, bound1, bound2;
static unsigned mask, side_mask, last_mask, early;
static enum family fam;
static unsigned board[32];
/* Boards found, by symmetry class size, summed over every sub-problem. */
static u64 c2, c4, c8, nodes;

static void load_kernel(enum family f, int bound) {
	fam = f;
	mask = (1u << n) - 1;
	last = n - 1;
	bound1 = bound;
	bound2 = last - bound;
	side_mask = (1u << last) | 1u;
	early = f == CORNER ? 2u : side_mask;
	/* The bottom-row columns 0 … bound1 - 1 and n - bound1 … n - 1 (Takaken's LASTMASK). */
	last_mask = f == BORDER ? mask & ~(((1u << (last - bound1 + 1)) - 1) ^ ((1u << bound1) - 1)) : 0;
}

/* symmetryWeight: 0 if a rotation is smaller, else the class size (2, 4 or 8). */
static int symmetry_weight(void) {
	unsigned top_bit = 1u << last;
	if (board[bound2] == 1) {
		int own = 1;
		for (unsigned ptn = 2; own <= last; own++, ptn <<= 1) {
			unsigned bit = 1;
			for (int you = last; board[you] != ptn && board[own] >= bit; you--) bit <<= 1;
			if (board[own] > bit) return 0;
			if (board[own] < bit) break;
		}
		if (own > last) return 2;
	}
	if (board[last] == 1u << bound2) {
		int own = 1;
		for (int you = last - 1; own <= last; own++, you--) {
			unsigned bit = 1;
			for (unsigned ptn = top_bit; board[you] != ptn && board[own] >= bit; ptn >>= 1) bit <<= 1;
			if (board[own] > bit) return 0;
			if (board[own] < bit) break;
		}
		if (own > last) return 4;
	}
	if (board[bound1] == top_bit) {
		unsigned ptn = top_bit >> 1;
		for (int own = 1; own <= last; own++, ptn >>= 1) {
			unsigned bit = 1;
			for (int you = 0; board[you] != ptn && board[own] >= bit; you++) bit <<= 1;
			if (board[own] > bit) return 0;
			if (board[own] < bit) break;
		}
	}
	return 8;
}

/* rowSquares in count-stack.ts: the open squares of row y this family may use (0: dead branch). */
static unsigned row_squares(unsigned open, int y, unsigned d) {
	if (y < bound1) return open & ~early;
	if (fam == CORNER || y != bound2) return open;
	unsigned sides = d & side_mask;
	if (sides == 0) return 0;
	return sides == side_mask ? open : open & side_mask;
}

/* countWithStack: one family subtree from row y0, rows 0 … y0 - 1 already in board. */
static void count_with_stack(int y0, unsigned left, unsigned down, unsigned right) {
	unsigned lefts[32], downs[32], rights[32], frees[32];
	int y = y0;
	lefts[y] = left;
	downs[y] = down;
	rights[y] = right;
	frees[y] = row_squares(mask & ~(left | down | right), y, down);
	for (;;) {
		unsigned free = frees[y];
		if (free == 0) {
			if (y == y0) break;
			y--;
			continue;
		}
		unsigned bit = free & -free;
		frees[y] = free ^ bit;
		board[y] = bit;
		nodes++;
		unsigned l = (lefts[y] | bit) << 1;
		unsigned d = downs[y] | bit;
		unsigned r = (rights[y] | bit) >> 1;
		int next = y + 1;
		unsigned open = mask & ~(l | d | r);
		if (next == last) {
			if (open == 0 || (open & last_mask) != 0) continue;
			nodes++;
			if (fam == CORNER) {
				c8++;
				continue;
			}
			board[last] = open;
			int w = symmetry_weight();
			if (w == 8) c8++;
			else if (w == 4) c4++;
			else if (w == 2) c2++;
			continue;
		}
		y = next;
		lefts[y] = l;
		downs[y] = d;
		rights[y] = r;
		frees[y] = row_squares(open, y, d);
	}
}

/* freeSquares in count-kernel.ts, for the planner: -1 when the branch is dead. */
static int free_squares(int y, unsigned l, unsigned d, unsigned r) {
	unsigned free = mask & ~(l | d | r);
	if (fam == CORNER) return (int)(y < bound1 ? free & ~2u : free);
	if (y == last) return free & last_mask ? 0 : (int)free;
	if (y < bound1) return (int)(free & ~side_mask);
	if (y == bound2) {
		unsigned sides = d & side_mask;
		if (sides == 0) return -1;
		if (sides != side_mask) free &= side_mask;
	}
	return (int)free;
}

/* planSubproblems' grow, counting each sub-problem as soon as its prefix is complete. */
static void grow(int y, int rows, unsigned l, unsigned d, unsigned r) {
	if (y == rows) {
		count_with_stack(y, l, d, r);
		return;
	}
	int free = free_squares(y, l, d, r);
	while (free > 0) {
		unsigned bit = (unsigned)free & -(unsigned)free;
		free ^= (int)bit;
		board[y] = bit;
		grow(y + 1, rows, (l | bit) << 1, d | bit, (r | bit) >> 1);
	}
}

/* planSubproblems' expand: the prefix's queens, then every sub-problem below them. */
static void expand(enum family f, int bound, const int *prefix, int k) {
	load_kernel(f, bound);
	unsigned l = 0, d = 0, r = 0;
	for (int row = 0; row < k; row++) {
		unsigned bit = 1u << prefix[row];
		board[row] = bit;
		l = (l | bit) << 1;
		d |= bit;
		r = (r | bit) >> 1;
	}
	int rows = n - 2 < 3 ? n - 2 : 3;
	grow(k, rows, l, d, r);
}

int main(int argc, char **argv) {
	n = argc > 1 ? atoi(argv[1]) : 0;
	if (n < 1 || n > 27) {
		fprintf(stderr, "usage: nqueens-engine N (1 <= N <= 27)\n");
		return 2;
	}
	if (n == 1) {
		printf("1\n");
		return 0;
	}
	int top = n - 1;
	for (int b = 1; b < top - b; b++) expand(BORDER, b, (int[]){b}, 1);
	for (int b = 2; b < top; b++) expand(CORNER, b, (int[]){0, b}, 2);
	printf("%llu\n", 2 * c2 + 4 * c4 + 8 * c8);
	return 0;
}
