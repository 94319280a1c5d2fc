# {{intro}}
comparisons = 0


def formula(columns, row, col):
    # {{formula}}
    global comparisons
    for r in range(row):
        comparisons += 1
        c = columns[r]
        if c == col or abs(c - col) == row - r:
            return False
    return True


def formula_up(columns, row, col):
    # {{formulaUp}}
    global comparisons
    for r in range(row - 1, -1, -1):
        comparisons += 1
        c = columns[r]
        if c == col or abs(c - col) == row - r:
            return False
    return True


check = formula
n = 8
board.start(n)
columns = []
solutions = 0


def place_row(row):
    global solutions
    if row == n:
        solutions += 1
        board.solution()
        return
    for col in range(n):
        safe = check(columns, row, col)
        if safe != board.is_safe(row, col):
            says = '{{checkSays}}'
            raise ValueError('{{boardSays}}')
        if safe:
            columns.append(col)
            board.place(row, col)
            place_row(row + 1)
            board.remove(row, col)
            columns.pop()


place_row(0)
print('{{tally}}')
