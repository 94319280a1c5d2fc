# The book's helpers, for a notebook exported to Jupyter (src/notebook/storage/jupyter.ts).
# Plain Python with the rules of the page's prelude (src/notebook/python/prelude.py): no page to
# draw on, so print_board prints the board as text. Run this cell first.


def is_safe(columns, row, col):
    """True when no queen in rows 0 to row - 1 (columns[r] is row r's column) attacks (row, col)."""
    if not isinstance(columns, (list, tuple)):
        raise TypeError('is_safe(columns, row, col): columns must be a list or a tuple')
    if type(row) is not int or row < 0:
        raise ValueError('is_safe(columns, row, col): row must be a whole number from 0')
    if type(col) is not int or col < 0:
        raise ValueError('is_safe(columns, row, col): col must be a whole number from 0')
    if row > len(columns):
        raise ValueError(f'is_safe(columns, {row}, {col}): columns holds only {len(columns)} rows')
    for r in range(row):
        c = columns[r]
        # The solver's rules: the same column or either diagonal.
        if c == col or c - col == row - r or col - c == row - r:
            return False
    return True


def print_board(columns):
    """Prints the board columns[row] (-1 for an empty row): Q for a queen, . for an empty square."""
    if not isinstance(columns, (list, tuple)) or len(columns) == 0:
        raise ValueError('print_board(columns): columns must be a list of at least one row')
    n = len(columns)
    for r, c in enumerate(columns):
        if type(c) is not int or (c != -1 and not 0 <= c < n):
            raise ValueError(f'print_board(columns): row {r + 1} holds {c!r}, not a column of 0 to {n - 1}')
        print(' '.join('Q' if col == c else '.' for col in range(n)))
