def count_plainly(n):
    columns = [0] * n

    def is_safe(row, col):
        for r in range(row):
            c = columns[r]
            if c == col or c - r == col - row or c + r == col + row:
                return False
        return True

    def place_row(row):
        if row == n:
            return 1
        count = 0
        for col in range(n):
            if not is_safe(row, col):
                continue
            columns[row] = col
            count += place_row(row + 1)
        return count

    return place_row(0)
