# {{bitMasks}}
import time


def count_solutions(n):
    full = (1 << n) - 1  # {{bitPerColumn}}

    def place_row(cols, down, up):
        if cols == full:
            return 1  # {{bitAllPlaced}}
        count = 0
        free = full & ~(cols | down | up)
        while free:
            bit = free & -free  # {{bitLowest}}
            free ^= bit
            # {{bitShift}}
            count += place_row(cols | bit, ((down | bit) << 1) & full, (up | bit) >> 1)
        return count

    return place_row(0, 0, 0)


start = time.perf_counter()
print(count_solutions('{{n}}'))
print(f'n = {{n}}: {(time.perf_counter() - start) * 1000:.0f} ms')
