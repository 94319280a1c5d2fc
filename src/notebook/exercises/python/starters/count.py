# {{intro}}
import time


def count_solutions(n):
    count = 0
    # {{here}}
    return count


start = time.perf_counter()
print(count_solutions('{{n}}'))
print(f'n = {{n}}: {(time.perf_counter() - start) * 1000:.0f} ms')
