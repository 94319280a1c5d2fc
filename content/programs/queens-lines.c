/*
 * N queens on a grid of ints: grid[y][x] is 1 where a queen stands.
 * A square is safe when no queen stands on the three lines through it:
 * the column x = x0 and the diagonals y = x + b and y = -x + b.
 *
 * Build: gcc -O2 -o queens-lines queens-lines.c
 * Usage: ./queens-lines [n]   (n defaults to 8)
 * Prints each solution's columns, counted from 1, then how many there
 * are.
 */
#include <stdio.h>
#include <stdlib.h>

#define MAX 16

static int n = 8;
static int grid[MAX][MAX];
static int solutions;

/* Walk each line through (x0, y0) across the whole board, top down. */
static int safe(int x0, int y0)
{
	int b1 = y0 - x0; /* this square's line y = x + b1 */
	int b2 = y0 + x0; /* and its line y = -x + b2 */

	for (int y = 0; y < n; y++) {
		int x1 = y - b1, x2 = b2 - y;

		if (grid[y][x0])
			return 0;
		if (x1 >= 0 && x1 < n && grid[y][x1])
			return 0;
		if (x2 >= 0 && x2 < n && grid[y][x2])
			return 0;
	}
	return 1;
}

static void print_columns(void)
{
	for (int y = 0; y < n; y++)
		for (int x = 0; x < n; x++)
			if (grid[y][x])
				printf(y == 0 ? "%d" : " %d", x + 1);
	putchar('\n');
}

static void place(int y)
{
	if (y == n) {
		solutions++;
		print_columns();
		return;
	}
	for (int x = 0; x < n; x++) {
		if (!safe(x, y))
			continue;
		grid[y][x] = 1;
		place(y + 1);
		grid[y][x] = 0; /* undo on the way back, after a solution too */
	}
}

int main(int argc, char **argv)
{
	if (argc > 1)
		n = atoi(argv[1]);
	if (n < 1 || n > MAX) {
		fprintf(stderr, "n must be 1 to %d\n", MAX);
		return 1;
	}
	place(0);
	printf("solutions for n = %d: %d\n", n, solutions);
	return 0;
}
