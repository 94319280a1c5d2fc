# {{intro}}
def first_solution(n):
    columns = []
    found = None

    def place_row(row):
        nonlocal found
        if row == n:
            found = list(columns)
            return
        for col in range(n):
            if is_safe(columns, row, col):
                columns.append(col)
                place_row(row + 1)
                columns.pop()

    place_row(0)
    return found


solution = first_solution(8)
print('{{printed}}', solution)
if solution:
    print_board(solution)
