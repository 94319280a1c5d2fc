def first_solution(n):
    columns = []

    # {{filled}}
    def place_row(row):
        if row == n:
            return True
        for col in range(n):
            if is_safe(columns, row, col):
                columns.append(col)
                if place_row(row + 1):
                    return True  # {{found}}
                columns.pop()
        return False

    return columns if place_row(0) else None


print_board(first_solution(8))
