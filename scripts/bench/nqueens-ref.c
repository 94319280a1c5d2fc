/*
 * Reference counter for the benchmark (scripts/bench.ts): the plain recursive bit-mask count with
 * mirror halving, the same algorithm as countSolutionsFast in src/solver/checks/bitmask.ts, in C.
 * One thread, no other symmetry. Build: gcc -O3 -march=native -o nqueens-ref nqueens-ref.c
 * Usage: nqueens-ref N   (prints the number of solutions, OEIS A000170)
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned all; /* n ones: every column */

/* Solutions below a partial board: free squares are those under no column, \ or / mask. */
static unsigned long long count(unsigned cols, unsigned left, unsigned right) {
	if (cols == all) return 1;
	unsigned long long total = 0;
	unsigned avail = all & ~(cols | left | right);
	while (avail) {
		unsigned bit = avail & -avail; /* lowest free square */
		avail ^= bit;
		total += count(cols | bit, ((left | bit) << 1) & all, (right | bit) >> 1);
	}
	return total;
}

int main(int argc, char **argv) {
	int n = argc > 1 ? atoi(argv[1]) : 0;
	if (n < 1 || n > 31) {
		fprintf(stderr, "usage: nqueens-ref N (1 <= N <= 31)\n");
		return 2;
	}
	all = (1u << n) - 1;
	unsigned long long total = 0;
	/* First-row queen in the left half, doubled for its mirror image; the middle column once. */
	for (int c = 0; c < n / 2; c++) {
		unsigned bit = 1u << c;
		total += 2 * count(bit, (bit << 1) & all, bit >> 1);
	}
	if (n & 1) {
		unsigned bit = 1u << (n / 2);
		total += count(bit, (bit << 1) & all, bit >> 1);
	}
	printf("%llu\n", total);
	return 0;
}
