/**
 * The figures behind the boards exercise 3 and the challenge check in Python
 * (src/notebook/exercises/python-count-checks.ts, docs/decisions/python-runtime.md): how long
 * each of the book's counts takes in the Python cells' own runtime, sealed and walled in as the
 * page's worker is (node-python.ts), for n = 8 to 11, and bit masks to 13.
 *
 *   node --import ./src/notebook/runtime/raw-text.ts scripts/bench/python-count-sizes.ts [runs]
 *
 * Prints, per search and board, the best and the median of `runs` runs (default 3) in ms: the
 * book's plain search in Python (the one the checks time the learner's against), exercise 3's
 * worked search with the counted is_safe helper, occupancy arrays, and the challenge's worked
 * bit masks.
 */
import { PLAIN_SEARCH_PYTHON } from '../../src/notebook/python/prelude.ts';
import { pythonCountSolution } from '../../src/notebook/exercises/python-count-code.ts';
import { startPythonCells } from '../../src/notebook/python/node-python.ts';

const RUNS = Number(process.argv[2] ?? 3);

/** A worked solution's function alone, without its timed call, renamed. */
const definition = (id: string, name: string) =>
	pythonCountSolution(id)!.split('\nstart = ')[0]!.replace('def count_solutions(', `def ${name}(`);

const code = `${PLAIN_SEARCH_PYTHON}
${definition('count-12', 'with_is_safe')}
${definition('count-13', 'bit_masks')}


def occupancy(n):
    cols = [False] * n
    down = [False] * (2 * n - 1)
    up = [False] * (2 * n - 1)

    def place_row(row):
        if row == n:
            return 1
        count = 0
        for col in range(n):
            d = row - col + n - 1
            u = row + col
            if cols[col] or down[d] or up[u]:
                continue
            cols[col] = down[d] = up[u] = True
            count += place_row(row + 1)
            cols[col] = down[d] = up[u] = False
        return count

    return place_row(0)


def timed(count, n):
    times = []
    for _ in range(${RUNS}):
        start = time.perf_counter()
        count(n)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    print(f'{count.__name__:>14} n = {n:>2}: best {times[0]:8.1f} ms, median {times[len(times) // 2]:8.1f} ms')


for count in (count_plainly, with_is_safe, occupancy, bit_masks):
    for n in range(8, 12):
        timed(count, n)
for n in (12, 13):
    timed(bit_masks, n)
`;

const cells = startPythonCells();
const outcome = await cells.run(code);
for (const line of outcome.output) console.log(line.text);
if (outcome.result?.run.error) console.error(outcome.result.run.error.traceback);
await cells.close();
