import time


def count_solutions(n):
    columns = []

    def place_row(row):
        if row == n:
            return 1  # {{countInstead}}
        count = 0
        for col in range(n):
            if is_safe(columns, row, col):
                columns.append(col)
                count += place_row(row + 1)
                columns.pop()
        return count

    return place_row(0)


start = time.perf_counter()
print(count_solutions('{{n}}'))
print(f'n = {{n}}: {(time.perf_counter() - start) * 1000:.0f} ms')
