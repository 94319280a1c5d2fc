# {{intro}}
class OccupancyCheck:
    def __init__(self, n):
        self.n = n
        self.cols = [False] * n
        # {{here}}

    def is_safe(self, row, col):
        return not self.cols[col]

    def place(self, row, col):
        self.cols[col] = True

    def remove(self, row, col):
        self.cols[col] = False


check = OccupancyCheck(8)
check.place(0, 0)
print(check.is_safe(1, 1))  # {{example}}
