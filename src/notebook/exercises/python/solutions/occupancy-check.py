class OccupancyCheck:
    def __init__(self, n):
        self.n = n
        self.cols = [False] * n
        self.down = [False] * (2 * n - 1)  # {{down}}
        self.up = [False] * (2 * n - 1)  # {{up}}

    def is_safe(self, row, col):
        return not (self.cols[col] or self.down[row - col + self.n - 1] or self.up[row + col])

    def _mark(self, row, col, value):
        self.cols[col] = value
        self.down[row - col + self.n - 1] = value
        self.up[row + col] = value

    def place(self, row, col):
        self._mark(row, col, True)

    def remove(self, row, col):
        self._mark(row, col, False)


check = OccupancyCheck(8)
check.place(0, 0)
print(check.is_safe(1, 1))
