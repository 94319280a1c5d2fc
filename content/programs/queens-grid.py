"""N queens on an n-by-n grid of 0s and 1s, placed row by row.

Usage: python3 queens-grid.py [n]   (n defaults to 8)
Prints every solution as filled and empty squares, then how many there
are.
"""

import sys


def safe(grid, row, col):
    """True when no queen in the rows above attacks (row, col)."""
    n = len(grid)
    up = range(row - 1, -1, -1)  # the rows above, nearest first
    column = any(grid[r][col] for r in up)
    left = any(grid[r][c] for r, c in zip(up, range(col - 1, -1, -1)))
    right = any(grid[r][c] for r, c in zip(up, range(col + 1, n)))
    return not (column or left or right)


def solve(grid, row=0):
    """Yield the grid each time every row from row down holds a queen."""
    n = len(grid)
    if row == n:
        yield grid
        return
    for col in range(n):
        if safe(grid, row, col):
            grid[row][col] = 1
            yield from solve(grid, row + 1)
            grid[row][col] = 0  # take the queen back before the next column


def show(grid):
    """The board as text: a filled square for a queen, empty elsewhere."""
    squares = {0: "□", 1: "■"}
    return "\n".join(" ".join(squares[cell] for cell in line) for line in grid)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    grid = [[0] * n for _ in range(n)]
    count = 0
    for solution in solve(grid):
        count += 1
        print(show(solution), end="\n\n")
    print(f"solutions for n = {n}: {count}")


if __name__ == "__main__":
    main()
